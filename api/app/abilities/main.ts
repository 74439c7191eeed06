/*
 * Role abilities. Record ownership is checked by the policies in
 * app/policies; these cover what a role may do at all.
 */
import { AuthorizationResponse, Bouncer } from '@adonisjs/bouncer'
import type User from '#models/user'

export const administer = Bouncer.ability((user: User) => user.isSuperAdmin)

export const managePricing = Bouncer.ability(
  (user: User) => user.isSuperAdmin || user.permissions.includes('manage_pricing')
)

export const manageContent = Bouncer.ability(
  (user: User) => user.isSuperAdmin || user.permissions.includes('manage_content')
)

/** The owner checkout buys for the signed-in account only; naming another account is refused. */
export const buyForAccount = Bouncer.ability(
  (user: User, userId: number | undefined) =>
    userId === undefined ||
    userId === user.id ||
    AuthorizationResponse.deny('You can only buy a plan for your own account.', 403)
)
