import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeChrome, type FakeChrome } from '../../tests/support/fake-chrome'
import type { Message } from '../messages'
import { WELCOME_REFUSED_MESSAGE, WELCOME_TIMEOUT_MESSAGE, createWelcomeSender } from './welcome-sender'
import { createMessageRouter, type MessageHandlers } from './router'

describe('welcome messages from the background worker', () => {
  let fake: FakeChrome
  let reports: [number, string, string | null][]

  const from = (sender: Partial<chrome.runtime.MessageSender>) => (message: Message) =>
    fake.chrome.runtime.sendMessage({ ...message, __sender: sender })
  const requestsTab = from({ tab: { id: 1, url: 'https://www.facebook.com/groups/123/member-requests' } as chrome.tabs.Tab })

  function start(timeoutMs = 2000) {
    const handlers = createWelcomeSender({
      tabs: fake.chrome.tabs,
      report: async (actionId, status, error) => void reports.push([actionId, status, error]),
      timeoutMs,
    })
    fake.chrome.runtime.onMessage.addListener(createMessageRouter(handlers as unknown as MessageHandlers))
  }

  beforeEach(() => {
    fake = createFakeChrome()
    reports = []
  })

  it("opens the member's conversation on the same Facebook host, tells only that tab what to write, then closes it", async () => {
    start()
    const sending = requestsTab({ type: 'welcome/send', actionId: 7, facebookUserId: '100001', message: 'Welcome Ada!' })
    await vi.waitFor(() => expect(fake.openedTabs).toHaveLength(1))
    const [tab] = fake.openedTabs
    expect(tab!.url).toBe('https://www.facebook.com/messages/t/100001')

    const elsewhere = from({ tab: { id: 55, url: 'https://www.facebook.com/messages/t/100001' } as chrome.tabs.Tab })
    expect(await elsewhere({ type: 'welcome/pending' })).toEqual({ ok: true, result: null })
    const conversation = from({ tab: { id: tab!.id, url: tab!.url } as chrome.tabs.Tab })
    expect(await conversation({ type: 'welcome/pending' })).toEqual({ ok: true, result: { actionId: 7, message: 'Welcome Ada!' } })
    await conversation({ type: 'welcome/sent', actionId: 7, status: 'done', error: null })

    expect(await sending).toEqual({ ok: true, result: { status: 'done', error: null } })
    expect(reports).toEqual([[7, 'done', null]])
    expect(tab!.open).toBe(false)
  })

  it('reports a failure when the conversation page never answers', async () => {
    start(50)
    const outcome = await requestsTab({ type: 'welcome/send', actionId: 8, facebookUserId: '100002', message: 'Hi' })
    expect(outcome).toEqual({ ok: true, result: { status: 'failed', error: WELCOME_TIMEOUT_MESSAGE } })
    expect(reports).toEqual([[8, 'failed', WELCOME_TIMEOUT_MESSAGE]])
    expect(fake.openedTabs[0]!.open).toBe(false)
  })

  it('is asked only from a tab', async () => {
    start()
    expect(await from({})({ type: 'welcome/send', actionId: 9, facebookUserId: '1', message: 'Hi' })).toEqual({
      ok: false,
      error: WELCOME_REFUSED_MESSAGE,
    })
  })
})
