import type Group from '#models/group'
import MemberRequest, { type MemberRequestStatus } from '#models/member_request'
import {
  compileRules,
  normalizeSettings,
  type AutoApprovalSettingsInput,
  type DecisionOutcome,
} from '#domain/rule_engine'

export const PREVIEW_SAMPLE_SIZE = 500

export interface AutoApprovalPreview {
  total: number
  counts: Record<DecisionOutcome, number>
  decisions: {
    requestId: number
    name: string
    decision: DecisionOutcome
    reasons: string[]
    currentStatus: MemberRequestStatus
  }[]
}

/**
 * What unsaved settings would decide for the group's latest requests,
 * newest first, so an owner sees a rule change's effect before saving it.
 * Nothing is written.
 *
 * The hourly approval limit paces approvals over time rather than judging
 * anyone, so the preview leaves it out and shows each request's verdict.
 * Contacts are the ones stored with each request: extracting them again
 * would cost more than every rule together.
 */
export default class PreviewAutoApproval {
  async handle(group: Group, input: AutoApprovalSettingsInput): Promise<AutoApprovalPreview> {
    const decide = compileRules(normalizeSettings({ ...group.autoApproval, ...input }))
    const requests = await MemberRequest.query()
      .where('userId', group.userId)
      .where('groupId', group.id)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(PREVIEW_SAMPLE_SIZE)

    const context = { now: new Date(), approvalsThisHour: 0 }
    const counts: AutoApprovalPreview['counts'] = { approve: 0, decline: 0, review: 0 }
    const decisions = requests.map((request) => {
      const { decision, reasons } = decide(request.forRules(), context)
      counts[decision] += 1
      // member_requests.id is a bigint, which the database driver hands over as a string.
      return { requestId: Number(request.id), name: request.name, decision, reasons, currentStatus: request.status }
    })
    return { total: decisions.length, counts, decisions }
  }
}
