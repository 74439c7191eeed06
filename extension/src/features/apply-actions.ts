/*
 * Carries out the owner's decisions on Facebook's page: for each approve or decline waiting at
 * the API whose card is on the page, a random pause, a claim against the hourly limit, then the
 * card's own button (declines with the owner's reason go through "Decline with feedback").
 * Welcome messages are paced and counted the same way, once their member is approved, and so is
 * each comment in the welcome post, which tags up to TAGS_PER_COMMENT approved members at once.
 * Every outcome is reported. When a card's buttons cannot be found, acting stops and the page
 * is reported as changed.
 */
import type { ActingBlock, ActionPlan, Claim, ExtensionAction, WelcomeTag } from '../messages'
import {
  FEEDBACK,
  FIELD_STRATEGIES,
  findDecisionButton,
  findRequestCards,
} from '../facebook/selectors'
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
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
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

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/** The card of one person, matched by the profile id the card links to. */
export function findCardOf(document: Document, facebookUserId: string): Element | null {
  return (
    findRequestCards(document).find((card) =>
      FIELD_STRATEGIES.profile.some((strategy) => strategy.find(card)?.facebookUserId === facebookUserId),
    ) ?? null
  )
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
async function declineWithFeedback(document: Document, card: Element, reason: string, signal: AbortSignal) {
  const more = FEEDBACK.moreOptions(card)
  if (!more) return false
  more.click()
  const item = await waitFor(() => FEEDBACK.declineWithFeedback(document), signal)
  if (!item) return false
  item.click()
  const dialog = await waitFor(() => FEEDBACK.dialog(document), signal)
  if (!dialog) return false
  const option = FEEDBACK.reasonOption(dialog, reason)
  if (option) option.click()
  else {
    const box = FEEDBACK.textBox(dialog)
    if (box) typeInto(box, reason)
  }
  const confirm = FEEDBACK.confirm(dialog)
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
    const decision = action.type === 'approve' ? 'approve' : 'decline'
    const button = findDecisionButton(card, decision)
    if (!button) {
      onHealth({ status: 'markup_changed', detail: BUTTONS_MISSING_DETAIL })
      return 'markup_changed'
    }
    const claimed = await claim()
    if (!claimed.allowed) return claimed.reason
    const reason = action.payload.reason
    const viaFeedback =
      decision === 'decline' && reason ? await declineWithFeedback(document, card, reason, signal) : false
    if (!viaFeedback) {
      // The feedback menu may have closed the card's state; find the button again.
      ;(findDecisionButton(card, decision) ?? button).click()
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
