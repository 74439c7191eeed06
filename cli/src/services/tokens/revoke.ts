import type { JoinFlowClient, RevokedToken } from '@joinflow/sdk'
import { output } from '../../ui/output.js'
import { renderInfo, renderResult, renderSuccess, withSpinner } from '../../ui/index.js'
import { forgetToken } from '../logout.js'

export interface RevokeTokenOptions {
  id: number
  /** Asks before revoking; absent when the caller already confirmed (`--yes`). */
  confirm?: (id: number) => Promise<boolean>
  /** Set when the token is the one this CLI signs its requests with. */
  inUse?: { profile: string; configPath: string; fromEnvironment: boolean }
}

export type RevokeTokenResult = RevokedToken & { signedOut?: string }

/**
 * The id inside a JoinFlow token: `jf_` then the id in base64url, a dot and the secret. Used to
 * notice the token in use being revoked; undefined for anything else.
 */
export function tokenIdOf(token: string): number | undefined {
  const match = /^jf_([A-Za-z0-9_-]+)\./.exec(token)
  if (!match) return undefined
  const id = Buffer.from(match[1]!, 'base64url').toString('utf8')
  return /^[1-9]\d*$/.test(id) ? Number(id) : undefined
}

export async function revokeToken({ id, confirm, inUse }: RevokeTokenOptions, client: JoinFlowClient): Promise<RevokeTokenResult | { id: number; revoked: false }> {
  if (inUse && !output.json) {
    output.stderr.write(`Warning: token ${id} is the one this CLI is using (profile ${inUse.profile}); revoking it signs that profile out.\n`)
  }
  if (confirm && !(await confirm(id))) {
    const kept = { id, revoked: false as const }
    renderResult(kept, () => renderInfo({ headline: `Kept token ${id}.` }))
    return kept
  }
  const revoked: RevokeTokenResult = await withSpinner(`Revoking token ${id}`, () => client.tokens.revoke(id))
  if (inUse && !inUse.fromEnvironment && (await forgetToken(inUse.configPath, inUse.profile))) revoked.signedOut = inUse.profile
  renderResult(revoked, () =>
    renderSuccess({
      headline: `Revoked token ${revoked.id}.`,
      body: [
        'Anything still using it is now refused.',
        ...(revoked.signedOut ? [`Profile ${revoked.signedOut} is signed out: run \`joinflow login --profile ${revoked.signedOut}\` with another token.`] : []),
        ...(inUse?.fromEnvironment ? ['JOINFLOW_TOKEN holds the revoked token: set it to another one.'] : []),
      ],
    }),
  )
  return revoked
}
