import { accountPlan } from '#services/subscriptions/subscriptions'
import { effectiveStatus } from '#domain/subscriptions'
import { clock } from '#services/infra/clock'
import type User from '#models/user'

/** JSON of account models, dropped with them (a changed account is loaded afresh). */
const serializedAccounts = new WeakMap<User, string>()

/**
 * What "who am I" (`GET /api/auth/user`) answers for a signed-in account, as JSON text: the
 * account as it serializes (no password, no secrets) with its plan and the plan's status at this
 * moment, read afresh (they change with time and with billing). The web app's page for a signed-in
 * session carries the same text, so its first page need not ask.
 */
export async function currentAccountJson(user: User): Promise<string> {
  let body = serializedAccounts.get(user)
  if (!body) {
    body = JSON.stringify(user.serialize())
    serializedAccounts.set(user, body)
  }
  const plan = user.isSuperAdmin ? null : await accountPlan(user.id)
  const planFields = {
    planType: plan ? plan.subscription.planType : null,
    subscriptionStatus: plan ? effectiveStatus(plan.subscription, clock.now()) : null,
  }
  return `${body.slice(0, -1)},${JSON.stringify(planFields).slice(1)}`
}
