import type { CreatedToken, JoinFlowClient } from '@joinflow/sdk'
import { formatTimestamp, renderResult, renderSuccess, withSpinner } from '../../ui/index.js'
import { accessLabel } from './access.js'

export interface CreateTokenOptions {
  name: string
  /** Full unless `read_only`. */
  access?: 'read_only' | 'full'
  /** Admin routes too (super admins and admins only). */
  admin?: boolean
  /** Days until it stops working; never when null or left out. */
  expiresInDays?: number | null
}

/** Creates the token with a client signed in by password: no API token may create another. */
export async function createToken(
  { name, access = 'full', admin = false, expiresInDays = null }: CreateTokenOptions,
  session: JoinFlowClient,
): Promise<CreatedToken> {
  const created = await withSpinner('Creating the token', () =>
    session.tokens.create({ name, access, admin, ...(expiresInDays ? { expiresInDays } : {}) }),
  )
  renderResult(created, () =>
    renderSuccess({
      headline: `Created token "${created.name}" (ID ${created.id}).`,
      body: [
        created.token,
        `Access: ${accessLabel(created)}. Expires: ${formatTimestamp(created.expiresAt, 'never')}.`,
      ],
      nextSteps: [
        'Copy it now: it is shown only this once.',
        'Use it with `joinflow login --token <token>`, or set JOINFLOW_TOKEN.',
      ],
    }),
  )
  return created
}
