/*
 * Reads every pending request card on a member-requests page, including cards loaded later by
 * scrolling, and hands them to the background worker, which keeps them until the API has them.
 * A card the admin approves or declines with Facebook's own buttons (in any language) is read in
 * the click's capture phase, before Facebook removes it.
 *
 * Each page view ends in a verdict on the page's health, sent as soon as it is known: "ok" only
 * when cards were found and read (or the page positively said nobody is waiting); "Facebook
 * changed" when request cards, buttons or the page itself cannot be read; "language not supported
 * yet" when the page is in a language without a table. A page that shows nothing the extension
 * recognises is judged once it has had SETTLE_MS to load.
 */
import { LANGUAGES, type Labels } from '../facebook/labels'
import {
  bulkDecisionOfControl,
  cardContaining,
  controlAt,
  decisionOfControl,
  findRequestCards,
  pageLanguage,
  readRequestCard,
  readRequestsPage,
  type Decision,
  type PageReading,
} from '../facebook/selectors'
import type { CapturedRequest, PageHealthStatus } from '../messages'

export const SEND_DELAY_MS = 200
/** How long a page may take to show its cards or its empty list before it is judged unreadable. */
export const SETTLE_MS = 10_000

export interface PageHealth {
  status: PageHealthStatus
  detail: string | null
}

export interface CaptureOptions {
  document: Document
  signal: AbortSignal
  /** Sends a page's captures to the background worker. */
  submit: (requests: CapturedRequest[]) => Promise<unknown>
  /** Told the page's verdict once it is known, and again whenever it changes. */
  onHealth: (health: PageHealth) => void
  now?: () => Date
  /**
   * Whether a click came from a person. The extension's own clicks are untrusted events; only a
   * person's click is a decision made on Facebook.
   */
  isPersonsClick?: (event: MouseEvent) => boolean
  settleMs?: number
}

const FIELD_NAMES = { profile: 'profile link', name: 'name' } as const

const DECIDED: Record<Decision, NonNullable<CapturedRequest['decidedOnFacebook']>> = {
  approve: 'approved',
  decline: 'declined',
}

const NOTHING_CLICKED = 'Nothing is approved or declined until the extension is updated.'

const SUPPORTED = LANGUAGES.map(({ name }) => name.replace(/ \(.*\)$/, ''))
  .filter((name, index, names) => names.indexOf(name) === index)
  .join(', ')

export const unsupportedLanguageDetail = (lang: string) =>
  `Facebook is shown in a language the extension does not read yet (the page's language is ${lang ? `"${lang}"` : 'not given'}). ` +
  'Requests are captured with their names, profiles and answers; nothing is approved or declined on this page. ' +
  `The extension reads Facebook in ${SUPPORTED}.`

/**
 * The verdict on one reading of the page, or null while it is too early to say (the page may
 * still be loading its cards).
 */
export function judgePage(page: PageReading, settled: boolean): PageHealth | null {
  const labels: Labels | null = page.language.labels
  const showsRequests = page.cards.length > 0 || page.unrecognised > 0 || page.saysPending
  if (!labels) {
    return showsRequests || settled ? { status: 'language_unsupported', detail: unsupportedLanguageDetail(page.language.lang) } : null
  }
  const missing = new Set<string>()
  for (const { reading } of page.cards) if (!reading.ok) reading.missing.forEach((field) => missing.add(FIELD_NAMES[field]))
  if (page.unrecognised) ['profile link', 'name'].forEach((field) => missing.add(field))
  if (missing.size) {
    return {
      status: 'markup_changed',
      detail: `Facebook's page shows request cards the extension cannot read (missing: ${[...missing].join(', ')}). ${NOTHING_CLICKED}`,
    }
  }
  const withoutButtons = page.cards.filter(({ buttons }) => !buttons).length
  if (withoutButtons) {
    return {
      status: 'markup_changed',
      detail:
        `Facebook's page shows requests whose Approve or Decline button could not be found (${withoutButtons} of ${page.cards.length}). ` +
        `Their requests are captured. ${NOTHING_CLICKED}`,
    }
  }
  if (page.cards.length) return { status: 'ok', detail: null }
  if (page.saysPending) {
    return {
      status: 'markup_changed',
      detail: `Facebook's page says requests are pending, but no request card could be recognised. ${NOTHING_CLICKED}`,
    }
  }
  if (page.saysEmpty) return { status: 'ok', detail: null }
  if (!settled) return null
  return {
    status: 'markup_changed',
    detail: `Facebook's member-requests page showed neither request cards nor the empty list the extension knows. ${NOTHING_CLICKED}`,
  }
}

export function initCaptureRequests({
  document,
  signal,
  submit,
  onHealth,
  now = () => new Date(),
  isPersonsClick = (event) => event.isTrusted,
  settleMs = SETTLE_MS,
}: CaptureOptions) {
  /** What was last sent for each person, so a card is sent again only when it says something new. */
  const sent = new Map<string, string>()
  const waiting = new Map<string, CapturedRequest>()
  const knownCards = new WeakSet<Element>()
  const decidedOnFacebook = new Set<string>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastHealth: string | null = null
  let settled = false

  function keep(request: CapturedRequest) {
    if (decidedOnFacebook.has(request.facebookUserId)) return
    const fingerprint = JSON.stringify({ ...request, requestedAt: null })
    if (sent.get(request.facebookUserId) === fingerprint) return
    waiting.set(request.facebookUserId, request)
  }

  async function send() {
    clearTimeout(timer)
    timer = undefined
    if (!waiting.size) return
    const requests = [...waiting.values()]
    waiting.clear()
    for (const request of requests) sent.set(request.facebookUserId, JSON.stringify({ ...request, requestedAt: null }))
    await submit(requests)
  }

  function sendSoon() {
    timer ??= setTimeout(() => void send(), SEND_DELAY_MS)
  }

  function scan() {
    const page = readRequestsPage(document, now())
    for (const { element, reading } of page.cards) {
      knownCards.add(element)
      if (reading.ok) keep(reading.request)
    }
    const health = judgePage(page, settled)
    if (health && JSON.stringify(health) !== lastHealth) {
      lastHealth = JSON.stringify(health)
      onHealth(health)
    }
    if (waiting.size) sendSoon()
  }

  function decidedHere(card: Element, decision: Decision, labels: Labels | null) {
    const reading = readRequestCard(card, now(), labels)
    if (!reading.ok) return
    decidedOnFacebook.add(reading.request.facebookUserId)
    waiting.set(reading.request.facebookUserId, { ...reading.request, decidedOnFacebook: DECIDED[decision] })
  }

  // The capture phase runs before Facebook's own handlers can take the card away.
  const onClick = (event: MouseEvent) => {
    if (!isPersonsClick(event)) return
    const control = controlAt(event.target)
    if (!control) return
    const { labels } = pageLanguage(document)
    const bulk = bulkDecisionOfControl(control)
    if (bulk) {
      findRequestCards(document).forEach((card) => decidedHere(card, bulk, labels))
    } else {
      const card = cardContaining(control, document)
      const decision = card ? decisionOfControl(control, card, labels) : null
      if (!card || !decision) return
      decidedHere(card, decision, labels)
    }
    void send()
  }
  document.addEventListener('click', onClick, { capture: true, signal })

  const observer = new MutationObserver((mutations) => {
    // A card that leaves the page is read from the detached node, in case it was never scanned whole.
    for (const mutation of mutations) {
      for (const node of mutation.removedNodes) {
        if (!(node instanceof Element)) continue
        const removed = knownCards.has(node) ? [node] : [...node.querySelectorAll('*')].filter((element) => knownCards.has(element))
        for (const card of removed) {
          const reading = readRequestCard(card, now(), pageLanguage(document).labels)
          if (reading.ok && !sent.has(reading.request.facebookUserId)) keep(reading.request)
        }
      }
    }
    scheduleScan()
  })
  let scanQueued = false
  function scheduleScan() {
    if (scanQueued) return
    scanQueued = true
    setTimeout(() => {
      scanQueued = false
      if (!signal.aborted) scan()
    }, 50)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  const settle = setTimeout(() => {
    settled = true
    if (!signal.aborted) scan()
  }, settleMs)
  signal.addEventListener('abort', () => {
    observer.disconnect()
    clearTimeout(settle)
    // Whatever was read and not yet handed over still goes.
    void send()
  })

  scan()
  return { scan, send }
}
