// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadFixture } from '../../tests/support/fixtures'
import type { ActionPlan, Claim, ExtensionAction, WelcomeTag } from '../messages'
import { applyActions, BUTTONS_MISSING_DETAIL, findCardOf, NO_WELCOME_POST, TAGS_PER_COMMENT } from './apply-actions'
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

describe('applyActions', () => {
  let clicks: string[]
  let reports: [number, string, string | null][]
  let pauses: number[]
  let health: PageHealth[]
  let claims: Claim[]
  let welcomes: number[]
  let tagged: [string, WelcomeTag[]][]
  let listeners: AbortController

  /** Records what the page's controls receive, as Facebook's handlers would see it. */
  function recordClicks() {
    document.addEventListener('click', (event) => {
      const control = (event.target as Element).closest('[role="button"], button, [role="menuitem"]')
      if (!control) return
      const card = control.closest('[data-request]')
      const name = control.getAttribute('aria-label') ?? control.textContent
      clicks.push(`${card?.getAttribute('data-request') ?? 'page'} ${name}`)
    }, { signal: listeners.signal })
  }

  const run = (plan: Partial<ActionPlan>) =>
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
    })

  beforeEach(() => {
    clicks = []
    reports = []
    pauses = []
    health = []
    claims = []
    welcomes = []
    tagged = []
    listeners = new AbortController()
  })

  afterEach(() => listeners.abort())

  it('clicks the right card’s Approve and Decline after a pause each, and reports both', async () => {
    loadFixture('current-layout')
    recordClicks()
    const outcome = await run({ actions: [action(1, 'approve', '100003'), action(2, 'decline', '100001')] })
    expect(outcome).toBeNull()
    expect(clicks).toEqual(['100003 Approve', '100001 Decline'])
    expect(pauses).toEqual([4000, 4000])
    expect(reports).toEqual([
      [1, 'done', null],
      [2, 'done', null],
    ])
  })

  it('declines with feedback, choosing the reason Facebook offers', async () => {
    loadFixture('current-layout')
    recordClicks()
    // Facebook's menu and dialog, as the fixture page's script draws them.
    document.addEventListener('click', (event) => {
      const control = (event.target as Element).closest('[aria-label="More request options"]')
      if (!control) return
      const menu = document.createElement('div')
      menu.setAttribute('role', 'menu')
      menu.innerHTML = '<div role="menuitem">Decline with feedback</div>'
      menu.firstElementChild!.addEventListener('click', () => {
        const dialog = document.createElement('div')
        dialog.setAttribute('role', 'dialog')
        dialog.setAttribute('aria-label', 'Decline with feedback')
        dialog.innerHTML =
          '<label><input type="radio" name="r" /> Issue with answer to questions</label>' +
          '<label><input type="radio" name="r" /> Did not agree to group rules</label>' +
          '<textarea aria-label="Share feedback (optional)"></textarea>' +
          '<div role="button" aria-label="Decline">Decline</div>'
        document.body.append(dialog)
      })
      document.body.append(menu)
    }, { signal: listeners.signal })

    await run({ actions: [action(3, 'decline', '100002', { reason: 'Did not agree to group rules' })] })

    const dialog = document.querySelector('[role="dialog"]')!
    const chosen = [...dialog.querySelectorAll('input')].find((input) => input.checked)
    expect(chosen?.closest('label')?.textContent?.trim()).toBe('Did not agree to group rules')
    expect(clicks).toEqual(['100002 More request options', 'page Decline with feedback', 'page Decline'])
    expect(reports).toEqual([[3, 'done', null]])
  })

  it('writes a reason Facebook does not offer into the feedback box', async () => {
    loadFixture('current-layout')
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div role="menu"><div role="menuitem">Decline with feedback</div></div>' +
        '<div role="dialog" aria-label="Decline with feedback"><textarea></textarea><button>Decline</button></div>',
    )
    await run({ actions: [action(4, 'decline', '100001', { reason: 'Spam answers' })] })
    expect(document.querySelector('textarea')!.value).toBe('Spam answers')
    expect(reports).toEqual([[4, 'done', null]])
  })

  it('leaves actions whose card is not on the page for a later round', async () => {
    loadFixture('current-layout')
    recordClicks()
    await run({ actions: [action(5, 'approve', '999999')] })
    expect(clicks).toEqual([])
    expect(reports).toEqual([])
    expect(pauses).toEqual([])
  })

  it('stops and reports a changed page when a card has no Approve button', async () => {
    loadFixture('current-layout')
    recordClicks()
    document.querySelector('[data-request="100001"] [aria-label="Approve"]')!.remove()
    // The card is still found by its list item; its button is not.
    expect(findCardOf(document, '100001')).not.toBeNull()
    const outcome = await run({ actions: [action(6, 'approve', '100001'), action(7, 'approve', '100002')] })
    expect(outcome).toBe('markup_changed')
    expect(health).toEqual([{ status: 'markup_changed', detail: BUTTONS_MISSING_DETAIL }])
    expect(clicks).toEqual([])
    expect(reports).toEqual([])
  })

  it('stops when the hourly limit is reached, and does nothing while blocked', async () => {
    loadFixture('current-layout')
    recordClicks()
    claims = [{ allowed: true }, { allowed: false, reason: 'hourly_limit' }]
    const outcome = await run({ actions: [action(8, 'approve', '100001'), action(9, 'approve', '100002')] })
    expect(outcome).toBe('hourly_limit')
    expect(clicks).toEqual(['100001 Approve'])
    expect(reports).toEqual([[8, 'done', null]])

    expect(await run({ actions: [action(9, 'approve', '100002')], blocked: 'paused' })).toBe('paused')
    expect(clicks).toHaveLength(1)
  })

  it('sends a welcome message after its member is approved, paced and counted like a click', async () => {
    loadFixture('current-layout')
    recordClicks()
    const outcome = await run({
      actions: [
        action(10, 'approve', '100001'),
        action(11, 'welcome_message', '100001', { message: 'Welcome Ada!' }),
        action(12, 'welcome_message', '100099', { message: 'Welcome back!' }),
      ],
    })
    expect(outcome).toBeNull()
    expect(clicks).toEqual(['100001 Approve'])
    expect(welcomes).toEqual([11, 12])
    expect(pauses).toEqual([4000, 4000, 4000])
  })

  it('holds a welcome message while its approval could not be clicked', async () => {
    loadFixture('current-layout')
    const outcome = await run({
      actions: [action(13, 'approve', '555555'), action(14, 'welcome_message', '555555', { message: 'Hi' })],
    })
    expect(outcome).toBeNull()
    expect(welcomes).toEqual([])
  })

  it('tags approved members in the welcome post, a few per comment, each comment paced and counted', async () => {
    loadFixture('current-layout')
    const post = 'https://www.facebook.com/groups/123456/posts/777/'
    const members = ['100001', '200001', '200002', '200003', '200004', '200005', '200006']
    const outcome = await run({
      actions: [
        action(20, 'approve', '100001'),
        ...members.map((id, index) => action(21 + index, 'welcome_tag', id, { postUrl: post })),
      ],
    })
    expect(outcome).toBeNull()
    expect(TAGS_PER_COMMENT).toBe(5)
    expect(tagged).toEqual([
      [post, members.slice(0, 5).map((id, index) => ({ actionId: 21 + index, facebookUserId: id, name: `Member ${id}` }))],
      [post, members.slice(5).map((id, index) => ({ actionId: 26 + index, facebookUserId: id, name: `Member ${id}` }))],
    ])
    // One pause for the approval, one before each comment.
    expect(pauses).toEqual([4000, 4000, 4000])
  })

  it('holds a tag until its member is approved, fails one with no welcome post, and stops at the hourly limit', async () => {
    loadFixture('current-layout')
    const post = 'https://www.facebook.com/groups/123456/posts/777/'
    claims = [{ allowed: true }, { allowed: false, reason: 'hourly_limit' }]
    const outcome = await run({
      actions: [
        action(30, 'approve', '555555'),
        action(31, 'welcome_tag', '555555', { postUrl: post }),
        action(32, 'welcome_tag', '100002', { postUrl: null }),
        action(33, 'welcome_tag', '100003', { postUrl: post }),
        action(34, 'welcome_tag', '100004', { postUrl: 'https://www.facebook.com/groups/123456/posts/888/' }),
      ],
    })
    expect(outcome).toBe('hourly_limit')
    expect(reports).toEqual([[32, 'failed', NO_WELCOME_POST]])
    expect(tagged).toEqual([[post, [{ actionId: 33, facebookUserId: '100003', name: 'Member 100003' }]]])
  })
})
