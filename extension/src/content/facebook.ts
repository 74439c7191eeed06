/*
 * The content script on Facebook's group pages. Facebook navigates without reloading, so the
 * address is watched and the features start on a member-requests page and stop when it is left.
 * On a group post the worker opened to tag new members, it writes the welcome comment.
 */
import { requestsPage, type RequestsPage } from '../facebook/page'
import { groupPostPage } from '../facebook/selectors'
import { applyActions } from '../features/apply-actions'
import { initCaptureRequests, type PageHealth } from '../features/capture-requests'
import { postWelcomeTags } from '../features/post-welcome-tags'
import { sendMessage } from '../ui/send-message'

/** How often waiting decisions are asked for while the page is open. */
const ACTIONS_POLL_MS = 10_000
const ADDRESS_POLL_MS = 500

function runOnPage(page: RequestsPage, signal: AbortSignal) {
  /** Acting waits for this page view to be read cleanly, and stops when it no longer is. */
  let pageReads = false
  let acting = false
  let actAgain = false

  const reportHealth = (health: PageHealth) => {
    const readsNow = health.status === 'ok'
    const wasReading = pageReads
    pageReads = readsNow
    void sendMessage({ type: 'health/report', ...health, pageUrl: location.href })
      .then(() => {
        if (readsNow && !wasReading) void act()
      })
      .catch(() => {})
  }

  async function act() {
    if (acting) {
      actAgain = true
      return
    }
    acting = true
    try {
      do {
        actAgain = false
        if (!pageReads || signal.aborted) return
        await applyActions({
          document,
          signal,
          plan: () => sendMessage({ type: 'actions/plan', facebookGroupId: page.facebookGroupId }),
          claim: () => sendMessage({ type: 'actions/claim' }),
          report: (action, status, error) =>
            sendMessage({ type: 'actions/result', actionId: action.id, status, error }),
          onHealth: reportHealth,
          welcome: (action) =>
            sendMessage({
              type: 'welcome/send',
              actionId: action.id,
              facebookUserId: action.facebookUserId,
              message: action.payload.message ?? '',
            }),
          tag: (postUrl, members) => sendMessage({ type: 'tags/post', postUrl, members }),
        })
      } while (actAgain)
    } catch {
      // The API or the worker was unavailable; the next round tries again.
    } finally {
      acting = false
    }
  }

  initCaptureRequests({
    document,
    signal,
    submit: async (requests) => {
      await sendMessage({
        type: 'capture/submit',
        facebookGroupId: page.facebookGroupId,
        pageUrl: location.href,
        requests,
      }).catch(() => {})
      // The rules have decided the new requests; carry their decisions out.
      void act()
    },
    onHealth: reportHealth,
  })
  // The first round starts once the worker has the page's verdict (reportHealth); then every few seconds.
  const poll = setInterval(() => void act(), ACTIONS_POLL_MS)
  signal.addEventListener('abort', () => clearInterval(poll))
}

let current: { href: string; controller: AbortController } | null = null

function follow() {
  if (current?.href === location.href) return
  current?.controller.abort()
  current = { href: location.href, controller: new AbortController() }
  const page = requestsPage(location.href)
  if (page) runOnPage(page, current.controller.signal)
  else if (groupPostPage(location.href)) void tagInWelcomePost().catch(() => {})
}

/** Acts only when the worker opened this post for tags; any other post is left alone. */
async function tagInWelcomePost() {
  const members = await sendMessage({ type: 'tags/pending' })
  if (!members) return
  const outcomes = await postWelcomeTags(document, members, {
    onHealth: (health) => void sendMessage({ type: 'health/report', ...health, pageUrl: location.href }).catch(() => {}),
  })
  await sendMessage({ type: 'tags/posted', outcomes })
}

follow()
setInterval(follow, ADDRESS_POLL_MS)
