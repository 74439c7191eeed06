/*
 * Owners with a bought plan, for the billing tests: bought through the
 * owner checkout at the clock's time, as a buyer would.
 */
import { randomUUID } from 'node:crypto'
import type { ApiClient } from '@japa/api-client'
import Charge from '#models/charge'
import OutboxMessage from '#models/outbox_message'
import Subscription from '#models/subscription'
import type User from '#models/user'
import RunBillingCycle from '#actions/billing/run_billing_cycle'
import { makeUser } from '#tests/helpers/users'
import { clock, DAY_MS } from '#services/infra/clock'

export const GOOD_CARD = '4242424242424242'
/** Saved without trouble, then declined at every later charge (sandbox and Stripe alike). */
export const RENEWAL_DECLINE_CARD = '4000000000000341'

export async function ownerWithPlan(
  client: ApiClient,
  { planType = 'silver', billing = 'monthly', country = 'Kenya', cardNumber = GOOD_CARD }: { planType?: string; billing?: string; country?: string; cardNumber?: string } = {}
) {
  const owner = await makeUser()
  const response = await client
    .post('/api/payment/process')
    .header('Idempotency-Key', randomUUID())
    .json({ planType, billing, email: owner.email, country, cardNumber, nameOnCard: 'Grace Owner', expirationDate: '09/39', securityCode: '123' })
    .loginAs(owner)
    .withCsrfToken()
  if (response.status() !== 201) throw new Error(`The owner checkout answered ${response.status()}: ${response.text()}`)
  return { owner, subscription: await Subscription.findByOrFail('userId', owner.id) }
}

/** Moves the clock on by whole days and runs the billing cycle there, as the job would. */
export async function daysLater(days: number) {
  clock.advance(days * DAY_MS)
  return new RunBillingCycle().handle()
}

export async function mailsTo(owner: User) {
  return OutboxMessage.query().where('toAddress', owner.email).orderBy('id')
}

export function chargesOf(owner: User) {
  return Charge.query().where('userId', owner.id).orderBy('id')
}
