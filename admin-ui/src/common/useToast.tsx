import { Alert, AlertTitle } from '@mui/material';
import { useCallback } from 'react';
import { useNotify } from 'react-admin';

type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  /** Failures are titled "Error" unless the product gives them a title of their own. */
  title?: string;
  description?: string;
  type?: ToastType;
}

const DEFAULT_TITLES: Record<ToastType, string | undefined> = {
  success: undefined,
  info: undefined,
  warning: undefined,
  error: 'Error',
};

export const ToastMessage = ({ title, description, type = 'info' }: Toast) => (
  <Alert severity={type} variant="filled" sx={{ minWidth: 300, maxWidth: 480 }}>
    {title && <AlertTitle sx={{ mb: description ? 0.5 : 0 }}>{title}</AlertTitle>}
    {description}
  </Alert>
);

/** The product's toasts: a title and a line of explanation, through react-admin's notifications. */
export function useToast() {
  const notify = useNotify();
  return useCallback(
    ({ title, description, type = 'info' }: Toast) => {
      notify(<ToastMessage title={title ?? DEFAULT_TITLES[type]} description={description} type={type} />, {
        type,
      });
    },
    [notify],
  );
}
