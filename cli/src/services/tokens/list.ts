import type { JoinFlowClient, ListResult, PersonalAccessToken } from '@joinflow/sdk'
import { formatTimestamp, renderInfo, renderResult, renderTable, withSpinner } from '../../ui/index.js'
import { accessLabel } from './access.js'

export async function listTokens(client: JoinFlowClient): Promise<ListResult<PersonalAccessToken>> {
  const tokens = await withSpinner('Loading API tokens', () => client.tokens.list())
  renderResult(tokens, ({ data, total }) => {
    if (data.length === 0) {
      renderInfo({
        headline: 'No API tokens yet.',
        nextSteps: ['Create one with `joinflow tokens create <name>` (it asks for your password).'],
      })
      return
    }
    renderTable(
      [
        { header: 'ID', value: (token) => String(token.id) },
        { header: 'Name', value: (token) => token.name },
        { header: 'Access', value: (token) => accessLabel(token) },
        { header: 'Last used', value: (token) => formatTimestamp(token.lastUsedAt, 'never') },
        { header: 'Created', value: (token) => formatTimestamp(token.createdAt, '') },
        { header: 'Expires', value: (token) => formatTimestamp(token.expiresAt, 'never') },
      ],
      data,
    )
    if (total > data.length) renderInfo({ headline: `Showing ${data.length} of ${total} tokens.` })
  })
  return tokens
}
