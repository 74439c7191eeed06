import type { AutoApprovalSettings, JoinFlowClient } from '@joinflow/sdk'
import { renderResult, withSpinner } from '../../ui/index.js'
import { renderRules } from './details.js'

export interface GetRulesOptions {
  groupId: number
}

export async function getRules({ groupId }: GetRulesOptions, client: JoinFlowClient): Promise<AutoApprovalSettings> {
  const settings = await withSpinner('Loading the auto-approval settings', () => client.groups.autoApproval.get(groupId))
  renderResult(settings, renderRules)
  return settings
}
