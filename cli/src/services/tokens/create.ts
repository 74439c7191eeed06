import type { CreatedToken, JoinFlowClient } from '@joinflow/sdk'
import { renderResult, renderSuccess, withSpinner } from '../../ui/index.js'

export interface CreateTokenOptions {
  name: string
}

export async function createToken({ name }: CreateTokenOptions, client: JoinFlowClient): Promise<CreatedToken> {
  const created = await withSpinner('Creating the token', () => client.tokens.create({ name }))
  renderResult(created, () =>
    renderSuccess({
      headline: `Created token "${created.name}" (ID ${created.id}).`,
      body: [created.token],
      nextSteps: [
        'Copy it now: it is shown only this once.',
        'Use it with `joinflow login --token <token>` or in the browser extension.',
      ],
    }),
  )
  return created
}
