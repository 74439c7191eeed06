import { APIResource } from '../resource.js'
import type { SubscriptionSummary } from './subscription.js'

/** A public purchase made with the owner's email address. */
export interface Purchase {
  orderId: string
  planType: string
  planTitle: string
  billing: 'monthly' | 'annual' | 'one_time'
  status: 'pending' | 'paid' | 'trial' | 'failed'
  /** ISO 8601; null when the plan was paid in full today. */
  trialEndsAt: string | null
  createdAt: string
}

export interface UnclaimedPurchases {
  /** Purchases are listed, and can be claimed by order ID, only once the account's email is verified. */
  emailVerified: boolean
  purchases: Purchase[]
}

/** One of the two: the order ID (verified email needed) or the token of the link emailed with the purchase. */
export type ClaimParams = { orderId: string; token?: never } | { token: string; orderId?: never }

export interface ClaimResult {
  purchase: Purchase
  subscription: SubscriptionSummary
}

/** The signed-in owner's billing. */
export class OwnerBilling extends APIResource {
  /** Public purchases made with the owner's email and not yet added to any account. */
  purchases(): Promise<UnclaimedPurchases> {
    return this.client.get<UnclaimedPurchases>('/api/billing/purchases')
  }

  /** Adds a purchase to the account; a 409 APIError when a bought plan still runs on it. */
  claim(params: ClaimParams): Promise<ClaimResult> {
    return this.client.post<ClaimResult>('/api/billing/claim', params)
  }
}
