// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  EMPTY_PAGE,
  expectedRequest,
  LANGUAGE_PAGES,
  manyRequestsPage,
  STRAY_BUTTONS_PAGE,
  UNSUPPORTED_PAGE,
  WRAPPED_PAGE,
  type FixturePage,
} from '../../tests/fixtures/facebook-markup'
import { loadFixture, loadHtml } from '../../tests/support/fixtures'
import { LANGUAGES } from './labels'
import {
  bulkDecisionOfControl,
  cardContaining,
  decisionOfControl,
  FEEDBACK,
  FIELD_STRATEGIES,
  findCardOf,
  findDecisionButton,
  findDecisionButtons,
  findRequestCards,
  pageLanguage,
  pageShowsPendingRequests,
  readRequestCard,
  readRequestsPage,
  searchRequestCards,
} from './selectors'

const now = new Date('2025-06-15T12:00:00.000Z')
const FACEBOOK = 'https://www.facebook.com'

const fixtureOf = (card: Element) => card.getAttribute('data-request')

function readAll() {
  return findRequestCards(document).map((card) => readRequestCard(card, now))
}

describe.each(Object.values(LANGUAGE_PAGES).map((page) => [page.lang, page] as const))(
  'the member-requests page in %s',
  (lang, page) => {
    beforeEach(() => loadFixture(page.file))

    it('chooses the language by the page’s lang, confirmed by its words', () => {
      expect(pageLanguage(document).labels?.code).toBe(lang)
    })

    it('finds one card per person by structure, not the navigation nor the page’s buttons', () => {
      expect(findRequestCards(document).map(fixtureOf)).toEqual(page.people.map(({ id }) => id))
      expect(searchRequestCards(document)).toMatchObject({ undelimited: [], unrecognised: [] })
      expect(pageShowsPendingRequests(document)).toBe(true)
    })

    it('reads every field of every card', () => {
      expect(readAll()).toEqual(page.people.map((person) => ({ ok: true, request: expectedRequest(page, person, now) })))
    })

    it("finds each card's own Approve and Decline, and its feedback menu", () => {
      for (const card of findRequestCards(document)) {
        const buttons = findDecisionButtons(card)!
        expect(buttons.approve.dataset.fixture).toBe('approve')
        expect(buttons.decline.dataset.fixture).toBe('decline')
        expect(decisionOfControl(buttons.approve.querySelector('span')!.closest('[role="button"]')!)).toBe('approve')
        expect(decisionOfControl(buttons.decline)).toBe('decline')
        expect(FEEDBACK.moreOptions(card)?.dataset.fixture).toBe('more')
      }
    })

    it('knows the page-wide Approve all and Decline all', () => {
      const bulk = [...document.querySelectorAll('[data-fixture$="-all"]')].map(bulkDecisionOfControl)
      expect(bulk).toEqual(['approve', 'decline'])
    })
  },
)

describe('Facebook’s words in every language', () => {
  it('has every label of every table, and no two languages share a page title', () => {
    for (const labels of LANGUAGES) {
      for (const field of ['approve', 'decline', 'approveAll', 'declineAll', 'moreOptions', 'declineWithFeedback', 'title', 'emptyList'] as const) {
        expect(labels[field].length, `${labels.code} ${field}`).toBeGreaterThan(0)
      }
    }
    const titles = LANGUAGES.flatMap((labels) => labels.title.map((title) => `${labels.code}:${title.toLowerCase()}`))
    const byTitle = new Map<string, string[]>()
    for (const entry of titles) {
      const [code, title] = entry.split(/:(.*)/s) as [string, string]
      byTitle.set(title, [...(byTitle.get(title) ?? []), code])
    }
    expect([...byTitle].filter(([, codes]) => codes.length > 1)).toEqual([])
  })

  it('reads a page without lang by trying every language against its words', () => {
    loadFixture('member-requests-it')
    document.documentElement.removeAttribute('lang')
    expect(pageLanguage(document).labels?.code).toBe('it')
    loadFixture('member-requests-de')
    document.documentElement.setAttribute('lang', 'en')
    expect(pageLanguage(document).labels?.code).toBe('de')
  })
})

describe('other layouts', () => {
  it.each([
    ['an extra wrapper layer and other class names', WRAPPED_PAGE],
    ['stray buttons in the cards', STRAY_BUTTONS_PAGE],
  ] as [string, FixturePage][])('reads every card of a page with %s', (_, page) => {
    loadFixture(page.file)
    expect(findRequestCards(document).map(fixtureOf)).toEqual(page.people.map(({ id }) => id))
    expect(readAll()).toEqual(page.people.map((person) => ({ ok: true, request: expectedRequest(page, person, now) })))
  })

  it('takes only the decision pair among other buttons (Message, More, Block)', () => {
    loadFixture(STRAY_BUTTONS_PAGE.file)
    const found = findRequestCards(document).map((card) => findDecisionButtons(card)!)
    expect(found.map(({ approve, decline }) => [approve.dataset.fixture, decline.dataset.fixture])).toEqual([
      ['approve', 'decline'],
      ['approve', 'decline'],
      ['approve', 'decline'],
    ])
    // The first card's pair is where Facebook puts it; the second has Message first in that row,
    // so its pair is found by name.
    expect(found.map(({ foundBy }) => foundBy)).toEqual(['position', 'names', 'position'])
    for (const stray of document.querySelectorAll('[data-fixture="message"], [data-fixture="block"], [data-fixture="more-icon"]')) {
      expect(decisionOfControl(stray, cardContaining(stray))).toBeNull()
    }
  })

  it('confirms a pair in its place by the start of its names ("Approve request")', () => {
    loadFixture('member-requests-en')
    const [card] = findRequestCards(document)
    card!.querySelector('[data-fixture="approve"]')!.setAttribute('aria-label', 'Approve request')
    card!.querySelector('[data-fixture="decline"]')!.setAttribute('aria-label', 'Decline request')
    expect(findDecisionButtons(card!)).toMatchObject({ foundBy: 'position' })
    // Icons with other names are not a pair, whatever their place.
    card!.querySelector('[data-fixture="approve"]')!.setAttribute('aria-label', 'Accept')
    expect(findDecisionButtons(card!)).toBeNull()
  })

  it('recognises an empty list from its words, with no card', () => {
    loadFixture(EMPTY_PAGE.file)
    const page = readRequestsPage(document, now)
    expect(page).toMatchObject({ cards: [], saysEmpty: true, saysPending: false, unrecognised: 0 })
  })

  it('reads what structure alone says on a page in a language it has no table for, and no button', () => {
    loadFixture(UNSUPPORTED_PAGE.file)
    const page = readRequestsPage(document, now)
    expect(page.language).toEqual({ labels: null, lang: 'nl' })
    expect(page.cards.map(({ reading }) => reading)).toEqual(
      UNSUPPORTED_PAGE.people.map((person) => ({
        ok: true,
        request: {
          ...expectedRequest(UNSUPPORTED_PAGE, person, now),
          agreedToRules: null,
          joinedFacebookAt: null,
          livesIn: null,
          invitedBy: null,
          groupsInCommon: null,
          requestedAt: null,
        },
      })),
    )
    expect(page.cards.map(({ buttons }) => buttons)).toEqual([false, false, false])
  })

  it('reads 500 cards, every field of every one (bench/extension_capture.bench.ts times it in Chromium)', () => {
    const { page, html } = manyRequestsPage(500)
    loadHtml(html)
    const reading = readRequestsPage(document, now)
    expect(reading.cards).toHaveLength(500)
    expect(reading.cards.map((card) => card.reading)).toEqual(
      page.people.map((person) => ({ ok: true, request: expectedRequest(page, person, now) })),
    )
    expect(reading.cards.every(({ buttons }) => buttons)).toBe(true)
  }, 120_000)
})

describe('the older layout (/requests/)', () => {
  beforeEach(() => loadFixture('older-layout', `${FACEBOOK}/groups/austinrunners/requests/`))

  it('finds cards around the avatar when there are no list roles', () => {
    expect(findRequestCards(document).map(fixtureOf)).toEqual(['200001', '200002'])
  })

  it('reads the fields from text, profile.php links, question and answer blocks and data-utime', () => {
    const [bea, cyrus] = readAll()
    expect(bea).toEqual({
      ok: true,
      request: {
        facebookUserId: '200001',
        name: 'Bea Arthur',
        profileUrl: `${FACEBOOK}/profile.php?id=200001`,
        profileImageUrl: `${FACEBOOK}/avatars/200001.png`,
        answers: [
          { question: 'What breed is your dog?', answer: 'A beagle called Max' },
          { question: 'Will you follow the rules?', answer: 'Yes, always' },
        ],
        agreedToRules: true,
        joinedFacebookAt: '2015-03-03',
        livesIn: 'Austin, Texas',
        invitedBy: 'Dan Brown',
        groupsInCommon: null,
        requestedAt: new Date(1718000000 * 1000).toISOString(),
      },
    })
    expect(cyrus).toMatchObject({ ok: true, request: { name: 'Cyrus Mensah', groupsInCommon: 12, agreedToRules: null } })
  })

  it('finds plain buttons by their place and text', () => {
    const [card] = findRequestCards(document)
    expect(findDecisionButton(card!, 'approve')?.textContent).toBe('Approve')
    expect(findDecisionButton(card!, 'decline')?.textContent).toBe('Decline')
    expect(findCardOf(document, '200002')?.getAttribute('data-request')).toBe('200002')
  })

  it('falls back to a heading for the name', () => {
    const [card] = findRequestCards(document)
    const [fromLinkText, fromAvatar, fromHeading] = FIELD_STRATEGIES.name
    expect(fromLinkText!.find(card!)).toBe('Bea Arthur')
    expect(fromAvatar!.find(card!)).toBeNull()
    expect(fromHeading!.find(card!)).toBe('Bea Arthur')
  })
})

describe('lazy loading', () => {
  beforeEach(() => loadFixture('lazy-loading', `${FACEBOOK}/groups/777/member-requests`))

  it('finds the cards added to the list later', () => {
    expect(findRequestCards(document)).toHaveLength(1)
    const template = document.querySelector<HTMLTemplateElement>('#more-requests')!
    document.querySelector('#requests')!.append(template.content.cloneNode(true))
    const readings = readAll()
    expect(readings.map((reading) => reading.ok && reading.request.name)).toEqual(['Esi Owusu', 'Femi Adeyemi', 'Gita Rao'])
    expect(readings[1]).toMatchObject({
      ok: true,
      request: { livesIn: 'Lagos, Nigeria', joinedFacebookAt: '2020-06-01', answers: [{ answer: 'femi@example.com' }] },
    })
  })
})

describe('changed markup', () => {
  beforeEach(() => loadFixture('changed-markup'))

  it('sees card-shaped blocks it cannot read, and the page saying requests are pending', () => {
    expect(findRequestCards(document)).toEqual([])
    const page = readRequestsPage(document, now)
    expect(page).toMatchObject({ cards: [], unrecognised: 2, saysPending: true })
  })

  it('loses a card whose buttons are gone, and says so', () => {
    loadFixture('member-requests-es')
    for (const button of document.querySelectorAll('[data-request="110002"] [role="button"]')) button.remove()
    const page = readRequestsPage(document, now)
    expect(page.cards.map(({ element, buttons }) => [fixtureOf(element), buttons])).toEqual([
      ['110001', true],
      ['110002', false],
      ['110003', true],
    ])
    expect(page.undelimited).toBe(1)
    expect(page.cards[1]!.reading).toMatchObject({ ok: true, request: { name: 'Mateo García' } })
  })
})
