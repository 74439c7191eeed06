import type { DecidedBy, MemberRequestStatus, RequestDecision } from '@joinflow/sdk'

/** The web app's words and colours for a request's status. */
export function statusLabel(status: MemberRequestStatus, decidedBy: DecidedBy | null = null): string {
  if (status === 'approved') return decidedBy === 'rules' ? 'Auto-Approved' : 'Approved'
  if (status === 'pending') return 'Pending Review'
  return 'Denied'
}

export function statusColor(status: MemberRequestStatus): string {
  if (status === 'approved') return 'green'
  if (status === 'pending') return 'yellow'
  return 'red'
}

const DECISIONS: Record<RequestDecision, { label: string; color: string }> = {
  approve: { label: 'Approve', color: 'green' },
  review: { label: 'Review', color: 'yellow' },
  decline: { label: 'Decline', color: 'red' },
}

export function decisionLabel(decision: RequestDecision): string {
  return DECISIONS[decision].label
}

export function decisionColor(decision: RequestDecision): string {
  return DECISIONS[decision].color
}
