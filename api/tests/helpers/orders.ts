import { DateTime } from 'luxon'
import Order from '#models/order'
import { newOrderId } from '#actions/orders/place_order'

/** A stored order, as the purchase flow leaves one: a Silver trial bought from Kenya unless told otherwise. */
export function makeOrder(overrides: Partial<Order> = {}) {
  return Order.create({
    publicId: newOrderId(),
    userId: null,
    email: 'buyer@example.test',
    firstName: 'Wanjiru',
    lastName: 'Kamau',
    country: 'Kenya',
    marketingConsent: false,
    planType: 'silver',
    billing: 'monthly',
    amountUsdCents: 2900,
    amountLocal: 3755.5,
    currency: 'KES',
    dueTodayCents: 0,
    trialEndsAt: DateTime.now().plus({ days: 7 }),
    status: 'trial',
    cardBrand: 'visa',
    cardLast4: '4242',
    cardExpMonth: 9,
    cardExpYear: 2039,
    gatewayReference: 'sandbox_test',
    ...overrides,
  })
}
