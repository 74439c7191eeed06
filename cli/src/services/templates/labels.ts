import type { MessageTemplate } from '@joinflow/sdk'

/** The web app's words for a template waiting for approval. */
export function approvalLabel({ isApproved }: Pick<MessageTemplate, 'isApproved'>): string {
  return isApproved ? 'Approved' : 'Pending Approval'
}

/** Why a pending template is not sent yet, shown after creating or editing one. */
export const PENDING_NOTE = 'Pending Approval: it can be used in automated messages once someone who manages content approves it.'
