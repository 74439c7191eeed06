import type { Role } from '@joinflow/sdk/browser';
import type { SubscriptionStatus } from '../subscriptions/types';

/** An account as `GET /api/admin/users` lists it. */
export interface AdminUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  isSuperAdmin: boolean;
  isActive: boolean;
  permissions: string[];
  createdAt: string;
  planType: string;
  subscriptionStatus: SubscriptionStatus;
}

export type AssignableRole = 'user' | 'admin';

/** What choosing a role grants (spec section 4): admins manage pricing and content, users nothing extra. */
export const ROLE_PERMISSIONS: Record<AssignableRole, string[]> = {
  user: [],
  admin: ['manage_pricing', 'manage_content'],
};

export const fullName = (user: Pick<AdminUser, 'firstName' | 'lastName'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';
