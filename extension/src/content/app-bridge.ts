/*
 * The content script on the JoinFlow web app. The signed-in dashboard mints a token for the
 * extension and posts it to its own window; this script passes it to the background worker,
 * which takes the page's origin as the API address. It also tells the page the extension is
 * here, so the dashboard can show it as installed in this browser.
 *
 * Only messages from the page itself (same window, same origin) are accepted.
 */
import { errorMessage, sendMessage } from '../ui/send-message'

const PRESENT = 'joinflow:extension-present'

function announce() {
  window.postMessage({ type: PRESENT, version: chrome.runtime.getManifest().version }, location.origin)
}

window.addEventListener('message', (event: MessageEvent) => {
  if (event.source !== window || event.origin !== location.origin) return
  const data = event.data as { type?: unknown; token?: unknown } | null
  if (data?.type === 'joinflow:extension-ping') announce()
  if (data?.type !== 'joinflow:connect-extension' || typeof data.token !== 'string') return
  sendMessage({ type: 'connect/hand-off', token: data.token }).then(
    (state) =>
      window.postMessage(
        state.status === 'connected'
          ? { type: 'joinflow:extension-connected', ok: true, email: state.email }
          : { type: 'joinflow:extension-connected', ok: false, error: state.status === 'failed' ? state.message : 'Not connected' },
        location.origin,
      ),
    (error: unknown) =>
      window.postMessage({ type: 'joinflow:extension-connected', ok: false, error: errorMessage(error) }, location.origin),
  )
})

announce()
