import type { User } from '@joinflow/sdk/browser';

type Rule = (user: User, action: string) => boolean;

const READ_ACTIONS = new Set(['list', 'show']);

/**
 * Resources with rules beyond "signed in and active". The server enforces ownership on every
 * row; this only keeps people from being shown screens their role can never use.
 */
const RULES: Record<string, Rule> = {
  // Anyone may look at the plans; changing prices is for super admins.
  'pricing-plans': (user, action) => READ_ACTIONS.has(action) || user.isSuperAdmin,
  'super-admin': (user) => user.isSuperAdmin,
  // Super admins run the product on no plan: they have no trial or subscription of their own.
  subscription: (user) => !user.isSuperAdmin,
  users: (user) => user.isSuperAdmin,
  plans: (user) => user.isSuperAdmin,
  orders: (user) => user.isSuperAdmin,
  subscriptions: (user) => user.isSuperAdmin,
  'integration-requests': (user) => user.isSuperAdmin,
  // Approving a template is for people who look after content (manage_content) and super admins.
  'message-templates': (user, action) => action !== 'approve' || user.isSuperAdmin || user.permissions.includes('manage_content'),
  // A token may carry the admin ability only for someone who holds an admin role with permissions.
  'settings/tokens': (user, action) =>
    action !== 'create_admin' || user.isSuperAdmin || (user.role === 'admin' && user.permissions.length > 0),
};

export function canAccess(user: User | null | undefined, action: string, resource: string): boolean {
  if (!user?.isActive) return false;
  const rule = RULES[resource];
  return rule ? rule(user, action) : true;
}
