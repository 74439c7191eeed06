import { toMajor } from '#domain/money'
import { convertUsdCents, parseBilling, paymentSchedule } from '#domain/pricing'
import { currentPlanPrice } from '#services/pricing/plans'
import { clock } from '#services/infra/clock'
import type { QuoteInput } from '#validators/checkout'

/**
 * What the server would charge for a plan, billing and country: the same
 * stored plan and conversion PlaceOrder uses, so the order summary shows
 * exactly what is charged. Amounts in the country's currency, in minor
 * units (the `…Minor` fields) and, for older clients, major ones.
 */
export async function quote({ plan, billing, country }: QuoteInput, now = clock.now()) {
  const price = await currentPlanPrice(plan, parseBilling(billing))
  const schedule = paymentSchedule(price, now)
  const { currency } = convertUsdCents(0, country)
  const minor = (usd: number) => convertUsdCents(usd * 100, country).amountMinor
  const amounts = {
    priceMinor: minor(price.price),
    originalPriceMinor: price.originalPrice === undefined ? null : minor(price.originalPrice),
    dueTodayMinor: minor(schedule.dueToday),
    dueLaterMinor: minor(schedule.dueLater),
  }
  return {
    planType: price.planType,
    title: price.title,
    period: price.period,
    trialDays: schedule.trialDays,
    priceUsd: price.price,
    originalPriceUsd: price.originalPrice ?? null,
    currency,
    price: toMajor(amounts.priceMinor, currency),
    originalPrice: amounts.originalPriceMinor === null ? null : toMajor(amounts.originalPriceMinor, currency),
    dueToday: toMajor(amounts.dueTodayMinor, currency),
    dueLater: toMajor(amounts.dueLaterMinor, currency),
    ...amounts,
    dueOn: schedule.dueOn?.toISOString() ?? null,
  }
}
