/*
 * Every way the extension finds things on Facebook's member-requests page.
 *
 * Facebook changes its markup often, so each field has more than one
 * strategy, tried in order: roles and aria-labels first, then visible text,
 * never generated class names. Each strategy is proved by a fixture under
 * tests/fixtures/ (see selectors.test.ts). When cards are on the page but a
 * required field cannot be read, the readers say so instead of guessing, so
 * the extension can stop acting and tell the owner.
 */
import type { CapturedRequest } from '../messages'
import { parseJoinedFacebook, parseRelativeTime } from './dates'

export type Decision = 'approve' | 'decline'

interface Strategy<T> {
  /** What the strategy relies on, named in health reports and tests. */
  name: string
  find: (root: Element) => T | null
}

const CONTROL = 'button, [role="button"]'

const normalize = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** What a person (or a screen reader) reads on a control: its aria-label, else its text. */
export function accessibleName(element: Element): string {
  return normalize(element.getAttribute('aria-label')) || normalize(element.textContent)
}

function first<T>(root: Element, strategies: readonly Strategy<T>[]): T | null {
  for (const strategy of strategies) {
    const found = strategy.find(root)
    if (found !== null) return found
  }
  return null
}

/**
 * The card's text, one entry per element that holds text of its own
 * ("Invited by <a>Ana</a>" reads as "Invited by Ana"), in page order.
 */
function textLines(card: Element): string[] {
  const lines: string[] = []
  for (const element of card.querySelectorAll('*')) {
    if (element.closest(CONTROL)) continue
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === 3 && normalize(node.textContent) !== '',
    )
    if (ownText) lines.push(normalize(element.textContent))
  }
  return lines
}

function lineMatching(card: Element, pattern: RegExp): RegExpExecArray | null {
  for (const line of textLines(card)) {
    const match = pattern.exec(line)
    if (match) return match
  }
  return null
}

// ── Controls ────────────────────────────────────────────────────────────────

const LABELS: Record<Decision, RegExp> = { approve: /^approve$/i, decline: /^decline$/i }
const BULK_LABELS: Record<Decision, RegExp> = { approve: /^approve all$/i, decline: /^decline all$/i }

function controlsNamed(root: ParentNode, label: RegExp): Element[] {
  return [...root.querySelectorAll(CONTROL)].filter((control) => label.test(accessibleName(control)))
}

export const CONTROL_STRATEGIES = {
  byAriaLabel: (root: ParentNode, label: RegExp) =>
    [...root.querySelectorAll(`${CONTROL}`)].filter((control) =>
      label.test(normalize(control.getAttribute('aria-label'))),
    ),
  byVisibleText: (root: ParentNode, label: RegExp) =>
    [...root.querySelectorAll(CONTROL)].filter((control) =>
      label.test(normalize(control.textContent)),
    ),
}

/** A card's own Approve or Decline control, by aria-label first, then by its visible text. */
export function findDecisionButton(card: Element, decision: Decision): HTMLElement | null {
  const label = LABELS[decision]
  const found =
    CONTROL_STRATEGIES.byAriaLabel(card, label)[0] ?? CONTROL_STRATEGIES.byVisibleText(card, label)[0]
  return (found as HTMLElement | undefined) ?? null
}

/** Which decision a control stands for, when it is a card's Approve or Decline. */
export function decisionOfControl(control: Element): Decision | null {
  const name = accessibleName(control)
  if (LABELS.approve.test(name)) return 'approve'
  if (LABELS.decline.test(name)) return 'decline'
  return null
}

/** Which decision a page-wide "Approve all" / "Decline all" control stands for. */
export function bulkDecisionOfControl(control: Element): Decision | null {
  const name = accessibleName(control)
  if (BULK_LABELS.approve.test(name)) return 'approve'
  if (BULK_LABELS.decline.test(name)) return 'decline'
  return null
}

/** The control a click landed on, if it is a button at all. */
export function controlAt(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(CONTROL) : null
}

/** "More request options" → "Decline with feedback" → a dialog with reasons and a text box. */
export const FEEDBACK = {
  moreOptions: (card: Element) =>
    (controlsNamed(card, /^more (request )?options$/i)[0] as HTMLElement | undefined) ?? null,
  declineWithFeedback: (document: Document) =>
    ([...document.querySelectorAll('[role="menuitem"], [role="menu"] [role="button"], [role="menu"] button')].find(
      (item) => /^decline with feedback$/i.test(accessibleName(item)),
    ) as HTMLElement | undefined) ?? null,
  dialog: (document: Document) =>
    ([...document.querySelectorAll('[role="dialog"]')].find((dialog) =>
      /feedback|decline/i.test(
        normalize(dialog.getAttribute('aria-label')) || normalize(dialog.textContent),
      ),
    ) as HTMLElement | undefined) ?? null,
  /** A preset reason whose label is the owner's reason, as a radio or a checkbox. */
  reasonOption: (dialog: Element, reason: string) =>
    ([...dialog.querySelectorAll('[role="radio"], [role="checkbox"], input[type="radio"], input[type="checkbox"]')].find(
      (option) => {
        const label =
          normalize(option.getAttribute('aria-label')) ||
          normalize(option.closest('label')?.textContent) ||
          normalize(option.textContent)
        return label.toLowerCase() === reason.trim().toLowerCase()
      },
    ) as HTMLElement | undefined) ?? null,
  textBox: (dialog: Element) =>
    (dialog.querySelector('textarea, [role="textbox"], input[type="text"]') as HTMLElement | null) ?? null,
  confirm: (dialog: Element) =>
    (controlsNamed(dialog, /^(decline|confirm|send|submit)$/i)[0] as HTMLElement | undefined) ?? null,
}

// ── Cards ───────────────────────────────────────────────────────────────────

const PROFILE_LINK = 'a[href*="/user/"], a[href*="profile.php"]'

function hasControls(element: Element) {
  return element.querySelector(CONTROL) !== null
}

/** Strategies for the request cards themselves, most specific first. */
export const CARD_STRATEGIES: readonly Strategy<Element[]>[] = [
  {
    name: 'list items with controls in the main region',
    find: (root) => {
      const items = [...root.querySelectorAll('[role="main"] [role="list"] [role="listitem"]')].filter(
        (item) => hasControls(item) && !item.closest('[role="dialog"]'),
      )
      // An answer list inside a card is a list too; keep only the outermost items.
      const cards = items.filter((item) => !items.some((other) => other !== item && other.contains(item)))
      return cards.length ? cards : null
    },
  },
  {
    name: 'the block around each Approve control that links one profile',
    find: (root) => {
      const cards = new Set<Element>()
      for (const control of controlsNamed(root, LABELS.approve)) {
        let element: Element | null = control.parentElement
        while (element && element !== root && !element.querySelector(PROFILE_LINK)) {
          element = element.parentElement
        }
        if (element && element !== root) cards.add(element)
      }
      return cards.size ? [...cards] : null
    },
  },
]

/** Every pending request card on the page (or under `root`), in page order. */
export function findRequestCards(root: ParentNode): Element[] {
  const start = root instanceof Document ? root.documentElement : (root as Element)
  return first(start, CARD_STRATEGIES) ?? []
}

/** Whether the page says requests are pending, whatever their cards look like. */
export function pageShowsPendingRequests(root: ParentNode): boolean {
  return [...root.querySelectorAll(CONTROL)].some((control) => bulkDecisionOfControl(control) !== null)
}

/** The card a control or any element inside it belongs to. */
export function cardContaining(element: Element, root: ParentNode = element.ownerDocument): Element | null {
  return findRequestCards(root).find((card) => card.contains(element)) ?? null
}

// ── Fields of a card ────────────────────────────────────────────────────────

interface Profile {
  facebookUserId: string
  profileUrl: string
  link: HTMLAnchorElement
}

function profileFrom(link: HTMLAnchorElement, id: string | null | undefined): Profile | null {
  return id && /^\d+$/.test(id) ? { facebookUserId: id, profileUrl: link.href, link } : null
}

export const FIELD_STRATEGIES = {
  profile: [
    {
      name: 'a link to /user/<id>/',
      find: (card) => {
        const link = card.querySelector<HTMLAnchorElement>('a[href*="/user/"]')
        return link ? profileFrom(link, /\/user\/(\d+)/.exec(link.href)?.[1]) : null
      },
    },
    {
      name: 'a link to profile.php?id=<id>',
      find: (card) => {
        const link = card.querySelector<HTMLAnchorElement>('a[href*="profile.php"]')
        return link ? profileFrom(link, new URL(link.href, 'https://www.facebook.com').searchParams.get('id')) : null
      },
    },
  ] satisfies Strategy<Profile>[],

  name: [
    {
      name: 'the text of a profile link',
      find: (card) =>
        [...card.querySelectorAll(PROFILE_LINK)].map((link) => normalize(link.textContent)).find(Boolean) ??
        null,
    },
    {
      name: 'the aria-label of a profile link',
      find: (card) =>
        [...card.querySelectorAll(PROFILE_LINK)]
          .map((link) => normalize(link.getAttribute('aria-label')))
          .find(Boolean) ?? null,
    },
    {
      name: 'the first heading',
      find: (card) => normalize(card.querySelector('[role="heading"], h2, h3, h4')?.textContent) || null,
    },
  ] satisfies Strategy<string>[],

  profileImageUrl: [
    {
      name: 'an image inside a profile link',
      find: (card) => {
        for (const link of card.querySelectorAll(PROFILE_LINK)) {
          const image = link.querySelector('img')?.getAttribute('src') ?? link.querySelector('image')?.getAttribute('xlink:href') ?? link.querySelector('image')?.getAttribute('href')
          if (image) return new URL(image, link.ownerDocument.baseURI).href
        }
        return null
      },
    },
  ] satisfies Strategy<string>[],

  answers: [
    {
      name: 'a list labelled as the answers',
      find: (card) => {
        const list = card.querySelector(
          '[role="list"][aria-label*="answer" i], [role="list"][aria-label*="question" i], ul[aria-label*="answer" i], ul[aria-label*="question" i]',
        )
        if (!list) return null
        return [...list.querySelectorAll('[role="listitem"], li')].flatMap((item) => {
          const [question, ...answer] = [...item.children].map((part) => normalize(part.textContent))
          return question ? [{ question, answer: answer.join(' ') || null }] : []
        })
      },
    },
    {
      name: 'each question (text ending in "?") followed by its answer',
      find: (card) => {
        const answers: CapturedRequest['answers'] = []
        for (const element of card.querySelectorAll('*')) {
          if (element.children.length || element.closest(CONTROL)) continue
          const question = normalize(element.textContent)
          if (!question.endsWith('?')) continue
          const next = element.nextElementSibling ?? element.parentElement?.nextElementSibling
          answers.push({ question, answer: normalize(next?.textContent) || null })
        }
        return answers.length ? answers : null
      },
    },
  ] satisfies Strategy<CapturedRequest['answers']>[],
}

const RULES_AGREED = /\b(agreed|agrees) to (the )?(group )?rules\b/i
const RULES_NOT_AGREED =
  /\b((has not|hasn't|did not|didn't|have not|haven't) agreed? to (the )?(group )?rules|no response to (the )?(group )?rules)/i

function agreedToRules(card: Element): boolean | null {
  for (const line of textLines(card)) {
    if (RULES_NOT_AGREED.test(line)) return false
    if (RULES_AGREED.test(line)) return true
  }
  return null
}

function requestedAt(card: Element, now: Date): string | null {
  const time = card.querySelector('time[datetime]')?.getAttribute('datetime')
  if (time && !Number.isNaN(Date.parse(time))) return new Date(time).toISOString()
  const unix = card.querySelector('abbr[data-utime]')?.getAttribute('data-utime')
  if (unix && /^\d+$/.test(unix)) return new Date(Number(unix) * 1000).toISOString()
  for (const line of textLines(card)) {
    if (/joined facebook/i.test(line)) continue
    const words = /^(?:requested|asked to join|request sent)?\s*(.+)$/i.exec(line)?.[1] ?? line
    const date = parseRelativeTime(words, now)
    if (date) return date.toISOString()
  }
  return null
}

export type CardReading =
  | { ok: true; request: CapturedRequest }
  | { ok: false; missing: ('profile' | 'name')[] }

/** Everything a card shows about the person asking to join. */
export function readRequestCard(card: Element, now: Date = new Date()): CardReading {
  const profile = first(card, FIELD_STRATEGIES.profile)
  const name = first(card, FIELD_STRATEGIES.name)
  if (!profile || !name) {
    return { ok: false, missing: [...(profile ? [] : ['profile' as const]), ...(name ? [] : ['name' as const])] }
  }
  const joined = lineMatching(card, /joined facebook .+/i)
  const groupsInCommon = lineMatching(card, /^(\d+) (?:mutual )?groups? in common\b/i)
  return {
    ok: true,
    request: {
      facebookUserId: profile.facebookUserId,
      name,
      profileUrl: profile.profileUrl,
      profileImageUrl: first(card, FIELD_STRATEGIES.profileImageUrl),
      answers: first(card, FIELD_STRATEGIES.answers) ?? [],
      agreedToRules: agreedToRules(card),
      joinedFacebookAt: joined ? parseJoinedFacebook(joined[0], now) : null,
      livesIn: lineMatching(card, /^(?:lives in|from) (.+?)\.?$/i)?.[1] ?? null,
      invitedBy: lineMatching(card, /^invited by (.+?)\.?$/i)?.[1] ?? null,
      groupsInCommon: groupsInCommon ? Number(groupsInCommon[1]) : null,
      requestedAt: requestedAt(card, now),
    },
  }
}

// ── Messenger (welcome direct messages) ─────────────────────────────────────

/** The conversation page with one person: /messages/t/<id>. */
export function messengerRecipient(address: string | URL): string | null {
  const url = typeof address === 'string' ? new URL(address) : address
  return /^\/messages\/t\/(\d+)\/?$/.exec(url.pathname)?.[1] ?? null
}

export const MESSENGER = {
  /** The message box: a labelled rich-text box first, then any rich-text box, then a text area. */
  composer: [
    {
      name: 'a textbox labelled as the message',
      find: (root) => root.querySelector<HTMLElement>('[role="textbox"][contenteditable="true"][aria-label*="message" i]'),
    },
    {
      name: 'any editable textbox',
      find: (root) => root.querySelector<HTMLElement>('[role="textbox"][contenteditable="true"], [contenteditable="true"]'),
    },
    { name: 'a text area', find: (root) => root.querySelector<HTMLElement>('textarea') },
  ] satisfies Strategy<HTMLElement>[],
  send: [
    {
      name: 'the Send control by aria-label',
      find: (root) =>
        (CONTROL_STRATEGIES.byAriaLabel(root, /^(press enter to send|send)$/i)[0] as HTMLElement | undefined) ?? null,
    },
    {
      name: 'the Send control by its text',
      find: (root) => (CONTROL_STRATEGIES.byVisibleText(root, /^send$/i)[0] as HTMLElement | undefined) ?? null,
    },
  ] satisfies Strategy<HTMLElement>[],
}

export function findComposer(document: Document): HTMLElement | null {
  return first(document.documentElement, MESSENGER.composer)
}

export function findSendButton(document: Document): HTMLElement | null {
  return first(document.documentElement, MESSENGER.send)
}

// ── Welcome post (tags of new members) ──────────────────────────────────────

/** A post in a group: /groups/<id>/posts/<post id> or /groups/<id>/permalink/<post id>. */
export function groupPostPage(address: string | URL): { facebookGroupId: string; postId: string } | null {
  const url = typeof address === 'string' ? new URL(address) : address
  const match = /^\/groups\/([^/?#]+)\/(?:posts|permalink)\/([^/?#]+)\/?$/.exec(url.pathname)
  return match ? { facebookGroupId: decodeURIComponent(match[1]!).toLowerCase(), postId: match[2]! } : null
}

const COMMENT_LABEL = /comment/i

export const WELCOME_POST = {
  /** The post itself: an article in the main region, else any article. */
  post: [
    { name: 'an article in the main region', find: (root) => root.querySelector<HTMLElement>('[role="main"] [role="article"]') },
    { name: 'any article', find: (root) => root.querySelector<HTMLElement>('[role="article"], article') },
  ] satisfies Strategy<HTMLElement>[],
  /** The box to write a comment in: labelled as a comment, by aria-label, then by placeholder. */
  commentBox: [
    {
      name: 'a textbox labelled as a comment',
      find: (root) =>
        [...root.querySelectorAll<HTMLElement>('[role="textbox"][contenteditable="true"], [contenteditable="true"], textarea')].find(
          (box) => COMMENT_LABEL.test(box.getAttribute('aria-label') ?? ''),
        ) ?? null,
    },
    {
      name: 'a textbox whose placeholder asks for a comment',
      find: (root) =>
        [...root.querySelectorAll<HTMLElement>('[contenteditable="true"], textarea')].find((box) =>
          COMMENT_LABEL.test(box.getAttribute('aria-placeholder') ?? box.getAttribute('placeholder') ?? ''),
        ) ?? null,
    },
  ] satisfies Strategy<HTMLElement>[],
  /** A control that posts the comment, near the box (Enter in the box is tried first). */
  submit: [
    {
      name: 'the comment form’s post control by aria-label',
      find: (form) =>
        (CONTROL_STRATEGIES.byAriaLabel(form, /^(post comment|comment|post|submit|press enter to post)$/i)[0] as
          | HTMLElement
          | undefined) ?? null,
    },
    {
      name: 'the comment form’s post control by its text',
      find: (form) => (CONTROL_STRATEGIES.byVisibleText(form, /^(post|comment|submit)$/i)[0] as HTMLElement | undefined) ?? null,
    },
  ] satisfies Strategy<HTMLElement>[],
}

export function findWelcomePost(document: Document): HTMLElement | null {
  return first(document.documentElement, WELCOME_POST.post)
}

export function findCommentBox(document: Document): HTMLElement | null {
  return first(document.documentElement, WELCOME_POST.commentBox)
}

/** The post control of the form the comment box is in (the closest ancestor holding a control). */
export function findCommentSubmit(box: HTMLElement): HTMLElement | null {
  let form: Element | null = box.closest('form') ?? box.parentElement
  while (form && !form.querySelector(CONTROL)) form = form.parentElement
  if (!form || form.matches('[role="article"], [role="main"], body')) return null
  return first(form, WELCOME_POST.submit)
}

/**
 * The suggestion for `name` in the mention typeahead Facebook opens after "@": an option of a
 * listbox whose name (aria-label or a line of its text) is the member's, preferring one that
 * links the member's profile id.
 */
export function findMentionOption(document: Document, name: string, facebookUserId: string): HTMLElement | null {
  const wanted = normalize(name).toLowerCase()
  const options = [...document.querySelectorAll<HTMLElement>('[role="listbox"] [role="option"]')].filter(
    (option) =>
      normalize(option.getAttribute('aria-label')).toLowerCase() === wanted ||
      [option, ...option.querySelectorAll('*')].some(
        (part) => [...part.childNodes].some((node) => node.nodeType === 3) && normalize(part.textContent).toLowerCase() === wanted,
      ),
  )
  const linksMember = (option: HTMLElement) =>
    [option, ...option.querySelectorAll('*')].some((part) =>
      [...part.attributes].some((attribute) => new RegExp(`(^|\\D)${facebookUserId}(\\D|$)`).test(attribute.value)),
    )
  return options.find(linksMember) ?? options[0] ?? null
}
