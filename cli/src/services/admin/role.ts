import { ROLE_PERMISSIONS, type AdminUser, type AssignableRole, type JoinFlowClient } from '@joinflow/sdk'
import { renderResult, renderSuccess, withSpinner } from '../../ui/index.js'

export interface SetUserRoleOptions {
  id: number
  role: AssignableRole
}

export async function setUserRole({ id, role }: SetUserRoleOptions, client: JoinFlowClient): Promise<AdminUser> {
  const user = await withSpinner('Changing the role', () => client.admin.users.setRole(id, role))
  const permissions = ROLE_PERMISSIONS[role]
  renderResult(user, () =>
    renderSuccess({
      headline: `${user.email} is now ${role === 'admin' ? 'an admin' : 'a user'}.`,
      body: [permissions.length ? `Permissions: ${permissions.join(', ')}.` : 'No extra permissions.'],
    }),
  )
  return user
}
