import { describe, expect, it } from 'vitest'
import { UnprocessableEntityError, type AdminPlan, type Plan, type Quote } from '../../src/index.js'
import { transports, useApi } from '../support/transports.js'

const silver: Plan = {
  id: 5,
  planType: 'silver',
  title: 'Silver',
  price: '$29',
  features: ['Up to 3 groups'],
  buttonText: 'Start Free Trial',
  isPopular: false,
  billingPeriod: 'monthly',
  groupLimit: 3,
  trialDays: 7,
}

const adminSilver: AdminPlan = {
  id: 5,
  name: 'Silver',
  price: 29,
  billingPeriod: 'monthly',
  description: 'Up to 3 groups',
  trialDays: 7,
  buttonText: 'Start Free Trial',
  isPopular: false,
  features: ['Up to 3 groups'],
}

describe.each(transports)('plans, content and checkout over %s', (_name, createClient) => {
  const serve = useApi(createClient)

  it('lists, creates and updates plans in the editor shape', async () => {
    const { api, client } = await serve({
      'GET /api/pricing': () => ({ status: 200, body: [silver] }),
      'POST /api/pricing': ({ body }) => ({ status: 201, body: { ...silver, id: 9, ...(body as object), price: '$49' } }),
      'PATCH /api/pricing/5': ({ body }) => ({ status: 200, body: { ...silver, ...(body as object) } }),
    })

    await expect(client.plans.list()).resolves.toEqual([silver])
    await expect(
      client.plans.create({ planType: 'gold', title: 'Gold', price: 49, buttonText: 'Go', features: 'Ten groups\nSupport' }),
    ).resolves.toMatchObject({ id: 9, planType: 'gold', price: '$49' })
    await expect(client.plans.update(5, { title: 'Silver Plus' })).resolves.toMatchObject({ title: 'Silver Plus' })

    expect(api.requests.map((request) => request.body)).toEqual([
      undefined,
      { planType: 'gold', title: 'Gold', price: 49, buttonText: 'Go', features: 'Ten groups\nSupport' },
      { title: 'Silver Plus' },
    ])
  })

  it('reads the admin shape and sends one field per change', async () => {
    const { api, client } = await serve({
      'GET /api/admin/pricing': () => ({ status: 200, body: [adminSilver] }),
      'PATCH /api/admin/pricing/5': ({ body }) => ({ status: 200, body: { ...adminSilver, ...(body as object) } }),
    })

    await expect(client.plans.adminList()).resolves.toEqual([adminSilver])
    await expect(client.plans.adminUpdate(5, { trialDays: 14 })).resolves.toMatchObject({ trialDays: 14 })
    expect(api.requests[1]?.body).toEqual({ trialDays: 14 })
  })

  it('raises the validation messages as an UnprocessableEntityError', async () => {
    const { client } = await serve({
      'POST /api/pricing': () => ({
        status: 422,
        body: { message: 'Validation failure', errors: [{ field: 'planType', message: 'A plan with this plan type already exists.' }] },
      }),
    })

    await expect(
      client.plans.create({ planType: 'silver', title: 'Silver', price: 29, buttonText: 'Go', features: ['One'] }),
    ).rejects.toBeInstanceOf(UnprocessableEntityError)
  })

  it('reads and edits the order page headings', async () => {
    const content = { mainHeading: "Choose a plan that's perfect for you.", subtitle: 'Annual Plan (Save Up to 20%) • Monthly Plan' }
    const { api, client } = await serve({
      'GET /api/content/page/order': () => ({ status: 200, body: content }),
      'PATCH /api/content/page/order': ({ body }) => ({ status: 200, body: { ...content, ...(body as object) } }),
    })

    await expect(client.content.getOrderPage()).resolves.toEqual(content)
    await expect(client.content.updateOrderPage({ mainHeading: 'Plans' })).resolves.toEqual({ ...content, mainHeading: 'Plans' })
    expect(api.requests[1]?.body).toEqual({ mainHeading: 'Plans' })
  })

  it('asks for a quote in a country’s currency and counts a checkout start', async () => {
    const quote: Quote = {
      planType: 'silver',
      title: 'Silver',
      period: 'monthly',
      trialDays: 7,
      priceUsd: 29,
      originalPriceUsd: null,
      currency: 'KES',
      price: 3755.5,
      originalPrice: null,
      dueToday: 0,
      dueLater: 3755.5,
      priceMinor: 375550,
      originalPriceMinor: null,
      dueTodayMinor: 0,
      dueLaterMinor: 375550,
      dueOn: '2026-11-29T10:00:00.000Z',
    }
    const { api, client } = await serve({
      'GET /api/pricing/quote': () => ({ status: 200, body: quote }),
      'POST /api/checkout/start': () => ({ status: 204 }),
    })

    await expect(client.checkout.quote({ plan: 'silver', country: 'Kenya' })).resolves.toEqual(quote)
    await expect(
      client.checkout.start({ planType: 'silver', billing: 'monthly', flow: 'public', visitorId: 'v-1' }),
    ).resolves.toBeUndefined()
    expect(Object.fromEntries(api.requests[0]!.url.searchParams)).toEqual({ plan: 'silver', billing: 'monthly', country: 'Kenya' })
    expect(api.requests[1]?.body).toEqual({ planType: 'silver', billing: 'monthly', flow: 'public', visitorId: 'v-1' })
  })
})
