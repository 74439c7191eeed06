import type { JoinFlowClient, User } from '@joinflow/sdk'
import { renderDetails, renderResult, withSpinner } from '../ui/index.js'

export async function whoami(client: JoinFlowClient): Promise<User> {
  const user = await withSpinner('Loading your account', () => client.auth.user())
  renderResult(user, () =>
    renderDetails([
      ['Email', user.email],
      ['Name', fullName(user) || '(not set)'],
      ['Role', user.role],
      ['Server', client.baseUrl],
    ]),
  )
  return user
}

function fullName({ firstName, lastName }: User): string {
  return [firstName, lastName].filter(Boolean).join(' ')
}
