import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fakeApi';
import { canAccess } from './canAccess';

const owner = makeUser();
const superAdmin = makeUser({ role: 'super_admin', isSuperAdmin: true });
const deactivated = makeUser({ isActive: false });
const contentAdmin = makeUser({ role: 'admin', permissions: ['manage_content'] });
const pricingAdmin = makeUser({ role: 'admin', permissions: ['manage_pricing'] });
const adminWithoutPermissions = makeUser({ role: 'admin', permissions: [] });

describe('canAccess', () => {
  it.each([
    ['an owner', owner, 'list', 'groups', true],
    ['an owner', owner, 'delete', 'settings/tokens', true],
    ['an owner', owner, 'list', 'super-admin', false],
    ['an owner', owner, 'list', 'pricing-plans', true],
    ['an owner', owner, 'edit', 'pricing-plans', false],
    ['a super admin', superAdmin, 'list', 'super-admin', true],
    ['a super admin', superAdmin, 'edit', 'pricing-plans', true],
    ['an owner', owner, 'list', 'users', false],
    ['an owner', owner, 'show', 'orders', false],
    ['an owner', owner, 'edit', 'plans', false],
    ['an owner', owner, 'list', 'subscriptions', false],
    ['an owner', owner, 'list', 'integration-requests', false],
    ['an owner', owner, 'show', 'subscription', true],
    ['a super admin', superAdmin, 'show', 'subscription', false],
    ['a super admin', superAdmin, 'list', 'integration-requests', true],
    ['a super admin', superAdmin, 'edit', 'users', true],
    ['a super admin', superAdmin, 'delete', 'plans', true],
    ['a deactivated owner', deactivated, 'list', 'groups', false],
    ['an owner', owner, 'edit', 'message-templates', true],
    ['an owner', owner, 'approve', 'message-templates', false],
    ['a content admin', contentAdmin, 'approve', 'message-templates', true],
    ['a pricing admin', pricingAdmin, 'approve', 'message-templates', false],
    ['a super admin', superAdmin, 'approve', 'message-templates', true],
    ['an owner', owner, 'create', 'settings/tokens', true],
    ['an owner', owner, 'create_admin', 'settings/tokens', false],
    ['an admin without permissions', adminWithoutPermissions, 'create_admin', 'settings/tokens', false],
    ['a pricing admin', pricingAdmin, 'create_admin', 'settings/tokens', true],
    ['a super admin', superAdmin, 'create_admin', 'settings/tokens', true],
    ['a deactivated super admin', makeUser({ role: 'super_admin', isSuperAdmin: true, isActive: false }), 'list', 'super-admin', false],
    ['nobody', null, 'list', 'groups', false],
  ] as const)('%s: %s %s → %s', (_who, user, action, resource, expected) => {
    expect(canAccess(user, action, resource)).toBe(expected);
  });
});
