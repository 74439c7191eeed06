/*
 * The default gateway: behaves like a processor's test mode, so the whole
 * billing life runs without a payment account. The documented test cards
 * give the matching outcome; any other card that passed validation
 * succeeds. Saved cards are renewed by JoinFlow's renewal job.
 */
import { createHash } from 'node:crypto'
import type {
  ChargeRequest,
  ChargeSavedRequest,
  GatewayCard,
  GatewayResult,
  PaymentGateway,
  StartSubscriptionRequest,
  StartSubscriptionResult,
} from '#services/payments/gateway'

export const SANDBOX_DECLINES: Readonly<Record<string, string>> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
}

/** Saved without trouble, then declined on every later charge (Stripe's test card of the same number does the same). */
export const SANDBOX_RENEWAL_DECLINE_CARD = '4000000000000341'
const DECLINING_METHOD = 'sandbox_pm_declines_'
const METHOD = 'sandbox_pm_'

/** Derived from the idempotency key alone, so a retried request gets the same reference and the card never leaks into it. */
function reference(prefix: string, idempotencyKey: string) {
  return `sandbox_${prefix}_${createHash('sha256').update(`${prefix}:${idempotencyKey}`).digest('hex').slice(0, 24)}`
}

function decide(prefix: string, idempotencyKey: string, card: GatewayCard): GatewayResult {
  const declineReason = SANDBOX_DECLINES[card.number]
  const ref = reference(prefix, idempotencyKey)
  return declineReason ? { status: 'declined', reference: ref, declineReason } : { status: 'succeeded', reference: ref }
}

export default class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const

  async charge(request: ChargeRequest) {
    return decide('ch', request.idempotencyKey, request.card)
  }

  async startSubscription(request: StartSubscriptionRequest): Promise<StartSubscriptionResult> {
    const checked = decide('seti', request.idempotencyKey, request.card)
    if (checked.status === 'declined') return checked
    const kind = request.card.number === SANDBOX_RENEWAL_DECLINE_CARD ? DECLINING_METHOD : METHOD
    const paymentMethodId = `${kind}${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`
    const saved = { customerId: null, paymentMethodId }
    if (request.trialEndsAt) return { ...checked, saved, subscriptionId: null, firstCharge: null }
    const first = await this.chargeSaved({ ...request, saved, amountMinor: request.priceMinor, idempotencyKey: `${request.idempotencyKey}:first` })
    if (first.status === 'declined') return first
    return { status: 'succeeded', reference: first.reference, saved, subscriptionId: null, firstCharge: { reference: first.reference } }
  }

  async chargeSaved(request: ChargeSavedRequest): Promise<GatewayResult> {
    const ref = reference('ch', request.idempotencyKey)
    const method = request.saved.paymentMethodId
    if (!method.startsWith(METHOD)) {
      return { status: 'declined', reference: ref, declineReason: 'The saved card is not one this payment processor knows. Add your card again.' }
    }
    if (method.startsWith(DECLINING_METHOD)) return { status: 'declined', reference: ref, declineReason: 'Your card was declined.' }
    return { status: 'succeeded', reference: ref }
  }

  /** The sandbox keeps no subscriptions of its own: JoinFlow's renewal job renews them. */
  async updateSubscription() {}

  async cancelSubscription() {}

  /** The sandbox's card checks never kept a card anywhere. */
  async savedMethodOf() {
    return null
  }
}
