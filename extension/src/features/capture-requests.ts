/*
 * Reads every pending request card on a member-requests page, including cards loaded later by
 * scrolling, and hands them to the background worker, which keeps them until the API has them.
 * A card the admin approves or declines with Facebook's own buttons is read in the click's
 * capture phase, before Facebook removes it.
 */
import type { CapturedRequest, HealthStatus } from '../messages'
import {
  bulkDecisionOfControl,
  cardContaining,
  controlAt,
  decisionOfControl,
  findRequestCards,
  pageShowsPendingRequests,
  readRequestCard,
  type Decision,
} from '../facebook/selectors'

export const SEND_DELAY_MS = 200

export interface PageHealth {
  status: HealthStatus
  detail: string | null
}

export interface CaptureOptions {
  document: Document
  signal: AbortSignal
  /** Sends a page's captures to the background worker. */
  submit: (requests: CapturedRequest[]) => Promise<unknown>
  /** Told whenever the page's health changes: cards it cannot read, or readable again. */
  onHealth: (health: PageHealth) => void
  now?: () => Date
  /**
   * Whether a click came from a person. The extension's own clicks are untrusted events; only a
   * person's click is a decision made on Facebook.
   */
  isPersonsClick?: (event: MouseEvent) => boolean
}

const FIELD_NAMES = { profile: 'profile link', name: 'name' } as const

const DECIDED: Record<Decision, NonNullable<CapturedRequest['decidedOnFacebook']>> = {
  approve: 'approved',
  decline: 'declined',
}

/** What a scan of the page says about its health, or null when there is nothing to judge. */
function judgePage(document: Document, cards: Element[], unreadable: Set<string>): PageHealth | null {
  if (unreadable.size) {
    return {
      status: 'markup_changed',
      detail:
        `Facebook's page shows request cards the extension cannot read (missing: ${[...unreadable].join(', ')}). ` +
        'Nothing is approved or declined until the extension is updated.',
    }
  }
  if (!cards.length && pageShowsPendingRequests(document)) {
    return {
      status: 'markup_changed',
      detail:
        "Facebook's page says requests are pending, but no request card could be recognised. " +
        'Nothing is approved or declined until the extension is updated.',
    }
  }
  return cards.length ? { status: 'ok', detail: null } : null
}

export function initCaptureRequests({
  document,
  signal,
  submit,
  onHealth,
  now = () => new Date(),
  isPersonsClick = (event) => event.isTrusted,
}: CaptureOptions) {
  /** What was last sent for each person, so a card is sent again only when it says something new. */
  const sent = new Map<string, string>()
  const waiting = new Map<string, CapturedRequest>()
  const knownCards = new WeakSet<Element>()
  const decidedOnFacebook = new Set<string>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastHealth: string | null = null

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
    const cards = findRequestCards(document)
    const unreadable = new Set<string>()
    const at = now()
    for (const card of cards) {
      knownCards.add(card)
      const reading = readRequestCard(card, at)
      if (reading.ok) keep(reading.request)
      else reading.missing.forEach((field) => unreadable.add(FIELD_NAMES[field]))
    }
    const health = judgePage(document, cards, unreadable)
    if (health && JSON.stringify(health) !== lastHealth) {
      lastHealth = JSON.stringify(health)
      onHealth(health)
    }
    if (waiting.size) sendSoon()
  }

  function decidedHere(card: Element, decision: Decision) {
    const reading = readRequestCard(card, now())
    if (!reading.ok) return
    decidedOnFacebook.add(reading.request.facebookUserId)
    waiting.set(reading.request.facebookUserId, { ...reading.request, decidedOnFacebook: DECIDED[decision] })
  }

  // The capture phase runs before Facebook's own handlers can take the card away.
  const onClick = (event: MouseEvent) => {
    if (!isPersonsClick(event)) return
    const control = controlAt(event.target)
    if (!control) return
    const bulk = bulkDecisionOfControl(control)
    const decision = bulk ?? decisionOfControl(control)
    if (!decision) return
    const cards = bulk ? findRequestCards(document) : [cardContaining(control, document)].filter((card) => card !== null)
    cards.forEach((card) => decidedHere(card, decision))
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
          const reading = readRequestCard(card, now())
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
  signal.addEventListener('abort', () => {
    observer.disconnect()
    // Whatever was read and not yet handed over still goes.
    void send()
  })

  scan()
  return { scan, send }
}
