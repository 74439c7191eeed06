import { DateTime } from 'luxon'
import User, { type Permission, type UserRole } from '#models/user'

let sequence = 0

/**
 * A user with a unique email; password "password123" unless given. Owners
 * start with the address unconfirmed, as after a password sign-up; admins
 * and super admins with it confirmed, since only a confirmed account can
 * hold those roles.
 */
export async function makeUser(
  overrides: Partial<{
    email: string
    password: string
    role: UserRole
    isActive: boolean
    permissions: Permission[]
    emailVerified: boolean
  }> = {}
) {
  sequence += 1
  const role = overrides.role ?? 'user'
  return User.create({
    email: overrides.email ?? `owner${sequence}-t${Date.now()}@example.test`,
    password: overrides.password ?? 'password123',
    firstName: 'Test',
    lastName: `Owner ${sequence}`,
    role,
    isActive: overrides.isActive ?? true,
    permissions: overrides.permissions ?? [],
    emailVerifiedAt: (overrides.emailVerified ?? role !== 'user') ? DateTime.utc() : null,
  })
}
