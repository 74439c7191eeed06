import RevokeIcon from '@mui/icons-material/BlockOutlined';
import { DeleteWithConfirmButton, useNotify, useRecordContext } from 'react-admin';
import type { ApiToken } from './types';

export const RevokeTokenButton = () => {
  const token = useRecordContext<ApiToken>();
  const notify = useNotify();
  if (!token) return null;
  return (
    <DeleteWithConfirmButton
      label="Revoke"
      icon={<RevokeIcon />}
      confirmTitle={<>Revoke “{token.name}”?</>}
      confirmContent="Anything using this token stops working at once. This cannot be undone."
      confirmColor="warning"
      mutationMode="pessimistic"
      redirect={false}
      // react-admin treats successMessage as a translation key and would show its generic text instead.
      mutationOptions={{ onSuccess: () => notify('Token revoked', { type: 'info' }) }}
    />
  );
};
