import { useLogout, useNotify } from 'react-admin';
import { errorMessage } from '../providers/apiErrors';

/** Signs out through the server; a sign-out that did not happen says so instead of looking done. */
export function useSignOut(): () => Promise<void> {
  const logout = useLogout();
  const notify = useNotify();
  return async () => {
    try {
      await logout();
    } catch (error) {
      notify(`Could not sign out: ${errorMessage(error)}`, { type: 'error' });
    }
  };
}
