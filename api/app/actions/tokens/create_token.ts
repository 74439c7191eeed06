import { errors } from '@vinejs/vine'
import User from '#models/user'
import { abilitiesFor, accessOf, type TokenAccess } from '#services/tokens/token_abilities'
import type { CreateTokenInput } from '#validators/token'

/** Whether the account holds a role that admin routes answer to. */
function holdsAdminRole(user: User) {
  return user.isSuperAdmin || (user.role === 'admin' && user.permissions.length > 0)
}

/**
 * A personal access token, shown this once. Full access unless asked for
 * read-only; admin routes only when asked for, and only for an account
 * holding an admin role; an expiry when asked for.
 */
export class CreateToken {
  async handle(user: User, { name, access = 'full', admin = false, expiresInDays }: CreateTokenInput) {
    if (admin && !holdsAdminRole(user)) {
      throw new errors.E_VALIDATION_ERROR([
        { field: 'admin', message: 'Only super admins and admins can create tokens with admin access.', rule: 'admin' },
      ])
    }
    const token = await User.accessTokens.create(user, abilitiesFor(access as TokenAccess, admin), {
      name,
      expiresIn: expiresInDays ? `${expiresInDays} days` : undefined,
    })
    return {
      id: Number(token.identifier),
      name: token.name ?? name,
      access: accessOf(token.abilities),
      abilities: token.abilities,
      createdAt: token.createdAt.toISOString(),
      lastUsedAt: null,
      expiresAt: token.expiresAt?.toISOString() ?? null,
      token: token.value!.release(),
    }
  }
}
