import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useFormState, useWatch } from 'react-hook-form';

interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** Inputs that must hold something before the form can be sent. */
  requires?: string[];
  /** What the button says while the form is being sent, when it says something else then. */
  busyLabel?: ReactNode;
}

const isBlank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

/**
 * The submit button of a react-admin `<Form>`: off until the inputs it requires hold something,
 * and with a spinner (and its busy label, when it has one) while the form is being sent.
 */
export const SubmitButton = ({ requires = [], busyLabel, children, disabled, startIcon, ...props }: SubmitButtonProps) => {
  const values: unknown[] = useWatch({ name: requires });
  const { isSubmitting } = useFormState();
  const incomplete = requires.length > 0 && values.some(isBlank);
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={disabled || incomplete || isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : startIcon}
      {...props}
    >
      {isSubmitting && busyLabel ? busyLabel : children}
    </Button>
  );
};
