import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext, Infer } from '@vinejs/vine/types'
import type User from '#models/user'
import { ADMIN_PERMISSIONS } from '#models/user'

const ROLE_MESSAGE = 'Choose a role: user or admin.'

/**
 * Super admin is never assigned (spec section 4): only user and admin are
 * accepted, or, given `unchanged`, the role the account already has.
 */
const assignableRole = vine.createRule((value, options: { unchanged?: (field: FieldContext) => string }, field) => {
  if (options.unchanged && value === options.unchanged(field)) return
  if (value === 'super_admin') field.report('The super admin role cannot be assigned.', 'assignableRole', field)
  else if (value !== 'user' && value !== 'admin') field.report(ROLE_MESSAGE, 'assignableRole', field)
})

const PERMISSIONS_MESSAGE = 'Permissions are a list of manage_pricing and manage_content.'
const ACTIVE_MESSAGE = 'isActive must be true or false.'

const messages = new SimpleMessagesProvider({
  'role.required': ROLE_MESSAGE,
  'role.string': ROLE_MESSAGE,
  'permissions.array': PERMISSIONS_MESSAGE,
  'permissions.distinct': 'Each permission is listed once.',
  'permissions.*.enum': PERMISSIONS_MESSAGE,
  'isActive.required': ACTIVE_MESSAGE,
  'isActive.boolean': ACTIVE_MESSAGE,
})

export const changeRoleValidator = vine.compile(
  vine.object({
    role: vine
      .string()
      .trim()
      .use(assignableRole({}))
      .transform((value) => value as 'user' | 'admin'),
    permissions: vine.array(vine.enum(ADMIN_PERMISSIONS)).distinct().optional(),
  })
)
changeRoleValidator.messagesProvider = messages

export const changeStatusValidator = vine.compile(
  vine.object({
    isActive: vine.boolean({ strict: true }),
  })
)
changeStatusValidator.messagesProvider = messages

/**
 * The users resource's edit: role, permissions and active status at once,
 * as react-admin sends the whole record. The account's own role is
 * accepted unchanged (a super admin's record comes back as it was); any
 * other role must be assignable.
 */
export const updateUserValidator = vine.withMetaData<{ currentRole: string }>().compile(
  vine.object({
    role: vine
      .string()
      .trim()
      .use(assignableRole({ unchanged: (field) => field.meta.currentRole }))
      .transform((value) => value as User['role'])
      .optional(),
    permissions: vine.array(vine.enum(ADMIN_PERMISSIONS)).distinct().optional(),
    isActive: vine.boolean({ strict: true }).optional(),
  })
)
updateUserValidator.messagesProvider = messages

export type ChangeRoleInput = Infer<typeof changeRoleValidator>
export type ChangeStatusInput = Infer<typeof changeStatusValidator>
export type UpdateUserInput = Infer<typeof updateUserValidator>
