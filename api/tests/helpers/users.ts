import User, { type Permission, type UserRole } from '#models/user'

let sequence = 0

/** A user with a unique email; password "password123" unless given. */
export async function makeUser(
  overrides: Partial<{ email: string; password: string; role: UserRole; isActive: boolean; permissions: Permission[] }> = {}
) {
  sequence += 1
  return User.create({
    email: overrides.email ?? `owner${sequence}-${Date.now()}@example.test`,
    password: overrides.password ?? 'password123',
    firstName: 'Test',
    lastName: `Owner ${sequence}`,
    role: overrides.role ?? 'user',
    isActive: overrides.isActive ?? true,
    permissions: overrides.permissions ?? [],
  })
}
