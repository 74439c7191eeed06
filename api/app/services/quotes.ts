import { convertFromUsd, parseBilling, paymentSchedule } from '#domain/pricing'
import { currentPlanPrice } from '#services/plans'
import type { QuoteInput } from '#validators/checkout'

/**
 * What the server would charge for a plan, billing and country: the same
 * stored plan and conversion PlaceOrder uses, so the order summary shows
 * exactly what is charged. Amounts are in the country's currency, rounded
 * the way the currency is shown.
 */
export async function quote({ plan, billing, country }: QuoteInput, now = new Date()) {
  const price = await currentPlanPrice(plan, parseBilling(billing))
  const schedule = paymentSchedule(price, now)
  const local = (usd: number) => convertFromUsd(usd, country).amount
  return {
    planType: price.planType,
    title: price.title,
    period: price.period,
    trialDays: schedule.trialDays,
    priceUsd: price.price,
    originalPriceUsd: price.originalPrice ?? null,
    currency: convertFromUsd(price.price, country).currency,
    price: local(price.price),
    originalPrice: price.originalPrice === undefined ? null : local(price.originalPrice),
    dueToday: local(schedule.dueToday),
    dueLater: local(schedule.dueLater),
    dueOn: schedule.dueOn?.toISOString() ?? null,
  }
}
