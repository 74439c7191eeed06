import type { JoinFlowClient, User } from '@joinflow/sdk'
import { renderDetails, renderResult, withSpinner } from '../ui/index.js'

export interface WhoamiContext {
  /** The saved login in use. */
  profile: string
  server: string
}

export type WhoamiResult = User & { profile: string; server: string }

export async function whoami(client: JoinFlowClient, { profile, server }: WhoamiContext = { profile: '', server: client.baseUrl }): Promise<WhoamiResult> {
  const user = await withSpinner('Loading your account', () => client.auth.user())
  const result = { ...user, profile, server }
  renderResult(result, () =>
    renderDetails([
      ['Email', user.email],
      ['Name', fullName(user) || '(not set)'],
      ['Role', user.role],
      ['Profile', profile || '(none)'],
      ['Server', server],
    ]),
  )
  return result
}

function fullName({ firstName, lastName }: User): string {
  return [firstName, lastName].filter(Boolean).join(' ')
}
