// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LANGUAGE_PAGES, STRAY_BUTTONS_PAGE } from '../../tests/fixtures/facebook-markup'
import { loadFixture, runFixtureScript } from '../../tests/support/fixtures'
import type { ActionPlan, Claim, ExtensionAction, WelcomeTag } from '../messages'
import { applyActions, BUTTONS_MISSING_DETAIL, clickDidNotTake, NO_WELCOME_POST, TAGS_PER_COMMENT } from './apply-actions'
import type { PageHealth } from './capture-requests'

function action(id: number, type: ExtensionAction['type'], facebookUserId: string, payload = {}): ExtensionAction {
  return {
    id,
    type,
    groupId: 1,
    facebookGroupId: '123456',
    memberRequestId: id,
    facebookUserId,
    name: `Member ${facebookUserId}`,
    payload,
    createdAt: '2025-06-15T12:00:00.000Z',
  }
}

const PAUSE = { minMs: 2000, maxMs: 6000 }

interface FixtureClick {
  user: string
  action: string
  reason: string | null
  trusted: boolean
  ignored?: boolean
}

/** What the page's own script (fixture.js, as Facebook's handlers would) saw clicked. */
const clicks = () => (window as unknown as { fixtureLog: FixtureClick[] }).fixtureLog
const clicked = () => clicks().map(({ user, action, reason, ignored }) => [user, action, reason, ...(ignored ? ['ignored'] : [])])

describe('applyActions', () => {
  let reports: [number, string, string | null][]
  let pauses: number[]
  let health: PageHealth[]
  let claims: Claim[]
  let welcomes: number[]
  let tagged: [string, WelcomeTag[]][]

  const run = (plan: Partial<ActionPlan>, clickCheckMs = 1000) =>
    applyActions({
      document,
      signal: new AbortController().signal,
      plan: async () => ({ actions: [], pause: PAUSE, blocked: null, ...plan }),
      claim: async () => claims.shift() ?? { allowed: true },
      report: async (done, status, error) => void reports.push([done.id, status, error]),
      onHealth: (report) => void health.push(report),
      welcome: async (sent) => void welcomes.push(sent.id),
      tag: async (postUrl, members) => void tagged.push([postUrl, members]),
      random: () => 0.5,
      sleep: async (ms) => void pauses.push(ms),
      clickCheckMs,
    })

  beforeAll(() => runFixtureScript('fixture.js'))

  beforeEach(() => {
    clicks().length = 0
    reports = []
    pauses = []
    health = []
    claims = []
    welcomes = []
    tagged = []
  })

  describe.each(Object.values(LANGUAGE_PAGES).map((page) => [page.lang, page] as const))('on the page in %s', (_, page) => {
    const [first, second, third] = page.people.map(({ id }) => id) as [string, string, string]

    it('clicks the right card’s Approve and Decline after a pause each, checks each took, and reports both', async () => {
      loadFixture(page.file)
      const outcome = await run({ actions: [action(1, 'approve', third), action(2, 'decline', first)] })
      expect(outcome).toBeNull()
      expect(clicked()).toEqual([
        [third, 'approve', null],
        [first, 'decline', null],
      ])
      expect(clicks().every(({ trusted }) => !trusted)).toBe(true)
      expect(pauses).toEqual([4000, 4000])
      expect(reports).toEqual([
        [1, 'done', null],
        [2, 'done', null],
      ])
      expect(document.querySelector(`[data-request="${first}"]`)).toBeNull()
    })

    it("declines with feedback, choosing Facebook's reason in the page's language", async () => {
      loadFixture(page.file)
      await run({ actions: [action(3, 'decline', second, { reason: 'Did not agree to group rules' })] })
      expect(clicked()).toEqual([[second, 'decline', page.words.reasons[1]]])
      expect(reports).toEqual([[3, 'done', null]])
    })
  })

  it('writes a reason Facebook does not offer into the feedback box', async () => {
    loadFixture('member-requests-fr')
    await run({ actions: [action(4, 'decline', '140001', { reason: 'Réponses sans rapport avec le groupe' })] })
    expect(clicked()).toEqual([['140001', 'decline', 'Réponses sans rapport avec le groupe']])
    expect(reports).toEqual([[4, 'done', null]])
  })

  it('never clicks the other buttons of a card (Message, More, Block)', async () => {
    loadFixture(STRAY_BUTTONS_PAGE.file)
    const [first, second, third] = STRAY_BUTTONS_PAGE.people.map(({ id }) => id) as [string, string, string]
    await run({ actions: [action(5, 'approve', second), action(6, 'decline', first), action(7, 'approve', third)] })
    expect(clicked()).toEqual([
      [second, 'approve', null],
      [first, 'decline', null],
      [third, 'approve', null],
    ])
    expect(reports.map(([, status]) => status)).toEqual(['done', 'done', 'done'])
  })

  it('clicks again when Facebook did not take a click, and reports one it took neither time', async () => {
    loadFixture('member-requests-de')
    document.querySelector('[data-request="150001"]')!.setAttribute('data-fixture-ignores', '1')
    document.querySelector('[data-request="150002"]')!.setAttribute('data-fixture-ignores', '2')
    await run({ actions: [action(8, 'approve', '150001'), action(9, 'decline', '150002'), action(10, 'approve', '150003')] }, 500)
    expect(clicked()).toEqual([
      ['150001', 'approve', null, 'ignored'],
      ['150001', 'approve', null],
      ['150002', 'decline', null, 'ignored'],
      ['150002', 'decline', null, 'ignored'],
      ['150003', 'approve', null],
    ])
    expect(reports).toEqual([
      [8, 'done', null],
      [9, 'failed', clickDidNotTake('decline')],
      [10, 'done', null],
    ])
    expect(clickDidNotTake('decline')).toContain('Facebook did not take the click on Decline')
  })

  it('leaves actions whose card is not on the page for a later round', async () => {
    loadFixture('member-requests-en')
    await run({ actions: [action(11, 'approve', '999999')] })
    expect(clicks()).toEqual([])
    expect(reports).toEqual([])
    expect(pauses).toEqual([])
  })

  it('stops and reports a changed page when a card has no Approve button', async () => {
    loadFixture('member-requests-it')
    document.querySelector('[data-request="160001"] [data-fixture="approve"]')!.remove()
    const outcome = await run({ actions: [action(12, 'approve', '160001'), action(13, 'approve', '160002')] })
    expect(outcome).toBe('markup_changed')
    expect(health).toEqual([{ status: 'markup_changed', detail: BUTTONS_MISSING_DETAIL }])
    expect(clicks()).toEqual([])
    expect(reports).toEqual([])
  })

  it('clicks nothing on a page in a language without a table', async () => {
    loadFixture('member-requests-nl')
    const outcome = await run({ actions: [action(14, 'approve', '200101')] })
    expect(outcome).toBe('markup_changed')
    expect(clicks()).toEqual([])
  })

  it('stops when the hourly limit is reached, and does nothing while blocked', async () => {
    loadFixture('member-requests-en')
    claims = [{ allowed: true }, { allowed: false, reason: 'hourly_limit' }]
    const outcome = await run({ actions: [action(15, 'approve', '100001'), action(16, 'approve', '100002')] })
    expect(outcome).toBe('hourly_limit')
    expect(clicked()).toEqual([['100001', 'approve', null]])
    expect(reports).toEqual([[15, 'done', null]])

    expect(await run({ actions: [action(16, 'approve', '100002')], blocked: 'language_unsupported' })).toBe('language_unsupported')
    expect(clicks()).toHaveLength(1)
  })

  it('sends a welcome message after its member is approved, paced and counted like a click', async () => {
    loadFixture('member-requests-en')
    const outcome = await run({
      actions: [
        action(17, 'approve', '100001'),
        action(18, 'welcome_message', '100001', { message: 'Welcome Ada!' }),
        action(19, 'welcome_message', '100099', { message: 'Welcome back!' }),
      ],
    })
    expect(outcome).toBeNull()
    expect(clicked()).toEqual([['100001', 'approve', null]])
    expect(welcomes).toEqual([18, 19])
    expect(pauses).toEqual([4000, 4000, 4000])
  })

  it('holds a welcome message while its approval could not be clicked', async () => {
    loadFixture('member-requests-en')
    const outcome = await run({
      actions: [action(20, 'approve', '555555'), action(21, 'welcome_message', '555555', { message: 'Hi' })],
    })
    expect(outcome).toBeNull()
    expect(welcomes).toEqual([])
  })

  it('tags approved members in the welcome post, a few per comment, each comment paced and counted', async () => {
    loadFixture('member-requests-en')
    const post = 'https://www.facebook.com/groups/123456/posts/777/'
    const members = ['100001', '200001', '200002', '200003', '200004', '200005', '200006']
    const outcome = await run({
      actions: [
        action(30, 'approve', '100001'),
        ...members.map((id, index) => action(31 + index, 'welcome_tag', id, { postUrl: post })),
      ],
    })
    expect(outcome).toBeNull()
    expect(TAGS_PER_COMMENT).toBe(5)
    expect(tagged).toEqual([
      [post, members.slice(0, 5).map((id, index) => ({ actionId: 31 + index, facebookUserId: id, name: `Member ${id}` }))],
      [post, members.slice(5).map((id, index) => ({ actionId: 36 + index, facebookUserId: id, name: `Member ${id}` }))],
    ])
    // One pause for the approval, one before each comment.
    expect(pauses).toEqual([4000, 4000, 4000])
  })

  it('holds a tag until its member is approved, fails one with no welcome post, and stops at the hourly limit', async () => {
    loadFixture('member-requests-en')
    const post = 'https://www.facebook.com/groups/123456/posts/777/'
    claims = [{ allowed: true }, { allowed: false, reason: 'hourly_limit' }]
    const outcome = await run({
      actions: [
        action(40, 'approve', '555555'),
        action(41, 'welcome_tag', '555555', { postUrl: post }),
        action(42, 'welcome_tag', '100002', { postUrl: null }),
        action(43, 'welcome_tag', '100003', { postUrl: post }),
        action(44, 'welcome_tag', '100004', { postUrl: 'https://www.facebook.com/groups/123456/posts/888/' }),
      ],
    })
    expect(outcome).toBe('hourly_limit')
    expect(reports).toEqual([[42, 'failed', NO_WELCOME_POST]])
    expect(tagged).toEqual([[post, [{ actionId: 43, facebookUserId: '100003', name: 'Member 100003' }]]])
  })
})
