import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BillingSummary, PlanChange, Receipt } from '@joinflow/sdk'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createClient } from '../../src/connection.js'
import { cancelPlan, changePlan, resumePlan } from '../../src/services/billing/manage.js'
import { listReceipts } from '../../src/services/billing/receipts.js'
import { showBilling } from '../../src/services/billing/show.js'
import { captureOutput } from '../support/output.js'

const money = (amountMinor: number, formatted: string) => ({ amountMinor, currency: 'KES', formatted })

const SILVER: BillingSummary = {
  planType: 'silver',
  planTitle: 'Silver',
  status: 'active',
  period: 'monthly',
  price: money(375550, 'KES 3,755.50'),
  trialEndsAt: null,
  currentPeriodStart: '2026-03-17T12:00:00.000Z',
  currentPeriodEnd: '2026-04-17T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  renewsAt: '2026-04-17T12:00:00.000Z',
  endsAt: null,
  pastDue: null,
  pendingChange: null,
  paymentMethod: { brand: 'visa', last4: '4242', expMonth: 9, expYear: 2039 },
  renewedBy: 'joinflow',
  groupLimit: 3,
  groupsUsed: 1,
  automationPaused: false,
  pausedReason: null,
}

const RECEIPT: Receipt = {
  id: 7,
  receiptNumber: 'RC-ABCDEFGHJKLMNPQR',
  kind: 'renewal',
  description: 'Silver plan (monthly)',
  planType: 'silver',
  period: 'monthly',
  amount: money(375550, 'KES 3,755.50'),
  periodStart: '2026-03-17T12:00:00.000Z',
  periodEnd: '2026-04-17T12:00:00.000Z',
  card: { brand: 'visa', last4: '4242' },
  paidAt: '2026-03-17T12:00:00.000Z',
}

const UPGRADE: PlanChange = {
  kind: 'upgrade',
  planType: 'pro',
  planTitle: 'Pro',
  period: 'monthly',
  price: money(479150, 'KES 4,791.50'),
  credit: money(187775, 'KES 1,877.75'),
  dueNow: money(291375, 'KES 2,913.75'),
  effectiveAt: '2026-04-01T12:00:00.000Z',
  renewsAt: '2026-05-01T12:00:00.000Z',
  message: 'Pro (monthly) starts today. You pay KES 2,913.75 now: KES 4,791.50 less KES 1,877.75 left on Silver (monthly).',
}

/** The billing routes as the API answers them, recording what was asked. */
async function startBillingApi() {
  let billing = { ...SILVER }
  const received: { method: string; path: string; body: unknown; key: string | undefined }[] = []
  const server = createServer(async (request, response) => {
    let text = ''
    for await (const chunk of request) text += chunk
    const path = request.url ?? '/'
    received.push({ method: request.method!, path, body: text ? JSON.parse(text) : undefined, key: request.headers['idempotency-key'] as string | undefined })
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.headers.authorization !== 'Bearer jf_billing') return send(401, { message: 'Unauthorized access', code: 'E_UNAUTHORIZED_ACCESS' })
    if (path === '/api/billing') return send(200, billing)
    if (path === '/api/billing/receipts') return send(200, [RECEIPT])
    if (path === '/api/billing/cancel') {
      billing = { ...billing, cancelAtPeriodEnd: true, renewsAt: null, endsAt: billing.currentPeriodEnd }
      return send(200, billing)
    }
    if (path === '/api/billing/resume') {
      billing = { ...SILVER }
      return send(200, billing)
    }
    if (path === '/api/billing/change-plan/preview') return send(200, UPGRADE)
    if (path === '/api/billing/change-plan') {
      billing = { ...SILVER, planType: 'pro', planTitle: 'Pro', price: money(479150, 'KES 4,791.50') }
      return send(200, { change: UPGRADE, billing })
    }
    send(404, { message: 'There is no such API route.', code: 'E_ROUTE_NOT_FOUND' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

describe('billing', () => {
  let api: Awaited<ReturnType<typeof startBillingApi>>
  const client = () => createClient({ url: api.url, token: "jf_billing" })

  beforeEach(async () => {
    api = await startBillingApi()
  })
  afterEach(() => api.close())

  it('shows the plan with the amounts as the web app writes them', async () => {
    const output = captureOutput()
    await showBilling(await client())
    const lines = output.stdout().split('\n')
    expect(lines).toContainEqual(expect.stringMatching(/^Plan\s+Silver$/))
    expect(lines).toContainEqual(expect.stringMatching(/^Price\s+KES 3,755\.50 a month$/))
    expect(lines).toContainEqual(expect.stringMatching(/^Renews\s+17 April 2026$/))
    expect(lines).toContainEqual(expect.stringMatching(/^Card\s+visa ending in 4242$/))
  })

  it('lists receipts, and prints them as JSON in a pipe', async () => {
    const output = captureOutput()
    await listReceipts(await client())
    expect(output.stdout()).toMatch(/RC-ABCDEFGHJKLMNPQR\s+17 March 2026\s+Silver plan \(monthly\)\s+KES 3,755\.50/)
    const json = captureOutput({ json: true })
    await listReceipts(await client())
    expect(JSON.parse(json.stdout())).toEqual([RECEIPT])
  })

  it('cancels only once confirmed, then resumes', async () => {
    captureOutput()
    await cancelPlan({ confirm: async () => false }, await client())
    expect(api.received.some(({ path }) => path === '/api/billing/cancel')).toBe(false)
    const output = captureOutput()
    const canceled = await cancelPlan({}, await client())
    expect(canceled.cancelAtPeriodEnd).toBe(true)
    expect(output.stdout()).toContain('Canceled: your plan runs until 17 April 2026 and is not charged again.')
    await resumePlan(await client())
    expect(api.received.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual(['/api/billing/cancel', '/api/billing/resume'])
  })

  it('shows what a change costs before making it, and sends one idempotency key', async () => {
    let asked: PlanChange | undefined
    const output = captureOutput()
    const result = await changePlan(
      {
        planType: 'pro',
        billing: 'monthly',
        confirm: async (change) => {
          asked = change
          return true
        },
      },
      await client(),
    )
    expect(asked?.dueNow.formatted).toBe('KES 2,913.75')
    expect(result.changed).toBe(true)
    expect(output.stdout()).toContain('Paid today: KES 2,913.75')
    const change = api.received.find(({ path }) => path === '/api/billing/change-plan')!
    expect(change.body).toEqual({ planType: 'pro', billing: 'monthly' })
    expect(change.key).toMatch(/^[0-9a-f-]{36}$/)
  })
})
