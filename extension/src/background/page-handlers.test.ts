import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { joinFlowAuthUser, OWNER, startServer, unreachableUrl, VALID_TOKEN, type LocalServer } from '../../tests/support/fake-api'
import { createFakeChrome, type FakeChrome } from '../../tests/support/fake-chrome'
import type { CapturedRequest, Message } from '../messages'
import { HAND_OFF_REFUSED_MESSAGE } from './page-handlers'

function applicant(id: number): CapturedRequest {
  return {
    facebookUserId: String(100000 + id),
    name: `Applicant ${id}`,
    profileUrl: null,
    profileImageUrl: null,
    answers: [],
    agreedToRules: true,
    joinedFacebookAt: null,
    livesIn: null,
    invitedBy: null,
    groupsInCommon: null,
    requestedAt: null,
  }
}

interface Received {
  method: string
  url: string
  body: Record<string, unknown>
}

/** The JoinFlow API as the worker sees it: captures, actions, results and health reports. */
function fakeJoinFlow(received: Received[], refuse: (request: Received) => [number, unknown] | null = () => null) {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (request.url === '/api/auth/user') return joinFlowAuthUser(request, response)
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      const call = { method: request.method!, url: request.url!, body: raw ? JSON.parse(raw) : {} }
      received.push(call)
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      const refusal = refuse(call)
      if (refusal) return json(...refusal)
      if (call.url.startsWith('/api/extension/actions?')) {
        return json(200, [
          { id: 1, type: 'approve', facebookUserId: '100001', payload: {} },
          { id: 2, type: 'welcome_message', facebookUserId: '100001', payload: { message: 'Hi' } },
          { id: 3, type: 'decline', facebookUserId: '100002', payload: { reason: 'Spam' } },
          { id: 4, type: 'welcome_tag', facebookUserId: '100001', payload: {} },
          { id: 5, type: 'a_later_kind', facebookUserId: '100001', payload: {} },
        ])
      }
      json(200, { results: [] })
    })
  }
}

describe('background worker on member-requests pages', () => {
  let fake: FakeChrome
  let api: LocalServer | undefined
  let received: Received[]

  const send = (message: Message, sender: Partial<chrome.runtime.MessageSender> = {}) =>
    fake.chrome.runtime.sendMessage({ ...message, __sender: sender })
  const queued = () => (fake.stored.get('delivery.queue') as unknown[] | undefined) ?? []
  const connectTo = (apiUrl: string) =>
    fake.stored.set('connection.settings', { apiUrl, token: VALID_TOKEN })

  beforeEach(async () => {
    received = []
    fake = createFakeChrome()
    vi.stubGlobal('chrome', fake.chrome)
    vi.resetModules()
    await import('../background')
  })

  afterEach(async () => {
    await api?.close()
    api = undefined
  })

  it('sends captures in batches of at most 100 and keeps nothing once the API has them', async () => {
    api = await startServer(fakeJoinFlow(received))
    connectTo(api.url)
    const requests = Array.from({ length: 150 }, (_, index) => applicant(index))

    const reply = await send({ type: 'capture/submit', facebookGroupId: '123', pageUrl: 'https://www.facebook.com/groups/123/member-requests', requests })

    expect(reply).toEqual({ ok: true, result: { waiting: 0, delivered: true } })
    const batches = received.filter(({ url }) => url === '/api/extension/requests')
    expect(batches.map(({ body }) => (body.requests as unknown[]).length)).toEqual([100, 50])
    expect(batches[0]!.body.facebookGroupId).toBe('123')
    expect(queued()).toEqual([])
    expect(fake.alarms.size).toBe(0)
  })

  it('keeps captures and results while the API is unreachable and delivers them when the retry alarm fires', async () => {
    const down = await unreachableUrl()
    connectTo(down)

    const reply = await send({ type: 'capture/submit', facebookGroupId: '123', pageUrl: 'https://x/groups/123/member-requests', requests: [applicant(1), applicant(2)] })
    await send({ type: 'actions/result', actionId: 9, status: 'done', error: null })

    expect(reply).toEqual({ ok: true, result: { waiting: 2, delivered: false } })
    expect(queued()).toHaveLength(2)
    expect(fake.alarms.get('delivery-retry')?.when).toBeGreaterThan(Date.now())

    api = await startServer(fakeJoinFlow(received))
    connectTo(api.url)
    fake.fireAlarm('delivery-retry')
    await vi.waitFor(() => expect(queued()).toEqual([]))
    expect(received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/extension/requests',
      'POST /api/extension/actions/9/result',
    ])
    expect(received[1]!.body).toEqual({ status: 'done', error: null })
    await vi.waitFor(() => expect(fake.alarms.size).toBe(0))
  })

  it("keeps a group's captures until the owner connects that group, and sends the others meanwhile", async () => {
    let connected = false
    api = await startServer(
      fakeJoinFlow(received, ({ url, body }) =>
        url === '/api/extension/requests' && body.facebookGroupId === 'new-group' && !connected
          ? [404, { message: 'This group is not connected to JoinFlow.', code: 'E_GROUP_NOT_CONNECTED' }]
          : url === '/api/groups'
            ? ((connected = true), null)
            : url.startsWith('/api/extension/summary')
              ? [200, { group: { id: 4, name: 'New Group', facebookGroupId: 'new-group' }, today: { captured: 1, approved: 0, declined: 0 } }]
              : null,
      ),
    )
    connectTo(api.url)

    await send({ type: 'capture/submit', facebookGroupId: 'new-group', pageUrl: 'https://x', requests: [applicant(1)] })
    const other = await send({ type: 'capture/submit', facebookGroupId: 'known', pageUrl: 'https://x', requests: [applicant(2)] })
    expect(other).toEqual({ ok: true, result: { waiting: 1, delivered: false } })
    expect(queued()).toHaveLength(1)

    const summary = await send({ type: 'group/connect', facebookGroupId: 'new-group' })
    expect(summary).toMatchObject({ ok: true, result: { facebookGroupId: 'new-group', group: { name: 'New Group' } } })
    expect(received.find(({ url }) => url === '/api/groups')?.body).toEqual({ facebookGroupId: 'new-group' })
    expect(queued()).toEqual([])
  })

  it('keeps a batch the API refused as a whole, and keeps aside only the requests it refused one by one', async () => {
    api = await startServer(
      fakeJoinFlow(received, ({ url, body }) =>
        url !== '/api/extension/requests'
          ? null
          : body.facebookGroupId === 'whole'
            ? [422, { message: 'Say which Facebook group the requests come from.', code: 'E_VALIDATION_ERROR', errors: [] }]
            : [422, { message: 'Each request needs the Facebook user id.', code: 'E_VALIDATION_ERROR', results: [{ index: 0 }], rejected: [{ index: 1, reason: 'Each request needs the Facebook user id.' }] }],
      ),
    )
    connectTo(api.url)
    const whole = await send({ type: 'capture/submit', facebookGroupId: 'whole', pageUrl: 'https://x', requests: [applicant(1)] })
    expect(whole).toEqual({ ok: true, result: { waiting: 1, delivered: false } })
    const partly = await send({ type: 'capture/submit', facebookGroupId: '1', pageUrl: 'https://x', requests: [applicant(2), { ...applicant(3), facebookUserId: '' }] })
    expect(partly).toEqual({ ok: true, result: { waiting: 1, delivered: false } })
    expect(fake.stored.get('delivery.unsent')).toMatchObject([
      { facebookGroupId: '1', request: { name: 'Applicant 3' }, reason: 'Each request needs the Facebook user id.' },
    ])
  })

  it('plans approvals, declines and welcome messages, and nothing while paused or after the page changed', async () => {
    api = await startServer(fakeJoinFlow(received))
    connectTo(api.url)

    const plan = await send({ type: 'actions/plan', facebookGroupId: '123' })
    expect(plan).toMatchObject({ ok: true, result: { blocked: null, pause: { minMs: 2000, maxMs: 6000 } } })
    expect((plan as { result: { actions: { id: number }[] } }).result.actions.map(({ id }) => id)).toEqual([1, 2, 3, 4])
    expect(received.at(-1)!.url).toBe(`/api/extension/actions?filter=${encodeURIComponent('{"facebookGroupId":"123"}')}`)

    await send({ type: 'automation/update', changes: { paused: true } })
    expect(await send({ type: 'actions/plan', facebookGroupId: '123' })).toMatchObject({ result: { actions: [], blocked: 'paused' } })
    expect(await send({ type: 'actions/claim' })).toEqual({ ok: true, result: { allowed: false, reason: 'paused' } })

    await send({ type: 'automation/update', changes: { paused: false } })
    await send({ type: 'health/report', status: 'markup_changed', detail: 'Cards cannot be read.', pageUrl: 'https://x' })
    expect(await send({ type: 'actions/plan', facebookGroupId: '123' })).toMatchObject({ result: { blocked: 'markup_changed' } })
    expect(await send({ type: 'actions/claim' })).toEqual({ ok: true, result: { allowed: false, reason: 'markup_changed' } })
    expect(received.at(-1)).toMatchObject({
      url: '/api/extension/health',
      body: { status: 'markup_changed', detail: 'Cards cannot be read.', version: '0.1.0', pageUrl: 'https://x' },
    })

    // A page in a language without a table stops acting too; a page read cleanly lets it go on.
    await send({ type: 'health/report', status: 'language_unsupported', detail: 'Dutch', pageUrl: 'https://x' })
    expect(await send({ type: 'actions/plan', facebookGroupId: '123' })).toMatchObject({ result: { blocked: 'language_unsupported' } })
    expect(await send({ type: 'actions/claim' })).toEqual({ ok: true, result: { allowed: false, reason: 'language_unsupported' } })
    await send({ type: 'health/report', status: 'ok', detail: null, pageUrl: 'https://x' })
    expect(await send({ type: 'actions/plan', facebookGroupId: '123' })).toMatchObject({ result: { blocked: null } })
  })

  it('sends a health report the API missed again with the next plan', async () => {
    let refuse = true
    api = await startServer(fakeJoinFlow(received, ({ url }) => (refuse && url === '/api/extension/health' ? [500, {}] : null)))
    connectTo(api.url)
    await send({ type: 'health/report', status: 'ok', detail: null, pageUrl: 'https://x' })
    expect(received.filter(({ url }) => url === '/api/extension/health')).toHaveLength(1)

    refuse = false
    await send({ type: 'actions/plan', facebookGroupId: '123' })
    const reports = received.filter(({ url }) => url === '/api/extension/health')
    expect(reports).toHaveLength(2)
    expect(reports[1]!.body).toMatchObject({ status: 'ok', pageUrl: 'https://x' })
    // Once the API has it, it is not sent again.
    await send({ type: 'actions/plan', facebookGroupId: '123' })
    expect(received.filter(({ url }) => url === '/api/extension/health')).toHaveLength(2)
  })

  it('counts clicks against the hourly limit', async () => {
    api = await startServer(fakeJoinFlow(received))
    connectTo(api.url)
    await send({ type: 'automation/update', changes: { hourlyLimit: 2 } })
    const claims = [await send({ type: 'actions/claim' }), await send({ type: 'actions/claim' }), await send({ type: 'actions/claim' })]
    expect(claims.map((claim) => (claim as { result: unknown }).result)).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: false, reason: 'hourly_limit' },
    ])
    expect(await send({ type: 'actions/plan', facebookGroupId: '1' })).toMatchObject({ result: { blocked: 'hourly_limit' } })
  })

  it("takes a token handed over by a JoinFlow page, with that page's origin as the API", async () => {
    api = await startServer(fakeJoinFlow(received))
    const reply = await send(
      { type: 'connect/hand-off', token: VALID_TOKEN },
      { tab: { url: `${api.url}/` } as chrome.tabs.Tab, frameId: 0 },
    )
    expect(reply).toMatchObject({ ok: true, result: { status: 'connected', email: OWNER.email, apiUrl: api.url } })
    expect(fake.stored.get('connection.settings')).toEqual({ apiUrl: api.url, token: VALID_TOKEN })
    // The API hears from the extension at once, so the dashboard shows it connected; until a
    // member-requests page has been read, its health is unknown, never "ok".
    expect(received.find(({ url }) => url === '/api/extension/health')).toMatchObject({ body: { status: 'unknown', detail: null } })
    expect(await send({ type: 'health/get' })).toMatchObject({ result: { status: 'unknown' } })

    expect(await send({ type: 'connect/hand-off', token: 'jf_other' })).toEqual({ ok: false, error: HAND_OFF_REFUSED_MESSAGE })
  })
})
