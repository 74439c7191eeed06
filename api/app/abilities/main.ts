/*
 * Role abilities. Record ownership is checked by the policies in
 * app/policies; these cover what a role may do at all.
 */
import { Bouncer } from '@adonisjs/bouncer'
import type User from '#models/user'

export const administer = Bouncer.ability((user: User) => user.isSuperAdmin)

export const managePricing = Bouncer.ability(
  (user: User) => user.isSuperAdmin || user.permissions.includes('manage_pricing')
)

export const manageContent = Bouncer.ability(
  (user: User) => user.isSuperAdmin || user.permissions.includes('manage_content')
)
