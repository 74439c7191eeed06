import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startServer, unreachableUrl, VALID_TOKEN, type LocalServer } from '../../tests/support/fake-api'
import { createFakeChrome, type FakeChrome } from '../../tests/support/fake-chrome'
import type { CapturedRequest } from '../messages'
import { createApiClient } from './api-client'
import {
  backoffMs,
  createDeliveryQueue,
  FIRST_RETRY_MS,
  LONGEST_REQUESTED_WAIT_MS,
  LONGEST_RETRY_MS,
  TOO_LARGE_REASON,
  type DeliveryQueue,
} from './delivery-queue'

function applicant(id: number, changes: Partial<CapturedRequest> = {}): CapturedRequest {
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
    ...changes,
  }
}

interface Capture {
  facebookGroupId: string
  requests: CapturedRequest[]
}

type Answer = [number, unknown, Record<string, string>?]

/** A JoinFlow API whose capture route answers as `answer` says; it records what it receives. */
function captureApi(received: Capture[], answer: (capture: Capture) => Answer) {
  return (request: IncomingMessage, response: ServerResponse) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      const capture = JSON.parse(raw || '{}') as Capture
      received.push(capture)
      const [status, body, headers = {}] = answer(capture)
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers })
      response.end(JSON.stringify(body))
    })
  }
}

/** How the real API answers a batch it stored whole. */
const stored = ({ requests }: Capture): Answer => [200, { results: requests.map((_, index) => ({ index })), rejected: [] }]

/** How the real API answers a batch in which the requests without an id could not be stored. */
function storedButNameless({ requests }: Capture): Answer {
  const reason = 'Each request needs the Facebook user id.'
  const rejected = requests.flatMap((request, index) => (request.facebookUserId ? [] : [{ index, reason, errors: [] }]))
  const results = requests.flatMap((request, index) => (request.facebookUserId ? [{ index }] : []))
  return rejected.length ? [422, { message: reason, code: 'E_VALIDATION_ERROR', errors: [], results, rejected }] : [200, { results, rejected }]
}

describe('delivery queue', () => {
  let fake: FakeChrome
  let api: LocalServer | undefined
  let received: Capture[]
  let clock: number
  let scheduled: (Date | null)[]
  let queue: DeliveryQueue

  const queueFor = (apiUrl: string, token = VALID_TOKEN) => {
    fake.stored.set('connection.settings', { apiUrl, token })
    queue = createDeliveryQueue({
      area: fake.chrome.storage.local,
      call: createApiClient(async () => fake.stored.get('connection.settings') as { apiUrl: string; token: string }),
      schedule: (retryAt) => void scheduled.push(retryAt),
      now: () => new Date(clock),
      random: () => 0.5,
    })
    return queue
  }
  const serve = async (answer: (capture: Capture) => Answer) => {
    api = await startServer(captureApi(received, answer))
    return queueFor(api.url)
  }
  const capture = (facebookGroupId: string, requests: CapturedRequest[]) =>
    queue.add([{ kind: 'capture', facebookGroupId, requests }])

  beforeEach(() => {
    fake = createFakeChrome()
    received = []
    clock = Date.parse('2026-03-02T10:00:00Z')
    scheduled = []
  })

  afterEach(async () => {
    await api?.close()
    api = undefined
  })

  it('sends the storable requests and keeps the refused ones aside with their reason', async () => {
    await serve(storedButNameless)
    await capture('123', [applicant(1), applicant(2, { facebookUserId: '', name: 'Nameless Card' }), applicant(3)])

    expect(await queue.flush()).toEqual({ waiting: 0 })
    const status = await queue.status()
    expect(status).toMatchObject({ waiting: 0, problems: [], retryAt: null })
    expect(status.unsent).toEqual([
      {
        id: expect.any(String),
        facebookGroupId: '123',
        request: applicant(2, { facebookUserId: '', name: 'Nameless Card' }),
        reason: 'Each request needs the Facebook user id.',
        at: '2026-03-02T10:00:00.000Z',
      },
    ])
    expect(scheduled.at(-1)).toBeNull()
  })

  it('lists a request refused again for the same reason once, and lets it go when dismissed', async () => {
    await serve(storedButNameless)
    const nameless = applicant(2, { facebookUserId: '', name: 'Nameless Card' })
    await capture('123', [nameless])
    await queue.flush()
    clock += 60_000
    await capture('123', [nameless, applicant(4, { facebookUserId: '', name: 'Other Card' })])
    await queue.flush()

    const { unsent } = await queue.status()
    expect(unsent.map(({ request, at }) => [request.name, at])).toEqual([
      ['Nameless Card', '2026-03-02T10:01:00.000Z'],
      ['Other Card', '2026-03-02T10:01:00.000Z'],
    ])
    const after = await queue.dismiss(unsent[0]!.id)
    expect(after.unsent.map(({ request }) => request.name)).toEqual(['Other Card'])
    expect(fake.stored.get('delivery.unsent')).toHaveLength(1)
  })

  it("reads the refusals of an older API from its field errors", async () => {
    await serve(() => [
      422,
      {
        message: 'Each request needs a name.',
        code: 'E_VALIDATION_ERROR',
        errors: [
          { field: 'requests.1.name', message: 'Each request needs a name.', rule: 'required' },
          { field: 'requests.1.profileUrl', message: 'The profileUrl must be an http or https address.', rule: 'url' },
        ],
        results: [{ index: 0 }],
      },
    ])
    await capture('123', [applicant(1), applicant(2, { name: '' })])
    await queue.flush()
    expect((await queue.status()).unsent).toMatchObject([{ request: { facebookUserId: '100002' }, reason: 'Each request needs a name.' }])
  })

  it('keeps a batch refused as a whole with the problem, and sends the batches after it', async () => {
    await serve((batch) =>
      batch.facebookGroupId === 'odd'
        ? [422, { message: 'Say which Facebook group the requests come from.', code: 'E_VALIDATION_ERROR', errors: [{ field: 'facebookGroupId', message: 'x', rule: 'required' }] }]
        : stored(batch),
    )
    await capture('odd', [applicant(1), applicant(2)])
    await capture('fine', [applicant(3)])

    expect(await queue.flush()).toEqual({ waiting: 2 })
    expect(received.map(({ facebookGroupId }) => facebookGroupId)).toEqual(['odd', 'fine'])
    const status = await queue.status()
    expect(status.problems).toEqual([
      {
        status: 422,
        code: 'E_VALIDATION_ERROR',
        message: 'Say which Facebook group the requests come from.',
        at: '2026-03-02T10:00:00.000Z',
        requests: 2,
        facebookGroupIds: ['odd'],
      },
    ])
    expect(status.unsent).toEqual([])
    // Not the API's fault as a whole: the next capture is sent at once, and the kept batch tried again.
    await capture('fine', [applicant(4)])
    await queue.flush()
    expect(received.map(({ facebookGroupId }) => facebookGroupId)).toEqual(['odd', 'fine', 'odd', 'fine'])
  })

  it('keeps everything while the token is refused, says so, and sends it all once a working token is saved', async () => {
    let accepted = false
    await serve((batch) => (accepted ? stored(batch) : [401, { message: 'Unauthorized access', code: 'E_UNAUTHORIZED_ACCESS' }]))
    await capture('1', [applicant(1)])
    await capture('2', [applicant(2), applicant(3)])

    expect(await queue.flush()).toEqual({ waiting: 3 })
    // Nothing after a refused token can succeed: one call, not one per batch.
    expect(received).toHaveLength(1)
    const { problems, retryAt } = await queue.status()
    expect(problems).toMatchObject([{ status: 401, code: 'E_UNAUTHORIZED_ACCESS', requests: 1, facebookGroupIds: ['1'] }])
    expect(retryAt).toBe(new Date(clock + FIRST_RETRY_MS).toISOString())
    expect(fake.stored.get('delivery.queue')).toHaveLength(2)

    // Captures meanwhile wait for the retry instead of knocking again.
    await capture('1', [applicant(4)])
    expect(await queue.flush()).toEqual({ waiting: 4 })
    expect(received).toHaveLength(1)

    accepted = true
    expect(await queue.flush({ now: true })).toEqual({ waiting: 0 })
    expect(received.map(({ requests }) => requests.length)).toEqual([1, 1, 2, 1])
    expect(await queue.status()).toMatchObject({ waiting: 0, problems: [], retryAt: null })
    expect(scheduled.at(-1)).toBeNull()
  })

  it("waits as long as the API's Retry-After asks, within bounds", async () => {
    let retryAfter = '120'
    await serve(() => [503, { message: 'JoinFlow is restarting.', code: 'E_UNAVAILABLE' }, { 'Retry-After': retryAfter }])
    await capture('1', [applicant(1)])
    await queue.flush()
    expect(scheduled.at(-1)).toEqual(new Date(clock + 120_000))
    expect((await queue.status()).problems).toMatchObject([{ status: 503, message: 'JoinFlow is restarting.' }])

    retryAfter = new Date(Date.now() + 5_000).toUTCString()
    await queue.flush({ now: true })
    expect(scheduled.at(-1)).toEqual(new Date(clock + FIRST_RETRY_MS))

    retryAfter = String(24 * 60 * 60)
    await queue.flush({ now: true })
    expect(scheduled.at(-1)).toEqual(new Date(clock + LONGEST_REQUESTED_WAIT_MS))
  })

  it('backs off while the API cannot be reached, and keeps every capture', async () => {
    queueFor(await unreachableUrl())
    await capture('1', [applicant(1)])
    const waits: number[] = []
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await queue.flush({ now: true })
      waits.push(scheduled.at(-1)!.getTime() - clock)
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000, 1_800_000])
    expect(await queue.status()).toMatchObject({
      waiting: 1,
      problems: [{ status: null, message: expect.stringContaining('Could not reach the JoinFlow API') }],
    })
  })

  it('halves a batch too large for the API until each part goes, and keeps aside a single request too large', async () => {
    await serve((batch) =>
      JSON.stringify(batch).length > 3_000
        ? [413, { message: 'The request body is too large.', code: 'E_REQUEST_ENTITY_TOO_LARGE' }]
        : stored(batch),
    )
    const long = (id: number) => applicant(id, { answers: [{ question: 'Why?', answer: 'x'.repeat(900) }] })
    const huge = applicant(9, { answers: [{ question: 'Why?', answer: 'y'.repeat(5_000) }] })
    await capture('1', [long(1), long(2), long(3), long(4), huge])

    expect(await queue.flush()).toEqual({ waiting: 0 })
    const sent = received.filter((batch) => JSON.stringify(batch).length <= 3_000)
    expect(sent.flatMap(({ requests }) => requests.map(({ facebookUserId }) => facebookUserId)).sort()).toEqual(['100001', '100002', '100003', '100004'])
    expect((await queue.status()).unsent).toMatchObject([{ request: { facebookUserId: '100009' }, reason: TOO_LARGE_REASON }])
  })

  it('gets its retry back after a restart when something waits', async () => {
    queueFor(await unreachableUrl())
    await queue.resume()
    expect(scheduled).toEqual([])
    await capture('1', [applicant(1)])
    await queue.flush()
    scheduled.length = 0

    clock += 5_000
    await queue.resume()
    expect(scheduled).toEqual([new Date(clock - 5_000 + FIRST_RETRY_MS)])
  })
})

describe('backoffMs', () => {
  it('doubles from 30 seconds to half an hour, spread by a fifth either way', () => {
    expect([1, 2, 3, 7, 8, 20].map((failures) => backoffMs(failures, () => 0.5))).toEqual([
      30_000, 60_000, 120_000, 1_800_000, LONGEST_RETRY_MS, LONGEST_RETRY_MS,
    ])
    expect(backoffMs(3, () => 0)).toBe(96_000)
    expect(backoffMs(3, () => 1)).toBe(144_000)
    expect(backoffMs(1, () => 0)).toBe(FIRST_RETRY_MS)
  })
})
