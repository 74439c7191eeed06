import type { AutoApprovalSettings, AutoApprovalSettingsInput, JoinFlowClient } from '@joinflow/sdk'
import { renderResult, renderSuccess, withSpinner } from '../../ui/index.js'
import { renderRules } from './details.js'

export interface SetRulesOptions {
  groupId: number
  /** Only the settings to change; the API keeps the others as saved. */
  changes: AutoApprovalSettingsInput
}

export async function setRules({ groupId, changes }: SetRulesOptions, client: JoinFlowClient): Promise<AutoApprovalSettings> {
  const saved = await withSpinner('Saving the auto-approval settings', () => client.groups.autoApproval.update(groupId, changes))
  renderResult(saved, () => {
    renderSuccess({ headline: `Saved the auto-approval settings of group ${groupId}.` })
    renderRules(saved)
  })
  return saved
}
