import type { JoinFlowClient, RevokedToken } from '@joinflow/sdk'
import { renderResult, renderSuccess, withSpinner } from '../../ui/index.js'

export interface RevokeTokenOptions {
  id: number
}

export async function revokeToken({ id }: RevokeTokenOptions, client: JoinFlowClient): Promise<RevokedToken> {
  const revoked = await withSpinner(`Revoking token ${id}`, () => client.tokens.revoke(id))
  renderResult(revoked, () =>
    renderSuccess({
      headline: `Revoked token ${revoked.id}.`,
      body: ['Anything still using it is now refused.'],
    }),
  )
  return revoked
}
