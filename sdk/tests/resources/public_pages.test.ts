import { describe, expect, it } from 'vitest'
import { APIError, type Customer, type PlacedOrder, type User } from '../../src/index.js'
import { transports, useApi } from '../support/transports.js'

const card = { cardNumber: '4242424242424242', nameOnCard: 'Ada Lovelace', expirationDate: '09/39', securityCode: '123' }

const order: PlacedOrder = {
  orderId: 'JF-AAAAAAAAAAAAAAAA',
  planType: 'starter',
  billing: 'monthly',
  trialEndsAt: '2026-12-03T00:00:00.000Z',
  dueToday: 0,
  dueLater: 27,
  dueTodayMinor: 0,
  dueLaterMinor: 2700,
  currency: 'USD',
}

const customer: Customer = {
  firstName: null,
  lastName: null,
  email: 'ada@example.com',
  orderId: order.orderId,
  planType: 'starter',
  planTitle: 'Starter',
  billing: 'monthly',
  price: { amountMinor: 2700, currency: 'USD', formatted: '$27.00' },
  status: 'trialing',
  trialEndsAt: order.trialEndsAt,
  renewsAt: null,
  accountSetUp: false,
  accountExists: false,
}

const ada: User = {
  id: 3,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'user',
  isSuperAdmin: false,
  isActive: true,
  isEmailVerified: true,
  emailVerifiedAt: '2025-01-02T03:10:00.000Z',
  createdAt: '2025-01-02T03:04:05.000Z',
  permissions: [],
}

describe.each(transports)('sign-up, password reset and the public order over %s', (_name, createClient) => {
  const serve = useApi(createClient)

  it('signs up, asks for a reset link and resets the password with the emailed token', async () => {
    const { api, client } = await serve({
      'POST /api/auth/signup': () => ({ status: 201, body: ada }),
      'POST /api/auth/forgot-password': () => ({ status: 200, body: { message: 'If an account exists for this email, a reset link is on its way.' } }),
      'POST /api/auth/reset-password': () => ({ status: 200, body: { message: 'Your password is changed.', signedOutSessions: 2, revokedTokens: 1 } }),
    })

    await expect(client.auth.signup({ email: 'ada@example.com', password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' })).resolves.toEqual(ada)
    await expect(client.auth.requestPasswordReset('ada@example.com')).resolves.toEqual({
      message: 'If an account exists for this email, a reset link is on its way.',
    })
    await expect(client.auth.resetPassword({ token: 'emailed-token', password: 'new password' })).resolves.toMatchObject({ revokedTokens: 1 })

    expect(api.requests.map((request) => request.body)).toEqual([
      { email: 'ada@example.com', password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' },
      { email: 'ada@example.com' },
      { token: 'emailed-token', password: 'new password' },
    ])
  })

  it('places an order with one idempotency key per call, and a decline is an APIError with status 402', async () => {
    const { api, client } = await serve({
      'POST /api/process-payment': (_request, attempt) =>
        attempt === 0 ? { status: 201, body: order } : { status: 402, body: { message: 'Your card was declined.', code: 'E_CARD_DECLINED' } },
    })
    const orderData = { plan: { planType: 'starter', billing: 'monthly' }, customer: { email: 'ada@example.com', country: 'Kenya' } }

    await expect(client.checkout.placeOrder({ orderData, paymentData: card }, { idempotencyKey: 'attempt-1' })).resolves.toEqual(order)
    const declined = await client.checkout.placeOrder({ orderData, paymentData: card }).catch((caught: unknown) => caught)

    expect(declined).toBeInstanceOf(APIError)
    expect((declined as APIError).status).toBe(402)
    expect((declined as APIError).message).toBe('Your card was declined.')
    expect(api.requests[0]?.body).toEqual({ orderData, paymentData: card })
    expect(api.requests[0]?.headers['idempotency-key']).toBe('attempt-1')
    expect(api.requests[1]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('signs a purchaser in with the order ID and sets up the account the purchase bought', async () => {
    const { api, client } = await serve({
      'POST /api/customer/login': () => ({ status: 200, body: customer }),
      'POST /api/purchase-link/account': () => ({ status: 201, body: ada }),
    })
    const token = 'a'.repeat(43)

    await expect(client.checkout.customerLogin({ email: 'ada@example.com', orderId: order.orderId })).resolves.toEqual(customer)
    await expect(client.checkout.setUpAccount({ token, password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' })).resolves.toEqual(ada)

    expect(api.requests.map((request) => request.body)).toEqual([
      { email: 'ada@example.com', orderId: order.orderId },
      { token, password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' },
    ])
  })
})
