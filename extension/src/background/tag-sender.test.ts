import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeChrome, type FakeChrome } from '../../tests/support/fake-chrome'
import type { ActionOutcome, Message } from '../messages'
import { createMessageRouter, type MessageHandlers } from './router'
import { TAGS_REFUSED_MESSAGE, TAGS_TIMEOUT_MESSAGE, createTagSender } from './tag-sender'

describe('welcome-post tags from the background worker', () => {
  let fake: FakeChrome
  let reports: ActionOutcome[][]

  const from = (sender: Partial<chrome.runtime.MessageSender>) => (message: Message) =>
    fake.chrome.runtime.sendMessage({ ...message, __sender: sender })
  const requestsTab = from({ tab: { id: 1, url: 'https://web.facebook.com/groups/123/member-requests' } as chrome.tabs.Tab })
  const members = [
    { actionId: 7, facebookUserId: '100001', name: 'Ada Lovelace' },
    { actionId: 8, facebookUserId: '100002', name: 'Brian Otieno' },
  ]
  const postUrl = 'https://www.facebook.com/groups/123/posts/777/'

  function start(timeoutMs = 2000) {
    const handlers = createTagSender({ tabs: fake.chrome.tabs, report: async (outcomes) => void reports.push(outcomes), timeoutMs })
    fake.chrome.runtime.onMessage.addListener(createMessageRouter(handlers as unknown as MessageHandlers))
  }

  beforeEach(() => {
    fake = createFakeChrome()
    reports = []
  })

  it('opens the welcome post on the same Facebook host, tells only that tab whom to tag, then closes it', async () => {
    start()
    const posting = requestsTab({ type: 'tags/post', postUrl, members })
    await vi.waitFor(() => expect(fake.openedTabs).toHaveLength(1))
    const [tab] = fake.openedTabs
    expect(tab!.url).toBe('https://web.facebook.com/groups/123/posts/777/')

    const elsewhere = from({ tab: { id: 55, url: tab!.url } as chrome.tabs.Tab })
    expect(await elsewhere({ type: 'tags/pending' })).toEqual({ ok: true, result: null })
    const post = from({ tab: { id: tab!.id, url: tab!.url } as chrome.tabs.Tab })
    expect(await post({ type: 'tags/pending' })).toEqual({ ok: true, result: members })
    // An answer about other actions is not this tab's.
    await post({ type: 'tags/posted', outcomes: [{ actionId: 99, status: 'done', error: null }] })
    // A member the page leaves out of its answer is not left pending.
    await post({ type: 'tags/posted', outcomes: [{ actionId: 7, status: 'done', error: null }] })

    const expected = [
      { actionId: 7, status: 'done', error: null },
      { actionId: 8, status: 'failed', error: TAGS_TIMEOUT_MESSAGE },
    ]
    expect(await posting).toEqual({ ok: true, result: expected })
    expect(reports).toEqual([expected])
    expect(tab!.open).toBe(false)
  })

  it('fails every tag when the post page never answers', async () => {
    start(50)
    const outcome = await requestsTab({ type: 'tags/post', postUrl, members })
    const failed = members.map(({ actionId }) => ({ actionId, status: 'failed', error: TAGS_TIMEOUT_MESSAGE }))
    expect(outcome).toEqual({ ok: true, result: failed })
    expect(reports).toEqual([failed])
    expect(fake.openedTabs[0]!.open).toBe(false)
  })

  it('is asked only from a tab, with members and a post address', async () => {
    start()
    expect(await from({})({ type: 'tags/post', postUrl, members })).toEqual({ ok: false, error: TAGS_REFUSED_MESSAGE })
    // A malformed request is not ours to answer.
    await expect(fake.chrome.runtime.sendMessage({ type: 'tags/post', postUrl, members: [{ actionId: 'x' }] })).rejects.toThrow(
      'The message port closed',
    )
    expect(fake.openedTabs).toEqual([])
  })
})
