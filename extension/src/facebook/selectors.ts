/*
 * Every way the extension finds things on Facebook's pages, in one place.
 *
 * The member-requests page is read by its structure first: the main region, one card per
 * pending person (found from the person's profile link — `/user/<id>/`, `/groups/<group>/user/<id>/`
 * or `profile.php?id=<id>` — around their avatar, widened to the block that holds that person
 * alone), the answer blocks inside it, and the card's two decision buttons by role and position.
 * Words (labels.ts, in every supported language) confirm what the structure found and read what
 * only words say. Generated class names are never used. Each strategy is proved by a fixture
 * page under tests/fixtures/ (see selectors.test.ts). When request cards are on the page but
 * something cannot be read, the readers say what is missing instead of guessing, so the extension
 * can stop acting and tell the owner.
 */
import { parseFacebookGroupPostPath } from '@joinflow/rules/facebook'
import type { CapturedRequest } from '../messages'
import { findRelativeTime, joinedFacebookPart, parseJoinedFacebook } from './dates'
import {
  isOneOf,
  labelsForLang,
  LANGUAGES,
  normalizeWords,
  presetReason,
  type FeedbackReason,
  type Labels,
} from './labels'

export type Decision = 'approve' | 'decline'

interface Strategy<T> {
  /** What the strategy relies on, named in health reports and tests. */
  name: string
  find: (root: Element) => T | null
}

const CONTROL = 'button, [role="button"]'
/** Parts of the page that hold no request cards even when they link people. */
const NOT_REQUESTS =
  '[role="navigation"], [role="banner"], [role="complementary"], [role="contentinfo"], [role="dialog"], [role="menu"]'
/** Roles a card never reaches beyond: the list of cards itself and the page's regions. */
const CONTAINER_ROLES = new Set(['list', 'feed', 'grid', 'main', 'region', 'dialog', 'navigation', 'banner', 'complementary'])
const AVATAR = 'img, svg, image, [role="img"]'
const LIST = '[role="list"], ul, ol'
const LIST_ITEM = '[role="listitem"], li'

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

/** Whether `name` starts with one of `words` as whole words ("Approve request" → "Approve"). */
function startsWithOneOf(name: string, words: readonly string[]) {
  const value = normalizeWords(name)
  return words.some((word) => {
    const wanted = normalizeWords(word)
    return value === wanted || value.startsWith(`${wanted} `)
  })
}

// ── The page ────────────────────────────────────────────────────────────────

/** Where the requests are: the main region, else the whole page. */
export function requestsRegion(document: Document): Element {
  return document.querySelector('[role="main"]') ?? document.body ?? document.documentElement
}

function controlsIn(root: Element): HTMLElement[] {
  const outside = [...root.querySelectorAll(NOT_REQUESTS)]
  const controls = [...root.querySelectorAll<HTMLElement>(CONTROL)]
  return outside.length ? controls.filter((control) => !outside.some((part) => part.contains(control))) : controls
}

export interface PageLanguage {
  /** The table the page is read with, or null when no table fits the page. */
  labels: Labels | null
  /** The page's `<html lang>`, as it says it. */
  lang: string
}

const pageWords = new WeakMap<Labels, { buttons: Set<string>; titles: Set<string> }>()

/** How many of the page's own words (controls and headings, normalized; the title) a table knows. */
function wordsKnown(labels: Labels, names: ReadonlySet<string>, title: string) {
  let words = pageWords.get(labels)
  if (!words) {
    const buttons = [labels.approve, labels.decline, labels.approveAll, labels.declineAll, labels.moreOptions].flat()
    words = { buttons: new Set(buttons.map(normalizeWords)), titles: new Set(labels.title.map(normalizeWords)) }
    pageWords.set(labels, words)
  }
  let known = 0
  for (const name of names) if (words.buttons.has(name) || words.titles.has(name)) known += 1
  for (const word of words.titles) if (title.includes(word)) known += 1
  return known
}

/**
 * The language to read the page in: the one its `lang` names when the page's words agree (or say
 * nothing yet), else whichever table knows the page's words, else none.
 */
export function pageLanguage(document: Document): PageLanguage {
  const lang = document.documentElement.getAttribute('lang') ?? ''
  const byLang = labelsForLang(lang)
  const region = requestsRegion(document)
  const names = new Set(
    [
      ...controlsIn(region).map(accessibleName),
      ...[...region.querySelectorAll('h1, h2, [role="heading"]')].slice(0, 10).map((heading) => heading.textContent),
    ].map(normalizeWords),
  )
  const title = normalizeWords(document.title)
  if (byLang && wordsKnown(byLang, names, title) > 0) return { labels: byLang, lang }
  let best: Labels | null = null
  let bestScore = 0
  for (const labels of LANGUAGES) {
    const score = wordsKnown(labels, names, title)
    if (score > bestScore) [best, bestScore] = [labels, score]
  }
  return { labels: best ?? byLang, lang }
}

const labelsOf = (node: Node, labels: Labels | null | undefined) =>
  labels === undefined ? pageLanguage(node.ownerDocument ?? (node as Document)).labels : labels

/** Whether the page says, in this language, that nobody is waiting. */
export function pageSaysEmpty(document: Document, labels: Labels): boolean {
  const text = normalizeWords(requestsRegion(document).textContent)
  return labels.emptyList.some((words) => text.includes(normalizeWords(words)))
}

// ── Profiles ────────────────────────────────────────────────────────────────

const USER_LINK = /^(?:https?:\/\/[^/]+)?\/(?:groups\/[^/?#]+\/)?user\/(\d+)\/?(?:[?#]|$)/
const PROFILE_PHP = /^(?:https?:\/\/[^/]+)?\/profile\.php\?(?:[^#]*&)?id=(\d+)(?:[&#]|$)/

/** The numeric id a link points at: `/user/<id>/`, `/groups/<group>/user/<id>/`, `profile.php?id=<id>`. */
export function profileIdOf(link: Element): string | null {
  const href = link.getAttribute('href')
  if (!href) return null
  return USER_LINK.exec(href)?.[1] ?? PROFILE_PHP.exec(href)?.[1] ?? null
}

const hasAvatar = (link: Element) => link.querySelector(AVATAR) !== null

// ── Cards ───────────────────────────────────────────────────────────────────

interface Lead {
  facebookUserId: string
  /** The link the card was found from: the person's avatar, else their first link. */
  anchor: HTMLAnchorElement
}

/** The person each card found on the page belongs to. */
const leads = new WeakMap<Element, Lead>()

export interface CardSearch {
  /** One element per pending person, in page order. */
  cards: Element[]
  /** People with a card whose own block (and so its buttons) could not be told apart. */
  undelimited: Lead[]
  /** Blocks shaped like cards (list items with controls) that link nobody. */
  unrecognised: Element[]
}

/** For each element, how many of `elements` are inside it. */
function countInside(elements: Iterable<Element>, region: Element) {
  const counts = new Map<Element, number>()
  for (const element of elements) {
    for (let node = element.parentElement; node; node = node.parentElement) {
      counts.set(node, (counts.get(node) ?? 0) + 1)
      if (node === region) break
    }
  }
  return counts
}

/**
 * Every pending request card under the page's main region, found by structure: for each person
 * the page shows with an avatar link, the smallest block around it that holds controls, widened
 * to the largest block that holds that person alone (a list item at most, never the list, nor a
 * block with the page's "Approve all" or title).
 */
export function searchRequestCards(root: ParentNode): CardSearch {
  const document = root instanceof Document ? root : (root as Element).ownerDocument
  const region = root instanceof Document ? requestsRegion(document) : (root as Element)
  const byPerson = new Map<string, HTMLAnchorElement[]>()
  for (const link of region.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (link.closest(NOT_REQUESTS)) continue
    const id = profileIdOf(link)
    if (id) byPerson.set(id, [...(byPerson.get(id) ?? []), link])
  }
  // People with an avatar are the cards' people; the others are mentioned (invited by, …).
  const withAvatar = [...byPerson].filter(([, links]) => links.some(hasAvatar))
  const people: Lead[] = (withAvatar.length ? withAvatar : [...byPerson]).map(([facebookUserId, links]) => ({
    facebookUserId,
    anchor: links.find(hasAvatar) ?? links[0]!,
  }))

  const controls = controlsIn(region)
  const controlCount = countInside(controls, region)
  const leadCount = countInside(people.map(({ anchor }) => anchor), region)
  const holdsBulk = countInside(controls.filter((control) => bulkDecisionOfControl(control) !== null), region)
  const holdsTitle = countInside(region.querySelectorAll('h1, [role="heading"][aria-level="1"]'), region)

  const cards: Element[] = []
  const undelimited: Lead[] = []
  for (const lead of people) {
    let block: Element | null = lead.anchor.parentElement
    while (block && block !== region && (controlCount.get(block) ?? 0) < 2) block = block.parentElement
    const ownBlock = block && block !== region && !holdsBulk.has(block) && leadCount.get(block) === 1
    if (!ownBlock) {
      // The card's buttons are gone: its list item (if any) still holds what it says.
      const item = lead.anchor.closest(LIST_ITEM)
      if (item && item !== region && region.contains(item) && leadCount.get(item) === 1) {
        leads.set(item, lead)
        cards.push(item)
      }
      undelimited.push(lead)
      continue
    }
    let card: Element = block!
    while (!['listitem', 'article'].includes(card.getAttribute('role') ?? '') && card.tagName !== 'LI') {
      const parent = card.parentElement
      if (!parent || parent === region || CONTAINER_ROLES.has(parent.getAttribute('role') ?? '')) break
      if (['UL', 'OL'].includes(parent.tagName)) break
      if ((leadCount.get(parent) ?? 0) > 1 || holdsBulk.has(parent) || holdsTitle.has(parent)) break
      card = parent
    }
    leads.set(card, lead)
    cards.push(card)
  }
  cards.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))

  // List items with controls that are not cards, nor hold one, nor sit in one: cards nobody can read.
  const cardSet = new Set(cards)
  const holdsCard = countInside(cards, region)
  const inCard = (item: Element) => {
    for (let node: Element | null = item; node && node !== region; node = node.parentElement) if (cardSet.has(node)) return true
    return false
  }
  const unrecognised = [...region.querySelectorAll(LIST_ITEM)].filter(
    (item) =>
      (controlCount.get(item) ?? 0) >= 2 &&
      !holdsCard.has(item) &&
      !item.parentElement?.closest(LIST_ITEM) &&
      !item.closest(NOT_REQUESTS) &&
      !inCard(item),
  )
  return { cards, undelimited, unrecognised }
}

/** Every pending request card on the page (or under `root`), in page order. */
export function findRequestCards(root: ParentNode): Element[] {
  return searchRequestCards(root).cards
}

/** The card a control or any element inside it belongs to. */
export function cardContaining(element: Element, root: ParentNode = element.ownerDocument): Element | null {
  return findRequestCards(root).find((card) => card.contains(element)) ?? null
}

/** The person a card is for: the one it was found from, else its first avatar link's, else its first link's. */
export function leadOf(card: Element): Lead | null {
  const known = leads.get(card)
  if (known && card.contains(known.anchor)) return known
  const links = [...card.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((link) => profileIdOf(link))
  const anchor = links.find(hasAvatar) ?? links[0]
  return anchor ? { facebookUserId: profileIdOf(anchor)!, anchor } : null
}

/** The card of one person, matched by the profile id it was found from. */
export function findCardOf(document: Document, facebookUserId: string): Element | null {
  return findRequestCards(document).find((card) => leadOf(card)?.facebookUserId === facebookUserId) ?? null
}

// ── Controls ────────────────────────────────────────────────────────────────

export interface DecisionButtons {
  approve: HTMLElement
  decline: HTMLElement
  /** How they were told apart: their names alone, or their place confirmed by their names. */
  foundBy: 'names' | 'position'
}

export const CONTROL_STRATEGIES = {
  byAriaLabel: (root: ParentNode, label: RegExp) =>
    [...root.querySelectorAll(CONTROL)].filter((control) => label.test(normalize(control.getAttribute('aria-label')))),
  byVisibleText: (root: ParentNode, label: RegExp) =>
    [...root.querySelectorAll(CONTROL)].filter((control) => label.test(normalize(control.textContent))),
}

/** The row a control sits in: its closest ancestor inside `card` that holds another of `controls`. */
function rowOf(control: Element, card: Element, controls: readonly Element[]): Element {
  let row: Element = control
  while (row !== card && row.parentElement) {
    row = row.parentElement
    if (controls.some((other) => other !== control && row.contains(other))) return row
  }
  return card
}

/**
 * A card's own Approve and Decline. Facebook puts them first in the card's last row of buttons;
 * that place is taken when their names (or the start of them, as in "Approve request") confirm it,
 * else the two controls whose names are exactly Approve and Decline in the page's language. Other
 * buttons in the card (Message, More, Block) are never taken, and a pair nothing confirms is none.
 */
export function findDecisionButtons(card: Element, labels?: Labels | null): DecisionButtons | null {
  const table = labelsOf(card, labels)
  if (!table) return null
  const controls = [...card.querySelectorAll<HTMLElement>(CONTROL)].filter((control) => {
    const popup = control.closest('[role="menu"], [role="dialog"]')
    return !popup || !card.contains(popup)
  })
  if (controls.length < 2) return null
  const rows = [...new Set(controls.map((control) => rowOf(control, card, controls)))]
  const lastRow = rows.at(-1)!
  const [approve, decline] = controls.filter((control) => lastRow.contains(control))
  if (approve && decline && startsWithOneOf(accessibleName(approve), table.approve) && startsWithOneOf(accessibleName(decline), table.decline)) {
    return { approve, decline, foundBy: 'position' }
  }
  const approves = controls.filter((control) => isOneOf(accessibleName(control), table.approve))
  const declines = controls.filter((control) => isOneOf(accessibleName(control), table.decline))
  if (approves.length === 1 && declines.length === 1) return { approve: approves[0]!, decline: declines[0]!, foundBy: 'names' }
  return null
}

/** A card's own Approve or Decline control. */
export function findDecisionButton(card: Element, decision: Decision, labels?: Labels | null): HTMLElement | null {
  return findDecisionButtons(card, labels)?.[decision] ?? null
}

/**
 * Which decision a control stands for, when it is a card's Approve or Decline: by its name in the
 * page's language (any language when the page's is unknown), or by being the card's own pair.
 */
export function decisionOfControl(control: Element, card?: Element | null, labels?: Labels | null): Decision | null {
  const table = labelsOf(control, labels)
  const name = accessibleName(control)
  for (const each of table ? [table] : LANGUAGES) {
    if (isOneOf(name, each.approve)) return 'approve'
    if (isOneOf(name, each.decline)) return 'decline'
  }
  const pair = card ? findDecisionButtons(card, table) : null
  if (pair?.approve.contains(control)) return 'approve'
  if (pair?.decline.contains(control)) return 'decline'
  return null
}

/** Which decision a page-wide "Approve all" / "Decline all" control stands for, in any language. */
export function bulkDecisionOfControl(control: Element): Decision | null {
  const name = normalizeWords(accessibleName(control))
  if (BULK_WORDS.approve.has(name)) return 'approve'
  if (BULK_WORDS.decline.has(name)) return 'decline'
  return null
}
const BULK_WORDS = {
  approve: new Set(LANGUAGES.flatMap((labels) => labels.approveAll).map(normalizeWords)),
  decline: new Set(LANGUAGES.flatMap((labels) => labels.declineAll).map(normalizeWords)),
}

/** Whether the page says requests are pending ("Approve all", in any language), whatever their cards look like. */
export function pageShowsPendingRequests(root: Document | Element): boolean {
  const region = root instanceof Document ? requestsRegion(root) : root
  return controlsIn(region).some((control) => bulkDecisionOfControl(control) !== null)
}

/** The control a click landed on, if it is a button at all. */
export function controlAt(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(CONTROL) : null
}

const MENU_ITEMS = '[role="menuitem"], [role="menu"] [role="button"], [role="menu"] button, [role="menuitemradio"]'

/** "More request options" → "Decline with feedback" → a dialog with reasons and a text box, in the page's language. */
export const FEEDBACK = {
  moreOptions: (card: Element, labels?: Labels | null) => {
    const table = labelsOf(card, labels)
    return (table && [...card.querySelectorAll<HTMLElement>(CONTROL)].find((control) => isOneOf(accessibleName(control), table.moreOptions))) || null
  },
  declineWithFeedback: (document: Document, labels?: Labels | null) => {
    const table = labelsOf(document, labels)
    return (table && [...document.querySelectorAll<HTMLElement>(MENU_ITEMS)].find((item) => isOneOf(accessibleName(item), table.declineWithFeedback))) || null
  },
  /** The feedback dialog: named as such, else the last dialog open that has reasons or a text box. */
  dialog: (document: Document, labels?: Labels | null) => {
    const table = labelsOf(document, labels)
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')]
    const named = dialogs.find((dialog) =>
      [dialog.getAttribute('aria-label'), dialog.querySelector('h1, h2, h3, [role="heading"]')?.textContent].some(
        (name) => table && isOneOf(name, table.declineWithFeedback),
      ),
    )
    return named ?? dialogs.reverse().find((dialog) => dialog.querySelector(`${REASON_OPTIONS}, ${TEXT_BOX}`)) ?? null
  },
  /** A preset reason (radio or checkbox) that says the owner's reason, in the page's language. */
  reasonOption: (dialog: Element, reason: string, labels?: Labels | null) => {
    const table = labelsOf(dialog, labels)
    const meaning: FeedbackReason | null = presetReason(reason)
    const wanted = [reason, ...(meaning && table ? table.reasons[meaning] : [])]
    return (
      [...dialog.querySelectorAll<HTMLElement>(REASON_OPTIONS)].find((option) =>
        isOneOf(
          normalize(option.getAttribute('aria-label')) ||
            normalize(option.closest('label')?.textContent) ||
            normalize(option.textContent),
          wanted,
        ),
      ) ?? null
    )
  },
  textBox: (dialog: Element) => dialog.querySelector<HTMLElement>(TEXT_BOX),
  confirm: (dialog: Element, labels?: Labels | null) => {
    const table = labelsOf(dialog, labels)
    const names = table ? [...table.decline, ...table.confirmDecline] : []
    return [...dialog.querySelectorAll<HTMLElement>(CONTROL)].find((control) => isOneOf(accessibleName(control), names)) ?? null
  },
}
const REASON_OPTIONS = '[role="radio"], [role="checkbox"], input[type="radio"], input[type="checkbox"]'
const TEXT_BOX = 'textarea, [role="textbox"], input[type="text"]'

// ── Fields of a card ────────────────────────────────────────────────────────

/**
 * The card's text, one entry per element that holds text of its own ("Invited by <a>Ana</a>"
 * reads as "Invited by Ana"), in page order, leaving out controls and what `skip` says.
 */
function textLines(card: Element, skip: ReadonlySet<Element> = new Set()): string[] {
  const units = new Set<Element>()
  const inline = new Map<Element, boolean>()
  const walk = (element: Element) => {
    for (const child of element.children) {
      if (skip.has(child) || isControl(child)) continue
      if (hasOwnText(child)) {
        // "<span>Joined Facebook</span><span> · </span><span>8 years ago</span>" is one line.
        let unit = child
        for (let parent = unit.parentElement; parent && parent !== card && isInlineLine(parent, inline); parent = parent.parentElement) {
          unit = parent
        }
        units.add(unit)
      }
      walk(child)
    }
  }
  walk(card)
  return [...units].map((unit) => normalize(unit.textContent)).filter(Boolean)
}

const isControl = (element: Element) => element.tagName === 'BUTTON' || element.getAttribute('role') === 'button'

const hasOwnText = (element: Element) =>
  [...element.childNodes].some((node) => node.nodeType === 3 && (node.textContent ?? '').trim() !== '')

const INLINE = new Set(['SPAN', 'A', 'STRONG', 'B', 'EM', 'I', 'ABBR', 'TIME', 'SMALL'])

/** An element whose children are all inline text (spans, links), without controls: one line. */
function isInlineLine(element: Element, memo: Map<Element, boolean>): boolean {
  let known = memo.get(element)
  if (known === undefined) {
    known =
      element.children.length > 0 &&
      [...element.children].every(
        (child) => INLINE.has(child.tagName) && !isControl(child) && (child.children.length === 0 || isInlineLine(child, memo)),
      )
    memo.set(element, known)
  }
  return known
}

/** The elements of `item` that hold text of their own, as blocks: a question, then its answer. */
function textBlocks(item: Element): string[] {
  const blocks: string[] = []
  const walk = (element: Element) => {
    for (const child of element.children) {
      if (hasOwnText(child)) blocks.push(normalize(child.textContent))
      else walk(child)
    }
  }
  walk(item)
  return blocks
}

const linksPerson = (element: Element) => [...element.querySelectorAll('a[href]')].some((link) => profileIdOf(link))

type Answers = CapturedRequest['answers']

interface AnswerBlocks {
  answers: Answers
  /** The elements that hold them, left out of the card's other lines. */
  containers: Element[]
}

/** Whether a line is one of the card's other lines (joined, lives in, …) rather than a question. */
function isInfoLine(line: string, labels: Labels | null) {
  if (!labels) return false
  return (
    joinedFacebookPart(line, labels) !== null ||
    labels.livesIn.slice(0, 1).some((pattern) => pattern.test(line)) ||
    labels.invitedBy.test(line) ||
    labels.groupsInCommon.test(line) ||
    labels.rulesAgreed.test(line) ||
    labels.rulesNotAgreed.test(line)
  )
}

export const FIELD_STRATEGIES = {
  name: [
    {
      name: 'the text of a link to the person',
      find: (card) => {
        const lead = leadOf(card)
        if (!lead) return null
        return personLinks(card, lead).map((link) => normalize(link.textContent)).find(Boolean) ?? null
      },
    },
    {
      name: "the accessible name of the person's avatar link",
      find: (card) => {
        const lead = leadOf(card)
        if (!lead) return null
        for (const link of personLinks(card, lead)) {
          const avatar = link.querySelector(AVATAR)
          const name =
            normalize(link.getAttribute('aria-label')) ||
            normalize(avatar?.getAttribute('aria-label')) ||
            normalize(avatar?.getAttribute('alt')) ||
            normalize(avatar?.querySelector('title')?.textContent)
          if (name) return name
        }
        return null
      },
    },
    {
      name: 'the first heading',
      find: (card) => normalize(card.querySelector('[role="heading"], h2, h3, h4')?.textContent) || null,
    },
  ] satisfies Strategy<string>[],

  profileImageUrl: [
    {
      name: "an image inside a link to the person",
      find: (card) => {
        const lead = leadOf(card)
        if (!lead) return null
        for (const link of personLinks(card, lead)) {
          const image =
            link.querySelector('img')?.getAttribute('src') ??
            link.querySelector('image')?.getAttribute('xlink:href') ??
            link.querySelector('image')?.getAttribute('href')
          if (image) return new URL(image, link.ownerDocument.baseURI).href
        }
        return null
      },
    },
  ] satisfies Strategy<string>[],

  answers: [
    {
      name: 'a list whose items hold a question and its answer',
      find: (card) => answerLists(card, null),
    },
    {
      name: 'blocks of two parts, a question then its answer',
      find: (card) => answerPairs(card, null),
    },
    {
      name: 'each question (text ending in "?" or ":") followed by its answer',
      find: (card) => {
        const answers: Answers = []
        const containers: Element[] = []
        for (const element of card.querySelectorAll('*')) {
          if (element.children.length || element.closest(CONTROL)) continue
          const question = normalize(element.textContent)
          if (!/[?？:：]$/.test(question)) continue
          const next = element.nextElementSibling ?? element.parentElement?.nextElementSibling
          answers.push({ question: question.replace(/\s*[:：]$/, ''), answer: normalize(next?.textContent) || null })
          containers.push(element, ...(next ? [next] : []))
        }
        return answers.length ? { answers, containers } : null
      },
    },
  ] satisfies Strategy<AnswerBlocks>[],
}

function personLinks(card: Element, lead: Lead): HTMLAnchorElement[] {
  const known = linksOfCard.get(card)
  if (known?.id === lead.facebookUserId && known.links.every((link) => card.contains(link))) return known.links
  const links = [...card.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((link) => profileIdOf(link) === lead.facebookUserId)
  linksOfCard.set(card, { id: lead.facebookUserId, links })
  return links
}
const linksOfCard = new WeakMap<Element, { id: string; links: HTMLAnchorElement[] }>()

function answerLists(card: Element, labels: Labels | null): AnswerBlocks | null {
  const answers: Answers = []
  const containers: Element[] = []
  for (const list of card.querySelectorAll(LIST)) {
    if (list === card || list.querySelector(CONTROL) || linksPerson(list)) continue
    if (containers.some((container) => container.contains(list))) continue
    const items = [...list.querySelectorAll(LIST_ITEM)].filter((item) => item.parentElement?.closest(LIST) === list)
    const read = items.map(textBlocks).filter((blocks) => blocks.length)
    const labelled = /answer|question|respuesta|pregunta|resposta|pergunta|réponse|antwort|frage|rispost|domand|jawaban|pertanyaan/i.test(
      list.getAttribute('aria-label') ?? '',
    )
    if (!labelled && (!read.some((blocks) => blocks.length >= 2) || read.some((blocks) => isInfoLine(blocks[0]!, labels)))) continue
    for (const [question, ...answer] of read) answers.push({ question: question!, answer: answer.join(' ') || null })
    containers.push(list)
  }
  return containers.length ? { answers, containers } : null
}

function answerPairs(card: Element, labels: Labels | null): AnswerBlocks | null {
  const pairs = [...card.querySelectorAll('*')].filter((element) => {
    if (element.children.length !== 2) return false
    if (element.querySelector(`${CONTROL}, time, abbr, ${AVATAR}`) || linksPerson(element)) return false
    const [question, answer] = [...element.children].map((part) => normalize(part.textContent))
    return Boolean(question && answer && !isInfoLine(question, labels))
  })
  // A block that holds two pairs is a list of answers, not a pair: keep the innermost.
  const containers = pairs.filter((pair) => !pairs.some((other) => other !== pair && pair.contains(other)))
  const answers = containers.map((pair) => {
    const [question, answer] = [...pair.children].map((part) => normalize(part.textContent))
    return { question: question!, answer: answer! }
  })
  return answers.length ? { answers, containers } : null
}

function readAnswers(card: Element, labels: Labels | null): AnswerBlocks {
  return (
    answerLists(card, labels) ??
    answerPairs(card, labels) ??
    FIELD_STRATEGIES.answers[2]!.find(card) ?? { answers: [], containers: [] }
  )
}

function requestedAt(card: Element, lines: string[], now: Date, labels: Labels | null): string | null {
  const time = card.querySelector('time[datetime]')?.getAttribute('datetime')
  if (time && !Number.isNaN(Date.parse(time))) return new Date(time).toISOString()
  const unix = card.querySelector('abbr[data-utime]')?.getAttribute('data-utime')
  if (unix && /^\d+$/.test(unix)) return new Date(Number(unix) * 1000).toISOString()
  if (!labels) return null
  for (const line of lines) {
    if (joinedFacebookPart(line, labels) !== null) continue
    const date = findRelativeTime(line, now, labels)
    if (date) return date.toISOString()
  }
  return null
}

function firstMatch(lines: string[], patterns: readonly RegExp[]): RegExpExecArray | null {
  for (const pattern of patterns) {
    for (const line of lines) {
      const match = pattern.exec(line)
      if (match) return match
    }
  }
  return null
}

export type CardReading =
  | { ok: true; request: CapturedRequest }
  | { ok: false; missing: ('profile' | 'name')[] }

/**
 * Everything a card shows about the person asking to join, read in `labels`' language (the
 * page's when not given). Without a language, only what structure says is read: name, profile,
 * picture and answers.
 */
export function readRequestCard(card: Element, now: Date = new Date(), labels?: Labels | null): CardReading {
  const table = labelsOf(card, labels)
  const lead = leadOf(card)
  const name = first(card, FIELD_STRATEGIES.name)
  if (!lead || !name) {
    return { ok: false, missing: [...(lead ? [] : ['profile' as const]), ...(name ? [] : ['name' as const])] }
  }
  const { answers, containers } = readAnswers(card, table)
  const ownLinks = personLinks(card, lead)
  const lines = textLines(card, new Set([...containers, ...ownLinks]))
  const joined = table ? lines.find((line) => joinedFacebookPart(line, table) !== null) : undefined
  const groupsInCommon = table ? firstMatch(lines, [table.groupsInCommon]) : null
  const notJoined = lines.filter((line) => line !== joined)
  return {
    ok: true,
    request: {
      facebookUserId: lead.facebookUserId,
      name,
      profileUrl: new URL(ownLinks[0]?.getAttribute('href') ?? lead.anchor.getAttribute('href')!, card.ownerDocument.baseURI).href,
      profileImageUrl: first(card, FIELD_STRATEGIES.profileImageUrl),
      answers,
      agreedToRules: table ? agreedToRules(lines, table) : null,
      joinedFacebookAt: joined && table ? parseJoinedFacebook(joined, now, table) : null,
      livesIn: table ? (firstMatch(notJoined, table.livesIn)?.[1] ?? null) : null,
      invitedBy: table ? (firstMatch(notJoined, [table.invitedBy])?.[1] ?? null) : null,
      groupsInCommon: groupsInCommon ? Number(groupsInCommon[1]) : null,
      requestedAt: requestedAt(card, lines, now, table),
    },
  }
}

function agreedToRules(lines: string[], labels: Labels): boolean | null {
  for (const line of lines) {
    if (labels.rulesNotAgreed.test(line)) return false
    if (labels.rulesAgreed.test(line)) return true
  }
  return null
}

// ── A whole page ────────────────────────────────────────────────────────────

export interface PageReading {
  language: PageLanguage
  cards: { element: Element; reading: CardReading; buttons: boolean }[]
  /** Cards whose own block could not be told apart from the others (their buttons are lost). */
  undelimited: number
  /** Blocks shaped like cards that link nobody. */
  unrecognised: number
  /** The page offers "Approve all" / "Decline all" (in any language). */
  saysPending: boolean
  /** The page says, in its language, that nobody is waiting. */
  saysEmpty: boolean
}

/** Reads every card of a member-requests page, and what the page says around them. */
export function readRequestsPage(document: Document, now: Date = new Date()): PageReading {
  const language = pageLanguage(document)
  const { cards, undelimited, unrecognised } = searchRequestCards(document)
  const delimited = new Set(cards.filter((card) => !undelimited.some((lead) => leads.get(card) === lead)))
  return {
    language,
    cards: cards.map((element) => ({
      element,
      reading: readRequestCard(element, now, language.labels),
      buttons: delimited.has(element) && findDecisionButtons(element, language.labels) !== null,
    })),
    undelimited: undelimited.length,
    unrecognised: unrecognised.length,
    saysPending: pageShowsPendingRequests(document),
    saysEmpty: cards.length === 0 && language.labels !== null && pageSaysEmpty(document, language.labels),
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

/**
 * A post in a group: /groups/<id>/posts/<post id> or /groups/<id>/permalink/<post id>, read by the
 * rule the API checks welcome post addresses with, on whichever host the page is.
 */
export function groupPostPage(address: string | URL): { facebookGroupId: string; postId: string } | null {
  const url = typeof address === 'string' ? new URL(address) : address
  const post = parseFacebookGroupPostPath(url.pathname)
  return post && { facebookGroupId: post.facebookGroupId, postId: post.postId }
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
