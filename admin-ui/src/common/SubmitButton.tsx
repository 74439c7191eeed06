import { Button, type ButtonProps } from '@mui/material';
import { useFormState } from 'react-hook-form';

interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  label: string;
  /** What the button says while the form is being sent; the label when absent. */
  savingLabel?: string;
}

/** A react-admin form's submit button in the owner's words: disabled while the form is being sent. */
export const SubmitButton = ({ label, savingLabel = label, disabled, variant = 'contained', ...props }: SubmitButtonProps) => {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant={variant} disabled={disabled || isSubmitting} {...props}>
      {isSubmitting ? savingLabel : label}
    </Button>
  );
};
