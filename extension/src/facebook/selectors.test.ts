// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { loadFixture } from '../../tests/support/fixtures'
import {
  bulkDecisionOfControl,
  CARD_STRATEGIES,
  cardContaining,
  decisionOfControl,
  FEEDBACK,
  FIELD_STRATEGIES,
  findDecisionButton,
  findRequestCards,
  pageShowsPendingRequests,
  readRequestCard,
} from './selectors'

const now = new Date('2025-06-15T12:00:00.000Z')
const FACEBOOK = 'https://www.facebook.com'

function readAll() {
  return findRequestCards(document).map((card) => readRequestCard(card, now))
}

describe('the current layout (member-requests)', () => {
  beforeEach(() => loadFixture('current-layout', `${FACEBOOK}/groups/123456/member-requests`))

  it('finds each pending card as a list item of the main region, not the navigation', () => {
    expect(CARD_STRATEGIES[0]!.find(document.documentElement)).toHaveLength(3)
    expect(findRequestCards(document).map((card) => card.getAttribute('data-request'))).toEqual([
      '100001',
      '100002',
      '100003',
    ])
    expect(pageShowsPendingRequests(document)).toBe(true)
  })

  it('reads every field of a card', () => {
    expect(readAll()[0]).toEqual({
      ok: true,
      request: {
        facebookUserId: '100001',
        name: 'Ada Lovelace',
        profileUrl: `${FACEBOOK}/groups/123456/user/100001/`,
        profileImageUrl: `${FACEBOOK}/avatars/100001.png`,
        answers: [
          { question: 'What is your email?', answer: 'ada@example.com' },
          { question: 'Why do you want to join?', answer: 'I have two rescue dogs and love training them.' },
        ],
        agreedToRules: true,
        joinedFacebookAt: '2022-06-15',
        livesIn: 'London, United Kingdom',
        invitedBy: 'Grace Hopper',
        groupsInCommon: 4,
        requestedAt: '2025-06-15T10:00:00.000Z',
      },
    })
  })

  it('reads "From", a refusal of the rules, no answers, and a profile.php link', () => {
    const [, brian, chloe] = readAll()
    expect(brian).toMatchObject({
      ok: true,
      request: {
        name: 'Brian Otieno',
        livesIn: 'Nairobi, Kenya',
        agreedToRules: false,
        joinedFacebookAt: '2015-03-01',
        groupsInCommon: 1,
        invitedBy: null,
        answers: [],
      },
    })
    expect(chloe).toMatchObject({
      ok: true,
      request: {
        facebookUserId: '100003',
        name: 'Chloé Dubois',
        profileUrl: `${FACEBOOK}/profile.php?id=100003`,
        requestedAt: '2025-06-14T12:00:00.000Z',
        answers: [
          { question: 'Do you agree to be kind?', answer: 'Yes' },
          { question: 'What is your email?', answer: 'Earn $500 a day with crypto, DM me' },
          { question: 'Where did you hear about us?', answer: null },
        ],
      },
    })
  })

  it("finds each card's Approve and Decline by aria-label, and the feedback menu", () => {
    const [card] = findRequestCards(document)
    const approve = findDecisionButton(card!, 'approve')!
    expect(approve.getAttribute('aria-label')).toBe('Approve')
    expect(decisionOfControl(approve)).toBe('approve')
    expect(decisionOfControl(findDecisionButton(card!, 'decline')!)).toBe('decline')
    expect(FEEDBACK.moreOptions(card!)?.getAttribute('aria-label')).toBe('More request options')
    expect(cardContaining(approve.querySelector('span')!)).toBe(card)
  })

  it('knows the page-wide Approve all and Decline all', () => {
    const bulk = [...document.querySelectorAll('[role="button"]')].map(bulkDecisionOfControl).filter(Boolean)
    expect(bulk).toEqual(['approve', 'decline'])
  })
})

describe('the older layout (/requests/)', () => {
  beforeEach(() => loadFixture('older-layout', `${FACEBOOK}/groups/austinrunners/requests/`))

  it('finds cards around the Approve buttons when there are no list roles', () => {
    expect(CARD_STRATEGIES[0]!.find(document.documentElement)).toBeNull()
    expect(findRequestCards(document).map((card) => card.getAttribute('data-request'))).toEqual(['200001', '200002'])
  })

  it('reads the fields from text, profile.php links and data-utime', () => {
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

  it('finds plain buttons by their visible text', () => {
    const [card] = findRequestCards(document)
    expect(findDecisionButton(card!, 'approve')?.textContent).toBe('Approve')
    expect(findDecisionButton(card!, 'decline')?.textContent).toBe('Decline')
  })

  it('falls back to the profile link aria-label and then a heading for the name', () => {
    const [card] = findRequestCards(document)
    const [fromLinkText, fromAriaLabel, fromHeading] = FIELD_STRATEGIES.name
    expect(fromLinkText!.find(card!)).toBe('Bea Arthur')
    expect(fromAriaLabel!.find(card!)).toBeNull()
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
    expect(readings.map((reading) => reading.ok && reading.request.name)).toEqual([
      'Esi Owusu',
      'Femi Adeyemi',
      'Gita Rao',
    ])
    expect(readings[1]).toMatchObject({
      ok: true,
      request: { livesIn: 'Lagos, Nigeria', joinedFacebookAt: '2020-06-01', answers: [{ answer: 'femi@example.com' }] },
    })
  })
})

describe('changed markup', () => {
  beforeEach(() => loadFixture('changed-markup', `${FACEBOOK}/groups/123456/member-requests`))

  it('still sees the cards but says which fields it cannot read', () => {
    expect(findRequestCards(document)).toHaveLength(2)
    expect(readAll()).toEqual([
      { ok: false, missing: ['profile', 'name'] },
      { ok: false, missing: ['profile', 'name'] },
    ])
    expect(pageShowsPendingRequests(document)).toBe(true)
  })

  it('finds no Approve or Decline to click', () => {
    const [card] = findRequestCards(document)
    expect(findDecisionButton(card!, 'approve')).toBeNull()
    expect(findDecisionButton(card!, 'decline')).toBeNull()
  })
})
