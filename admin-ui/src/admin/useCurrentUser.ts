import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import type { Identity } from '../providers/authProvider';

/** The signed-in person, or null for a visitor; never sends anyone to sign in by itself. */
export function useCurrentUser() {
  const authProvider = useAuthProvider();
  return useQuery({
    queryKey: ['auth', 'currentUser'],
    queryFn: async () => ((await authProvider?.getIdentity?.().catch(() => null)) as Identity | null) ?? null,
    retry: false,
  });
}
