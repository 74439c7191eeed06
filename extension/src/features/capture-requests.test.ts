// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadFixture } from '../../tests/support/fixtures'
import type { CapturedRequest } from '../messages'
import { initCaptureRequests, SEND_DELAY_MS, type PageHealth } from './capture-requests'

describe('initCaptureRequests', () => {
  let controller: AbortController
  let batches: CapturedRequest[][]
  let health: PageHealth[]

  /** jsdom cannot make a trusted event; these tests mark a person's click with `detail: 1`. */
  const start = ({ trustOnly = false } = {}) =>
    initCaptureRequests({
      ...(trustOnly ? {} : { isPersonsClick: (event: MouseEvent) => event.detail === 1 }),
      document,
      signal: controller.signal,
      submit: async (requests) => void batches.push(requests),
      onHealth: (report) => void health.push(report),
      now: () => new Date('2025-06-15T12:00:00.000Z'),
    })
  const settle = () => vi.advanceTimersByTimeAsync(SEND_DELAY_MS + 100)

  beforeEach(() => {
    vi.useFakeTimers()
    controller = new AbortController()
    batches = []
    health = []
  })

  afterEach(() => {
    controller.abort()
    vi.useRealTimers()
  })

  it('sends every card once, in one batch, and says the page reads fine', async () => {
    loadFixture('current-layout')
    const capture = start()
    await settle()
    expect(batches).toHaveLength(1)
    expect(batches[0]!.map(({ name }) => name)).toEqual(['Ada Lovelace', 'Brian Otieno', 'Chloé Dubois'])
    expect(health).toEqual([{ status: 'ok', detail: null }])

    capture.scan()
    await settle()
    expect(batches).toHaveLength(1)
  })

  it('sends cards loaded later by scrolling', async () => {
    loadFixture('lazy-loading', 'https://www.facebook.com/groups/777/member-requests')
    start()
    await settle()
    const template = document.querySelector<HTMLTemplateElement>('#more-requests')!
    document.querySelector('#requests')!.append(template.content.cloneNode(true))
    await settle()
    expect(batches.map((batch) => batch.map(({ facebookUserId }) => facebookUserId))).toEqual([
      ['400001'],
      ['400002', '400003'],
    ])
  })

  it("marks a card the admin approves with Facebook's button as decided there, before it leaves", async () => {
    loadFixture('current-layout')
    start()
    await settle()
    const card = document.querySelector('[data-request="100002"]')!
    const approve = card.querySelector<HTMLElement>('[aria-label="Approve"] span')!
    approve.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }))
    card.remove()
    await settle()
    expect(batches[1]).toEqual([expect.objectContaining({ facebookUserId: '100002', decidedOnFacebook: 'approved' })])
    expect(batches).toHaveLength(2)
  })

  it("ignores the extension's own clicks (untrusted events)", async () => {
    loadFixture('current-layout')
    start({ trustOnly: true })
    await settle()
    document
      .querySelector('[data-request="100001"] [aria-label="Decline"]')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }))
    await settle()
    expect(batches).toHaveLength(1)
  })

  it('takes "Decline all" as a decline of every card on the page', async () => {
    loadFixture('older-layout', 'https://www.facebook.com/groups/austinrunners/requests/')
    start()
    await settle()
    const declineAll = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Decline all')!
    declineAll.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }))
    await settle()
    expect(batches[1]!.map(({ facebookUserId, decidedOnFacebook }) => [facebookUserId, decidedOnFacebook])).toEqual([
      ['200001', 'declined'],
      ['200002', 'declined'],
    ])
  })

  it('sends nothing from a changed page and reports it once', async () => {
    loadFixture('changed-markup')
    const capture = start()
    await settle()
    capture.scan()
    await settle()
    expect(batches).toEqual([])
    expect(health).toEqual([
      {
        status: 'markup_changed',
        detail:
          "Facebook's page shows request cards the extension cannot read (missing: profile link, name). " +
          'Nothing is approved or declined until the extension is updated.',
      },
    ])
  })

  it('says so when the page offers "Approve all" but no card is recognised', async () => {
    loadFixture('changed-markup')
    document.querySelector('[role="list"]')!.remove()
    start()
    await settle()
    expect(health).toEqual([expect.objectContaining({ status: 'markup_changed' })])
    expect(health[0]!.detail).toContain('no request card could be recognised')
  })
})
