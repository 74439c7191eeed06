import { APIResource } from '../resource.js'

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'expired' | 'canceled'

/** The signed-in owner's plan and what it allows. */
export interface SubscriptionSummary {
  planType: string
  planTitle: string
  status: SubscriptionStatus
  /** ISO 8601; null once a paid plan replaced the trial. */
  trialEndsAt: string | null
  currentPeriodEnd: string | null
  /** Connected groups allowed; null is unlimited. */
  groupLimit: number | null
  groupsUsed: number
  /** True when the trial or plan ended unpaid; approvals and messages wait until a plan is bought. */
  automationPaused: boolean
  pausedReason: string | null
}

export class Subscription extends APIResource {
  get(): Promise<SubscriptionSummary> {
    return this.client.get<SubscriptionSummary>('/api/subscription')
  }
}
