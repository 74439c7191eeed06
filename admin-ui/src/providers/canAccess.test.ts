import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fakeApi';
import { canAccess } from './canAccess';

const owner = makeUser();
const superAdmin = makeUser({ role: 'super_admin', isSuperAdmin: true });
const deactivated = makeUser({ isActive: false });

describe('canAccess', () => {
  it.each([
    ['an owner', owner, 'list', 'groups', true],
    ['an owner', owner, 'delete', 'tokens', true],
    ['an owner', owner, 'list', 'super-admin', false],
    ['an owner', owner, 'list', 'pricing-plans', true],
    ['an owner', owner, 'edit', 'pricing-plans', false],
    ['a super admin', superAdmin, 'list', 'super-admin', true],
    ['a super admin', superAdmin, 'edit', 'pricing-plans', true],
    ['an owner', owner, 'list', 'users', false],
    ['an owner', owner, 'show', 'orders', false],
    ['an owner', owner, 'edit', 'plans', false],
    ['an owner', owner, 'list', 'subscriptions', false],
    ['a super admin', superAdmin, 'edit', 'users', true],
    ['a super admin', superAdmin, 'delete', 'plans', true],
    ['a deactivated owner', deactivated, 'list', 'groups', false],
    ['nobody', null, 'list', 'groups', false],
  ] as const)('%s: %s %s → %s', (_who, user, action, resource, expected) => {
    expect(canAccess(user, action, resource)).toBe(expected);
  });
});
