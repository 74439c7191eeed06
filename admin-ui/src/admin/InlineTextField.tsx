import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useState } from 'react';

type InlineTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur'> & {
  value: string;
  /** Called once the field is left with a changed value; resolves false to put the old value back. */
  onCommit: (value: string) => Promise<boolean>;
};

/** A field that saves itself when left, so each edit is sent on its own as soon as it is made. */
export const InlineTextField = ({ value, onCommit, ...props }: InlineTextFieldProps) => {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = async () => {
    if (draft === value) return;
    if (!(await onCommit(draft))) setDraft(value);
  };
  return (
    <TextField
      {...props}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !props.multiline) (event.target as HTMLInputElement).blur();
      }}
    />
  );
};
