/*
 * Carries out the owner's decisions on Facebook's page: for each approve or decline waiting at
 * the API whose card is on the page, a random pause, a claim against the hourly limit, then the
 * card's own button (declines with the owner's reason go through "Decline with feedback").
 * Welcome messages are paced and counted the same way, once their member is approved, and so is
 * each comment in the welcome post, which tags up to TAGS_PER_COMMENT approved members at once.
 * Every outcome is reported. Each click is checked on the card afterwards (it leaves the page or
 * changes); a click Facebook did not take is tried once more, then reported as failed. When a
 * card's buttons cannot be found, acting stops and the page is reported as changed. Everything is
 * found in the page's own language (labels.ts).
 */
import type { Labels } from '../facebook/labels'
import { FEEDBACK, findCardOf, findDecisionButton, pageLanguage, type Decision } from '../facebook/selectors'
import type { ActingBlock, ActionPlan, Claim, ExtensionAction, WelcomeTag } from '../messages'
import type { PageHealth } from './capture-requests'

export interface ActOptions {
  document: Document
  signal: AbortSignal
  plan: () => Promise<ActionPlan>
  claim: () => Promise<Claim>
  report: (action: ExtensionAction, status: 'done' | 'failed', error: string | null) => Promise<unknown>
  /** Sends a welcome message from a conversation page; the worker reports its outcome. */
  welcome: (action: ExtensionAction) => Promise<unknown>
  /** Tags members in a comment on the welcome post; the worker reports each outcome. */
  tag: (postUrl: string, members: WelcomeTag[]) => Promise<unknown>
  onHealth: (health: PageHealth) => void
  random?: () => number
  /** The pauses between clicks. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
  /** How long a click has to show on the card before it is tried again, then reported. */
  clickCheckMs?: number
}

/** Why a round of acting ended early, if it did. */
export type ActingOutcome = ActingBlock | 'aborted' | null

export const BUTTONS_MISSING_DETAIL =
  "Facebook's page shows the request, but its Approve or Decline button could not be found. " +
  'Nothing is approved or declined until the extension is updated.'

/** Members greeted in one comment: enough to keep the post quiet, few enough to look like a person. */
export const TAGS_PER_COMMENT = 5

export const NO_WELCOME_POST =
  "No welcome post is set for this group. Add the post's address in the group's welcome message settings in JoinFlow."

const WAIT_FOR_MENU_MS = 3000
export const CLICK_CHECK_MS = 3000
const POLL_MS = 50

const DECISION_NAMES: Record<Decision, string> = { approve: 'Approve', decline: 'Decline' }

/** What the owner reads when Facebook did not take a click, tried twice. */
export const clickDidNotTake = (decision: Decision) =>
  `Facebook did not take the click on ${DECISION_NAMES[decision]}: the request was still on the page after two tries. ` +
  'Decide it again in JoinFlow, or on Facebook itself.'

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/** What a card shows, to tell whether a click changed it. */
function looksOf(card: Element) {
  return `${card.isConnected}|${card.getAttribute('aria-hidden')}|${card.textContent}`
}

/**
 * Whether the card changed after a click: it left the page, was hidden, or says something else
 * (Facebook writes "Approved" or "Declined" where the buttons were).
 */
async function cardChanged(card: Element, before: string, signal: AbortSignal, withinMs: number) {
  const deadline = Date.now() + withinMs
  for (;;) {
    if (!card.isConnected || looksOf(card) !== before) return true
    if (signal.aborted || Date.now() > deadline) return false
    await sleep(POLL_MS, signal)
  }
}

async function waitFor<T>(find: () => T | null, signal: AbortSignal): Promise<T | null> {
  const deadline = Date.now() + WAIT_FOR_MENU_MS
  for (;;) {
    const found = find()
    if (found || signal.aborted || Date.now() > deadline) return found
    await sleep(50, signal)
  }
}

function typeInto(box: HTMLElement, text: string) {
  if (box instanceof HTMLTextAreaElement || box instanceof HTMLInputElement) {
    box.value = text
  } else {
    box.textContent = text
  }
  box.dispatchEvent(new InputEvent('input', { bubbles: true, data: text }))
}

/**
 * Declines through "More request options" → "Decline with feedback", choosing the reason when
 * Facebook offers it and writing it otherwise. Answers false when that menu is not there.
 */
async function declineWithFeedback(document: Document, card: Element, reason: string, labels: Labels | null, signal: AbortSignal) {
  const more = FEEDBACK.moreOptions(card, labels)
  if (!more) return false
  more.click()
  const item = await waitFor(() => FEEDBACK.declineWithFeedback(document, labels), signal)
  if (!item) return false
  item.click()
  const dialog = await waitFor(() => FEEDBACK.dialog(document, labels), signal)
  if (!dialog) return false
  const option = FEEDBACK.reasonOption(dialog, reason, labels)
  if (option) option.click()
  else {
    const box = FEEDBACK.textBox(dialog)
    if (box) typeInto(box, reason)
  }
  const confirm = FEEDBACK.confirm(dialog, labels)
  if (!confirm) return false
  confirm.click()
  return true
}

export async function applyActions({
  document,
  signal,
  plan,
  claim,
  report,
  onHealth,
  welcome,
  tag,
  random = Math.random,
  sleep: wait = sleep,
  clickCheckMs = CLICK_CHECK_MS,
}: ActOptions): Promise<ActingOutcome> {
  const { actions, pause, blocked } = await plan()
  if (blocked) return blocked
  const pauseFor = () => wait(pause.minMs + random() * (pause.maxMs - pause.minMs), signal)
  // A welcome message waits until its member's approval has been clicked.
  const notYetApproved = new Set(actions.filter(({ type }) => type === 'approve').map(({ facebookUserId }) => facebookUserId))
  for (const action of actions) {
    if (signal.aborted) return 'aborted'
    if (action.type === 'welcome_tag') continue
    if (action.type === 'welcome_message') {
      if (notYetApproved.has(action.facebookUserId) || !action.payload.message) continue
      await pauseFor()
      if (signal.aborted) return 'aborted'
      const claimed = await claim()
      if (!claimed.allowed) return claimed.reason
      await welcome(action)
      continue
    }
    // Requests not on this page (not loaded yet, or in another filter) wait for a later round.
    if (!findCardOf(document, action.facebookUserId)) continue
    await pauseFor()
    if (signal.aborted) return 'aborted'
    const card = findCardOf(document, action.facebookUserId)
    if (!card) continue
    const { labels } = pageLanguage(document)
    const decision = action.type === 'approve' ? 'approve' : 'decline'
    if (!findDecisionButton(card, decision, labels)) {
      onHealth({ status: 'markup_changed', detail: BUTTONS_MISSING_DETAIL })
      return 'markup_changed'
    }
    const claimed = await claim()
    if (!claimed.allowed) return claimed.reason
    const reason = decision === 'decline' ? action.payload.reason : undefined
    // Once more if the card did not change; then the owner is told.
    let took = false
    for (let attempt = 0; attempt < 2 && !took && !signal.aborted; attempt++) {
      const before = looksOf(card)
      const viaFeedback = reason ? await declineWithFeedback(document, card, reason, labels, signal) : false
      if (!viaFeedback) {
        // The feedback menu may have changed the card; find its button again.
        const button = findDecisionButton(card, decision, labels)
        if (!button) break
        button.click()
      }
      took = await cardChanged(card, before, signal, clickCheckMs)
    }
    if (signal.aborted) return 'aborted'
    if (!took) {
      await report(action, 'failed', clickDidNotTake(decision))
      continue
    }
    await report(action, 'done', null)
    notYetApproved.delete(action.facebookUserId)
  }
  return tagNewMembers(actions.filter(({ type, facebookUserId }) => type === 'welcome_tag' && !notYetApproved.has(facebookUserId)))

  /** Tags wait, like welcome messages, until their member's approval has been clicked. */
  async function tagNewMembers(tags: ExtensionAction[]): Promise<ActingOutcome> {
    const byPost = new Map<string, WelcomeTag[]>()
    for (const action of tags) {
      const postUrl = action.payload.postUrl
      if (!postUrl) {
        await report(action, 'failed', NO_WELCOME_POST)
        continue
      }
      const member = { actionId: action.id, facebookUserId: action.facebookUserId, name: action.name }
      byPost.set(postUrl, [...(byPost.get(postUrl) ?? []), member])
    }
    for (const [postUrl, members] of byPost) {
      for (let start = 0; start < members.length; start += TAGS_PER_COMMENT) {
        if (signal.aborted) return 'aborted'
        await pauseFor()
        if (signal.aborted) return 'aborted'
        const claimed = await claim()
        if (!claimed.allowed) return claimed.reason
        await tag(postUrl, members.slice(start, start + TAGS_PER_COMMENT))
      }
    }
    return null
  }
}
