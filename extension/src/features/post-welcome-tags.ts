/*
 * Tags new members in the group's welcome post, in a post page the background worker opened for
 * it: one comment greeting up to a batch of members, each picked from Facebook's mention
 * suggestions (typing "@" and the name), then posted. Every member gets an outcome: done when
 * mentioned in a posted comment, failed with the reason otherwise.
 */
import type { ActionOutcome, WelcomeTag } from '../messages'
import { findCommentBox, findCommentSubmit, findMentionOption, findWelcomePost } from '../facebook/selectors'
import type { PageHealth } from './capture-requests'
import { appendText, boxText, removeTrailing } from './rich-text'

export const WELCOME_GREETING = 'Welcome to the group, '

export const POST_MISSING =
  "The welcome post could not be opened. Check its address in the group's welcome message settings in JoinFlow."
export const COMMENT_BOX_MISSING = "The comment box of the group's welcome post could not be found."
export const NOT_POSTED = 'Facebook did not post the comment on the welcome post.'
export const mentionMissing = (name: string) => `Facebook did not suggest ${name} to mention in the welcome post.`

export const COMMENT_BOX_DETAIL =
  "Facebook's welcome post shows the post, but its comment box could not be found. " +
  'New members are not tagged until the extension is updated.'
export const MENTIONS_DETAIL =
  "Facebook's welcome post offered no suggestions to mention after \"@\". " +
  'New members are not tagged until the extension is updated.'

const WAIT_FOR_BOX_MS = 15_000
const WAIT_FOR_SUGGESTION_MS = 4000
const WAIT_FOR_POSTING_MS = 4000

type Wait = (ms: number) => Promise<void>

export interface TagOptions {
  onHealth: (health: PageHealth) => void
  wait?: Wait
}

async function waitFor<T>(find: () => T | null, timeoutMs: number, wait: Wait): Promise<T | null> {
  const deadline = Date.now() + timeoutMs
  let found = find()
  while (!found && Date.now() < deadline) {
    await wait(100)
    found = find()
  }
  return found
}

const suggestionsShown = (document: Document) => document.querySelector('[role="listbox"] [role="option"]') !== null

function pressEnter(box: HTMLElement) {
  for (const type of ['keydown', 'keypress', 'keyup']) {
    box.dispatchEvent(new KeyboardEvent(type, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13, bubbles: true, cancelable: true }))
  }
}

export async function postWelcomeTags(
  document: Document,
  members: WelcomeTag[],
  { onHealth, wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }: TagOptions,
): Promise<ActionOutcome[]> {
  const failAll = (error: string) => members.map(({ actionId }) => ({ actionId, status: 'failed' as const, error }))
  const box = await waitFor(() => findCommentBox(document), WAIT_FOR_BOX_MS, wait)
  if (!box) {
    // A post without a comment box is a changed page; no post at all is a wrong or deleted address.
    if (!findWelcomePost(document)) return failAll(POST_MISSING)
    onHealth({ status: 'markup_changed', detail: COMMENT_BOX_DETAIL })
    return failAll(COMMENT_BOX_MISSING)
  }

  const outcomes = new Map<number, ActionOutcome>()
  const mentioned: WelcomeTag[] = []
  let sawSuggestions = false
  appendText(box, WELCOME_GREETING)
  for (const member of members) {
    const typed = `${mentioned.length ? ', ' : ''}@${member.name}`
    appendText(box, typed)
    const option = await waitFor(() => findMentionOption(document, member.name, member.facebookUserId), WAIT_FOR_SUGGESTION_MS, wait)
    sawSuggestions ||= suggestionsShown(document)
    if (option) {
      option.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }))
      option.click()
    }
    // Facebook turns "@Name" into the mention; text still holding it was not taken.
    const taken = option && (await waitFor(() => (boxText(box).includes(`@${member.name}`) ? null : true), 1000, wait))
    if (taken) {
      mentioned.push(member)
    } else {
      removeTrailing(box, typed)
      outcomes.set(member.actionId, { actionId: member.actionId, status: 'failed', error: mentionMissing(member.name) })
    }
  }
  if (!sawSuggestions && !mentioned.length) onHealth({ status: 'markup_changed', detail: MENTIONS_DETAIL })

  if (mentioned.length) {
    appendText(box, '!')
    const posted = () => (boxText(box).includes(WELCOME_GREETING) ? null : true)
    pressEnter(box)
    let done = await waitFor(posted, WAIT_FOR_POSTING_MS, wait)
    const submit = done ? null : findCommentSubmit(box)
    if (submit) {
      submit.click()
      done = await waitFor(posted, WAIT_FOR_POSTING_MS, wait)
    }
    for (const { actionId } of mentioned) {
      outcomes.set(actionId, done ? { actionId, status: 'done', error: null } : { actionId, status: 'failed', error: NOT_POSTED })
    }
  } else {
    removeTrailing(box, WELCOME_GREETING)
  }
  return members.map(({ actionId }) => outcomes.get(actionId)!)
}
