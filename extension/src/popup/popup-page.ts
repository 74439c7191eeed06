import { CHECKING, describeConnection, renderStatus } from '../ui/connection-status'
import { requireElement } from '../ui/dom'
import { errorMessage, sendMessage } from '../ui/send-message'

/** Asks the API again each time the popup opens, so the state shown is never a stale one. */
export async function mountPopup(doc: Document): Promise<void> {
  const status = requireElement(doc, '#status', HTMLElement)
  const settingsButton = requireElement(doc, '#open-settings', HTMLButtonElement)

  settingsButton.addEventListener('click', () => void chrome.runtime.openOptionsPage())

  renderStatus(status, CHECKING)
  let connected = false
  try {
    const state = await sendMessage({ type: 'connection/status', recheck: true })
    connected = state.status === 'connected'
    renderStatus(status, describeConnection(state))
  } catch (error) {
    renderStatus(status, { tone: 'failed', title: 'Not connected', detail: errorMessage(error) })
  }
  settingsButton.classList.toggle('primary', !connected)
}
