// @vitest-environment jsdom
import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { joinFlowAuthUser, startServer, VALID_TOKEN, type LocalServer } from '../../tests/support/fake-api'
import { createFakeChrome, type FakeChrome } from '../../tests/support/fake-chrome'
import { loadPageMarkup } from '../../tests/support/extension-page'
import type { CapturedRequest, Message } from '../messages'
import { DELIVERY_TEXTS } from './delivery-texts'
import { mountPopup } from './popup-page'

const REASON = 'Each request needs the Facebook user id.'

function card(facebookUserId: string, name: string): CapturedRequest {
  return {
    facebookUserId,
    name,
    profileUrl: null,
    profileImageUrl: null,
    answers: [],
    agreedToRules: null,
    joinedFacebookAt: null,
    livesIn: null,
    invitedBy: null,
    groupsInCommon: null,
    requestedAt: null,
  }
}

describe("popup's delivery report", () => {
  let fake: FakeChrome
  let api: LocalServer
  /** How the API answers a capture batch. */
  let answerCapture: (requests: CapturedRequest[]) => [number, unknown]

  const send = (message: Message) => fake.chrome.runtime.sendMessage(message)
  const report = () => document.querySelector<HTMLElement>('#delivery-report')!
  const couldNotSend = () => document.querySelector<HTMLElement>('#could-not-send')

  function joinFlow(request: IncomingMessage, response: ServerResponse) {
    if (request.url === '/api/auth/user') return joinFlowAuthUser(request, response)
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      const [status, body] =
        request.url === '/api/extension/requests' ? answerCapture(JSON.parse(raw).requests) : [200, {}]
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(body))
    })
  }

  beforeEach(async () => {
    api = await startServer(joinFlow)
    fake = createFakeChrome()
    vi.stubGlobal('chrome', fake.chrome)
    vi.resetModules()
    await import('../background')
    loadPageMarkup('popup.html')
    answerCapture = (requests) => {
      const rejected = requests.flatMap(({ facebookUserId }, index) => (facebookUserId ? [] : [{ index, reason: REASON, errors: [] }]))
      return [422, { message: REASON, code: 'E_VALIDATION_ERROR', errors: [], results: [], rejected }]
    }
  })

  afterEach(async () => {
    await api.close()
  })

  it('lists what JoinFlow could not store, with the reason, until the owner dismisses it', async () => {
    fake.stored.set('connection.settings', { apiUrl: api.url, token: VALID_TOKEN })
    await send({
      type: 'capture/submit',
      facebookGroupId: '123456',
      pageUrl: 'https://www.facebook.com/groups/123456/member-requests',
      requests: [card('100001', 'Ada Lovelace'), card('', 'Card Without Id'), card('', '')],
    })

    await mountPopup(document)

    expect(report().hidden).toBe(false)
    expect(couldNotSend()!.querySelector('h2')!.textContent).toBe(DELIVERY_TEXTS.unsentTitle(2))
    const items = [...couldNotSend()!.querySelectorAll('li')]
    expect(items.map((item) => item.textContent)).toEqual([
      `Card Without IdFacebook group 123456${REASON}Dismiss`,
      `${DELIVERY_TEXTS.noName}Facebook group 123456${REASON}Dismiss`,
    ])
    expect(document.querySelector<HTMLElement>('#waiting')!.hidden).toBe(true)

    items[0]!.querySelector('button')!.click()
    await vi.waitFor(() => expect(couldNotSend()!.querySelectorAll('li')).toHaveLength(1))
    expect(couldNotSend()!.querySelector('h2')!.textContent).toBe(DELIVERY_TEXTS.unsentTitle(1))
    expect(couldNotSend()!.querySelector('button')!.getAttribute('aria-label')).toBe(`Dismiss ${DELIVERY_TEXTS.noName}`)

    couldNotSend()!.querySelector('button')!.click()
    await vi.waitFor(() => expect(couldNotSend()).toBeNull())
    expect(report().hidden).toBe(true)
    expect(fake.stored.get('delivery.unsent')).toEqual([])
  })

  it('shows a refused token with what to do, even though the extension is not connected', async () => {
    answerCapture = () => [401, { message: 'Unauthorized access', code: 'E_UNAUTHORIZED_ACCESS' }]
    fake.stored.set('connection.settings', { apiUrl: api.url, token: 'jf_revoked' })
    await send({ type: 'capture/submit', facebookGroupId: '1', pageUrl: 'https://x', requests: [card('1', 'A'), card('2', 'B')] })

    await mountPopup(document)

    expect(document.querySelector('#status')!.textContent).toContain('Not connected')
    expect(document.querySelector('#waiting')!.textContent).toContain(DELIVERY_TEXTS.waiting(2))
    expect(document.querySelector('#waiting')!.textContent).toContain('The extension tries again at')
    const problem = report().querySelector('.delivery-problem')!
    expect(problem.textContent).toContain("JoinFlow no longer accepts the extension's token")
    expect(problem.textContent).toContain('Connect extension')
    expect(problem.textContent).toContain('2 captured requests are kept and sent once this is fixed.')
    expect(fake.stored.get('delivery.queue')).toHaveLength(1)
  })

  it('sends what waited when the popup opens, and shows nothing once it is sent', async () => {
    answerCapture = () => [503, { message: 'Try again shortly.' }]
    fake.stored.set('connection.settings', { apiUrl: api.url, token: VALID_TOKEN })
    await send({ type: 'capture/submit', facebookGroupId: '1', pageUrl: 'https://x', requests: [card('1', 'A')] })
    expect((await send({ type: 'delivery/status' })) as object).toMatchObject({ result: { waiting: 1, problems: [{ status: 503 }] } })

    answerCapture = () => [200, { results: [{ index: 0 }], rejected: [] }]
    await mountPopup(document)

    expect(document.querySelector<HTMLElement>('#waiting')!.hidden).toBe(true)
    expect(report().hidden).toBe(true)
  })

  it.each([
    [{ status: null, message: 'Could not reach the JoinFlow API at http://x.', code: null }, 'JoinFlow could not be reached'],
    [{ status: 403, message: 'This token may not do that.', code: 'E_AUTHORIZATION_FAILURE' }, 'may not send requests'],
    [{ status: 404, message: 'This group is not connected to JoinFlow.', code: 'E_GROUP_NOT_CONNECTED' }, 'Facebook group 77 is not connected'],
    [{ status: 429, message: 'Too many requests.', code: null }, 'busy or unavailable'],
    [{ status: 400, message: 'Bad request.', code: null }, 'update the extension'],
  ])('says what to do about %o', (problem, words) => {
    const text = DELIVERY_TEXTS.problem({ ...problem, at: '2026-01-01T00:00:00Z', requests: 3, facebookGroupIds: ['77'] })
    expect(`${text.title} ${text.detail}`).toContain(words)
  })
})
