import { Alert, AlertTitle } from '@mui/material';
import { useCallback, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { KEEP_ON_NEXT_PAGE, RAISED_ON } from '../layout/PageNotification';

type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  /** Failures are titled "Error" unless the product gives them a title of their own. */
  title?: string;
  description?: string;
  type?: ToastType;
  /**
   * For a toast raised together with a move to another page (a redirect after a save, being sent
   * home): it shows on that page too. Any other toast closes when the owner leaves its page.
   */
  keepOnNextPage?: boolean;
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
  // Read when the toast is raised, so the toast function stays the same from page to page.
  const page = useRef('');
  page.current = useLocation().pathname;
  return useCallback(
    ({ title, description, type = 'info', keepOnNextPage = false }: Toast) => {
      notify(<ToastMessage title={title ?? DEFAULT_TITLES[type]} description={description} type={type} />, {
        type,
        [RAISED_ON]: page.current,
        [KEEP_ON_NEXT_PAGE]: keepOnNextPage,
      });
    },
    [notify],
  );
}
