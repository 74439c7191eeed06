import { Confirm as RaConfirm, type ConfirmProps } from 'react-admin';

const NoIcon = () => null;

/**
 * react-admin's confirmation dialog without the error icon it puts on Cancel: cancelling is
 * the safe choice, not a failure. The Confirm button keeps its icon.
 */
export const Confirm = ({ sx, ...props }: ConfirmProps) => (
  <RaConfirm
    CancelIcon={NoIcon}
    sx={[{ '& .MuiButton-startIcon:empty': { display: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    {...props}
  />
);
