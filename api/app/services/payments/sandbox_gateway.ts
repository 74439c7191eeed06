/*
 * The default gateway: behaves like a processor's test mode, so the whole
 * purchase flow runs without a payment account. The documented test cards
 * give the matching outcome; any other card that passed validation
 * succeeds.
 */
import { createHash } from 'node:crypto'
import type { ChargeRequest, GatewayCard, GatewayResult, PaymentGateway, SaveCardRequest } from '#services/payments/gateway'

export const SANDBOX_DECLINES: Readonly<Record<string, string>> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
}

export default class SandboxGateway implements PaymentGateway {
  async charge(request: ChargeRequest) {
    return this.#decide('ch', request.idempotencyKey, request.card)
  }

  async saveCard(request: SaveCardRequest) {
    return this.#decide('seti', request.idempotencyKey, request.card)
  }

  #decide(prefix: string, idempotencyKey: string, card: GatewayCard): GatewayResult {
    // Derived from the idempotency key alone, so a retried request gets the
    // same reference and the card number never leaks into it.
    const key = `${prefix}:${idempotencyKey}`
    const reference = `sandbox_${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`
    const declineReason = SANDBOX_DECLINES[card.number]
    return declineReason ? { status: 'declined', reference, declineReason } : { status: 'succeeded', reference }
  }
}
