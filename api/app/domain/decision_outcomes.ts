/*
 * What follows from deciding a join request, whoever decided it: the
 * group's rules (at capture, or when a held approval's window opens), the
 * owner by hand (one request or many), or an admin's click on Facebook's
 * own button that a capture saw. One outcome in, the request's stored
 * decision and its consequences out:
 *
 * 1. A request still pending has none: no action, no delivery, no welcome.
 *    Held back by the hourly limit, it waits until `heldUntil`, when its
 *    release is owed.
 * 2. An approval welcomes the member (when the group's welcome message is
 *    on) and delivers their contacts to the integrations that take
 *    approved members.
 * 3. The extension carries a decision out on Facebook's page: approve or
 *    decline (with the owner's reason, if any), unless it was made there;
 *    then, for an approval, the welcome message and the tag in the welcome
 *    post. While the owner's automation is paused it is given no work.
 * 4. Only the rules' approvals count toward the group's hourly limit; the
 *    owner and Facebook are not bound by it.
 * 5. An owner's decision replaces the one before it: actions still waiting
 *    from an earlier decision of the same request are withdrawn, so the
 *    extension never approves a request the owner has since declined.
 *
 * Pure: RecordDecisions writes what this module says.
 */

export type DecidedStatus = 'pending' | 'approved' | 'declined'
export type Decider = 'rules' | 'owner' | 'facebook'

export interface Outcome {
  status: DecidedStatus
  /** What the rules concluded ('approve' | 'decline' | 'review'), kept beside the status. */
  decision: string
  reasons: string[]
  /** Null while the request waits for someone to decide it. */
  decidedBy: Decider | null
  /** An approval held back by the hourly limit waits until this moment. */
  heldUntil?: Date | null
  /** The owner's reason for a decision by hand: kept on the request, and passed on to Facebook with a decline. */
  ownerReason?: string | null
}

export type FollowUpType = 'approve' | 'decline' | 'welcome_message' | 'welcome_tag'

export interface FollowUp {
  type: FollowUpType
  payload: { message?: string; reason?: string }
}

export interface Welcome {
  /** The member's welcome message; null when the group's welcome message is off. */
  message: string | null
  /** Whether new members are also tagged in the welcome post. */
  tagMember: boolean
}

export interface DecisionRow {
  status: DecidedStatus
  decision: string
  reasons: string[]
  decided_by: Decider | null
  decided_by_user_id: number | null
  decided_at: Date | null
  welcome_message: string | null
  held_until: Date | null
  owner_reason: string | null
}

/** Whether the member is welcomed (and so a welcome message composed for them). */
export function welcomes(outcome: Outcome) {
  return outcome.status === 'approved'
}

/** Whether the member's contacts go to the integrations that take approved members. */
export function delivers(outcome: Outcome) {
  return outcome.status === 'approved'
}

/** Whether the approval counts toward the group's hourly limit. */
export function countsTowardHourlyLimit(outcome: Outcome) {
  return outcome.status === 'approved' && outcome.decidedBy === 'rules'
}

/** Whether actions still waiting from an earlier decision of the request are withdrawn. */
export function replacesEarlierActions(outcome: Outcome) {
  return outcome.decidedBy === 'owner'
}

/** The request's stored decision; `ownerId` is recorded only for a decision by hand. */
export function decisionRow(outcome: Outcome, welcome: Welcome, context: { now: Date; ownerId: number | null }): DecisionRow {
  return {
    status: outcome.status,
    decision: outcome.decision,
    reasons: outcome.reasons,
    decided_by: outcome.decidedBy,
    decided_by_user_id: outcome.decidedBy === 'owner' ? context.ownerId : null,
    decided_at: outcome.decidedBy ? context.now : null,
    welcome_message: welcomes(outcome) ? welcome.message : null,
    held_until: outcome.status === 'pending' ? (outcome.heldUntil ?? null) : null,
    owner_reason: outcome.decidedBy === 'owner' ? (outcome.ownerReason ?? null) : null,
  }
}

/** The extension's work that carries the decision out, in order; none while the request is pending. */
export function followUps(outcome: Outcome, welcome: Welcome): FollowUp[] {
  const actions: FollowUp[] = []
  if (outcome.status === 'pending') return actions
  if (outcome.decidedBy !== 'facebook') {
    const declineReason = outcome.status === 'declined' && outcome.ownerReason ? { reason: outcome.ownerReason } : {}
    actions.push({ type: outcome.status === 'approved' ? 'approve' : 'decline', payload: declineReason })
  }
  if (outcome.status === 'approved' && welcome.message !== null) {
    actions.push({ type: 'welcome_message', payload: { message: welcome.message } })
    if (welcome.tagMember) actions.push({ type: 'welcome_tag', payload: {} })
  }
  return actions
}
