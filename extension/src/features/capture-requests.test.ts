// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectedRequest, LANGUAGE_PAGES, UNSUPPORTED_PAGE } from '../../tests/fixtures/facebook-markup'
import { loadFixture } from '../../tests/support/fixtures'
import type { CapturedRequest } from '../messages'
import { initCaptureRequests, SEND_DELAY_MS, SETTLE_MS, unsupportedLanguageDetail, type PageHealth } from './capture-requests'

const NOW = new Date('2025-06-15T12:00:00.000Z')

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
      now: () => NOW,
    })
  const settle = () => vi.advanceTimersByTimeAsync(SEND_DELAY_MS + 100)
  const personClicks = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }))

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

  describe.each(Object.values(LANGUAGE_PAGES).map((page) => [page.lang, page] as const))('on the page in %s', (_, page) => {
    it('sends every card once, in one batch, every field read, and says the page reads', async () => {
      loadFixture(page.file)
      const capture = start()
      await settle()
      expect(batches).toEqual([page.people.map((person) => expectedRequest(page, person, NOW))])
      expect(health).toEqual([{ status: 'ok', detail: null }])

      capture.scan()
      await settle()
      expect(batches).toHaveLength(1)
    })

    it("marks the cards the admin approves or declines with Facebook's own buttons, before they leave", async () => {
      loadFixture(page.file)
      start()
      await settle()
      const [first, second] = page.people.map(({ id }) => document.querySelector(`[data-request="${id}"]`)!)
      personClicks(second!.querySelector('[data-fixture="approve"] span span')!)
      second!.remove()
      personClicks(first!.querySelector('[data-fixture="decline"]')!)
      await settle()
      expect(batches.slice(1).flat().map(({ facebookUserId, decidedOnFacebook }) => [facebookUserId, decidedOnFacebook])).toEqual([
        [page.people[1]!.id, 'approved'],
        [page.people[0]!.id, 'declined'],
      ])
    })

    it('takes the page’s "Decline all" as a decline of every card', async () => {
      loadFixture(page.file)
      start()
      await settle()
      personClicks(document.querySelector('[data-fixture="decline-all"]')!)
      await settle()
      expect(batches[1]!.map(({ decidedOnFacebook }) => decidedOnFacebook)).toEqual(['declined', 'declined', 'declined'])
    })
  })

  it('sends cards loaded later by scrolling', async () => {
    loadFixture('lazy-loading', 'https://www.facebook.com/groups/777/member-requests')
    start()
    await settle()
    const template = document.querySelector<HTMLTemplateElement>('#more-requests')!
    document.querySelector('#requests')!.append(template.content.cloneNode(true))
    await settle()
    expect(batches.map((batch) => batch.map(({ facebookUserId }) => facebookUserId))).toEqual([['400001'], ['400002', '400003']])
  })

  it('ignores other buttons of a card, and the extension’s own clicks (untrusted events)', async () => {
    loadFixture('member-requests-stray-buttons')
    start({ trustOnly: true })
    await settle()
    document.querySelector('[data-request="190001"] [data-fixture="decline"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    controller.abort()
    controller = new AbortController()
    start()
    await settle()
    for (const stray of document.querySelectorAll('[data-fixture="message"], [data-fixture="block"], [data-fixture="more-icon"]')) {
      personClicks(stray)
    }
    await settle()
    expect(batches.flat().filter(({ decidedOnFacebook }) => decidedOnFacebook)).toEqual([])
  })

  it('says an empty list reads, at once', async () => {
    loadFixture('member-requests-empty')
    start()
    await settle()
    expect(batches).toEqual([])
    expect(health).toEqual([{ status: 'ok', detail: null }])
  })

  it('says a page that shows nothing it knows has changed, once it has had time to load, never "ok"', async () => {
    loadFixture('member-requests-empty')
    document.querySelector('[role="main"] span[dir="auto"]')!.textContent = 'Nothing to see'
    start()
    await settle()
    expect(health).toEqual([])
    await vi.advanceTimersByTimeAsync(SETTLE_MS)
    expect(health).toEqual([
      {
        status: 'markup_changed',
        detail:
          "Facebook's member-requests page showed neither request cards nor the empty list the extension knows. " +
          'Nothing is approved or declined until the extension is updated.',
      },
    ])
  })

  it('says a page in a language without a table is not supported yet, and captures what structure says', async () => {
    loadFixture(UNSUPPORTED_PAGE.file)
    start()
    await settle()
    expect(health).toEqual([{ status: 'language_unsupported', detail: unsupportedLanguageDetail('nl') }])
    expect(health[0]!.detail).toContain('The extension reads Facebook in English, Spanish, Portuguese, French, German, Italian, Indonesian.')
    expect(batches[0]!.map(({ facebookUserId, name, joinedFacebookAt }) => [facebookUserId, name, joinedFacebookAt])).toEqual([
      ['200101', 'Ada Lovelace', null],
      ['200102', 'Brian Otieno', null],
      ['200103', 'Chloé Dubois', null],
    ])
  })

  it('says so when a card’s buttons cannot be found, and still captures it', async () => {
    loadFixture('member-requests-pt-BR')
    for (const button of document.querySelectorAll('[data-request="120003"] [data-fixture="approve"], [data-request="120003"] [data-fixture="decline"]')) {
      button.setAttribute('aria-label', 'Ícone')
      button.textContent = ''
    }
    start()
    await settle()
    expect(health).toEqual([
      {
        status: 'markup_changed',
        detail:
          "Facebook's page shows requests whose Approve or Decline button could not be found (1 of 3). Their requests are captured. " +
          'Nothing is approved or declined until the extension is updated.',
      },
    ])
    expect(batches[0]!.map(({ facebookUserId }) => facebookUserId)).toEqual(['120001', '120002', '120003'])
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

  it('says so when the page offers "Approve all" (in any language) but no card is recognised', async () => {
    loadFixture('member-requests-it')
    document.querySelector('#requests')!.replaceChildren()
    start()
    await settle()
    expect(health).toEqual([expect.objectContaining({ status: 'markup_changed' })])
    expect(health[0]!.detail).toContain('no request card could be recognised')
  })

  it('reads again after a cleanly read page goes bad, and good again', async () => {
    loadFixture('member-requests-fr')
    start()
    await settle()
    const approve = document.querySelector('[data-request="140001"] [data-fixture="approve"]')!
    approve.setAttribute('aria-label', 'Valider')
    approve.textContent = 'Valider'
    await settle()
    approve.setAttribute('aria-label', 'Approuver')
    approve.textContent = 'Approuver'
    await settle()
    expect(health.map(({ status }) => status)).toEqual(['ok', 'markup_changed', 'ok'])
  })
})
