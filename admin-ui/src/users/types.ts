import type { AdminUser } from '@joinflow/sdk/browser';

// The API's shapes come from the SDK, and what choosing a role grants (spec section 4).
export { ROLE_PERMISSIONS, type AdminUser, type AssignableRole } from '@joinflow/sdk/browser';

export const fullName = (user: Pick<AdminUser, 'firstName' | 'lastName'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';
