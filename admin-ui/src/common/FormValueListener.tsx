import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';

interface FormValueListenerProps<T> {
  name: string;
  onChange: (value: T) => void;
}

/** Inside a react-admin `<Form>`: tells the page around it what one input holds, as it changes (a quote follows the country). */
export function FormValueListener<T>({ name, onChange }: FormValueListenerProps<T>) {
  const value = useWatch({ name }) as T;
  useEffect(() => onChange(value), [value, onChange]);
  return null;
}
