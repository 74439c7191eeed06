import type { AdminUser, JoinFlowClient } from '@joinflow/sdk'
import { renderResult, renderSuccess, withSpinner } from '../../ui/index.js'

export interface SetUserActiveOptions {
  id: number
  isActive: boolean
}

export async function setUserActive({ id, isActive }: SetUserActiveOptions, client: JoinFlowClient): Promise<AdminUser> {
  const user = await withSpinner(isActive ? 'Activating the user' : 'Deactivating the user', () =>
    client.admin.users.setStatus(id, isActive),
  )
  renderResult(user, () =>
    renderSuccess({
      headline: `${user.email} is ${user.isActive ? 'active' : 'deactivated'}.`,
      body: [user.isActive ? 'They can sign in again.' : 'They can no longer sign in.'],
    }),
  )
  return user
}
