import type { AutoApprovalPreview, AutoApprovalSettingsInput, JoinFlowClient } from '@joinflow/sdk'
import { formatCount, renderDetails, renderInfo, renderResult, renderTable, withSpinner } from '../../ui/index.js'
import { decisionColor, decisionLabel, statusColor, statusLabel } from '../requests/labels.js'

export interface PreviewRulesOptions {
  groupId: number
  /** Settings to try on top of the saved ones; nothing is saved. */
  changes: AutoApprovalSettingsInput
  /** Decisions shown in the table; JSON output has all of them. */
  limit: number
}

/** What the group's recent requests would get with the changed settings, before anyone saves them. */
export async function previewRules(
  { groupId, changes, limit }: PreviewRulesOptions,
  client: JoinFlowClient,
): Promise<AutoApprovalPreview> {
  const preview = await withSpinner('Applying the settings to recent requests', async () => {
    const saved = await client.groups.autoApproval.get(groupId)
    return client.groups.autoApproval.preview(groupId, { ...saved, ...changes })
  })
  renderResult(preview, ({ total, counts, decisions }) => {
    if (total === 0) {
      renderInfo({
        headline: 'No member requests to try the settings on yet.',
        body: ['Requests appear once the browser extension captures them from the group.'],
      })
      return
    }
    renderDetails([
      ['Requests', formatCount(total)],
      ['Approve', formatCount(counts.approve)],
      ['Review', formatCount(counts.review)],
      ['Decline', formatCount(counts.decline)],
    ])
    const shown = decisions.slice(0, limit)
    renderTable(
      [
        { header: 'ID', value: (row) => String(row.requestId) },
        { header: 'Name', value: (row) => row.name },
        { header: 'Would', value: (row) => decisionLabel(row.decision), color: (row) => decisionColor(row.decision) },
        { header: 'Now', value: (row) => statusLabel(row.currentStatus), color: (row) => statusColor(row.currentStatus) },
        { header: 'Reasons', value: (row) => row.reasons.join('; ') },
      ],
      shown,
    )
    const more = decisions.length > shown.length ? [`Showing ${shown.length} of ${formatCount(decisions.length)} decisions; use --limit or --json for more.`] : []
    renderInfo({
      headline: 'Nothing was saved.',
      body: more,
      nextSteps: [`Save these settings with \`joinflow rules set ${groupId}\` and the same options.`],
    })
  })
  return preview
}
