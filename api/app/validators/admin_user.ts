import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { ADMIN_PERMISSIONS } from '#models/user'

const ROLE_MESSAGE = 'Choose a role: user or admin.'

/** Super admin is never assigned (spec section 4): only user and admin are accepted. */
const assignableRole = vine.createRule((value, _options, field) => {
  if (value === 'super_admin') field.report('The super admin role cannot be assigned.', 'assignableRole', field)
  else if (value !== 'user' && value !== 'admin') field.report(ROLE_MESSAGE, 'assignableRole', field)
})

export const changeRoleValidator = vine.compile(
  vine.object({
    role: vine
      .string()
      .trim()
      .use(assignableRole())
      .transform((value) => value as 'user' | 'admin'),
    permissions: vine.array(vine.enum(ADMIN_PERMISSIONS)).distinct().optional(),
  })
)
changeRoleValidator.messagesProvider = new SimpleMessagesProvider({
  'role.required': ROLE_MESSAGE,
  'role.string': ROLE_MESSAGE,
  'permissions.array': 'Permissions are a list of manage_pricing and manage_content.',
  'permissions.distinct': 'Each permission is listed once.',
  'permissions.*.enum': 'Permissions are a list of manage_pricing and manage_content.',
})

export const changeStatusValidator = vine.compile(
  vine.object({
    isActive: vine.boolean({ strict: true }),
  })
)
changeStatusValidator.messagesProvider = new SimpleMessagesProvider({
  'isActive.required': 'isActive must be true or false.',
  'isActive.boolean': 'isActive must be true or false.',
})

export type ChangeRoleInput = Infer<typeof changeRoleValidator>
export type ChangeStatusInput = Infer<typeof changeStatusValidator>
