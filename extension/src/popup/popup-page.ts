import { requestsPage } from '../facebook/page'
import type { AutomationSettings, GroupSummary, HealthState } from '../messages'
import { checking, describeConnection, renderStatus } from '../ui/connection-status'
import { requireElement } from '../ui/dom'
import { localizePage, t, type MessageKey } from '../ui/i18n'
import { errorMessage, sendMessage } from '../ui/send-message'
import { showDelivery } from './delivery-report'

/** The notice's title for each health that needs the owner; none while the page reads or before any was read. */
const HEALTH_TITLES: Partial<Record<HealthState['status'], MessageKey>> = {
  markup_changed: 'healthChanged',
  language_unsupported: 'healthLanguage',
  error: 'healthError',
}

/** The address of the tab the popup was opened over, when the extension may read it. */
async function activeTabUrl(): Promise<string | null> {
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true })
  return tab?.url ?? null
}

/**
 * Asks the API again each time the popup opens, so the state shown is never a stale one: the
 * connection, a notice when Facebook's page could not be read, the group on the open tab with
 * today's figures, and whether actions are paused.
 */
export async function mountPopup(doc: Document): Promise<void> {
  localizePage(doc)
  const status = requireElement(doc, '#status', HTMLElement)
  const settingsButton = requireElement(doc, '#open-settings', HTMLButtonElement)
  const pauseButton = requireElement(doc, '#toggle-pause', HTMLButtonElement)
  const automationState = requireElement(doc, '#automation-state', HTMLElement)
  const notice = requireElement(doc, '#health-notice', HTMLElement)

  settingsButton.addEventListener('click', () => void chrome.runtime.openOptionsPage())

  let paused = false
  const showAutomation = (settings: AutomationSettings) => {
    paused = settings.paused
    pauseButton.textContent = paused ? t('resumeActions') : t('pauseActions')
    pauseButton.disabled = false
    automationState.textContent = paused ? t('actionsPaused') : t('actionsRunning')
  }
  pauseButton.addEventListener('click', async () => {
    pauseButton.disabled = true
    showAutomation(await sendMessage({ type: 'automation/update', changes: { paused: !paused } }))
  })

  renderStatus(status, checking())
  let connected = false
  try {
    const state = await sendMessage({ type: 'connection/status', recheck: true })
    connected = state.status === 'connected'
    renderStatus(status, describeConnection(state))
  } catch (error) {
    renderStatus(status, { tone: 'failed', title: t('notConnected'), detail: errorMessage(error) })
  }
  settingsButton.classList.toggle('primary', !connected)

  const [health, automation] = await Promise.all([
    sendMessage({ type: 'health/get' }),
    sendMessage({ type: 'automation/get' }),
  ])
  showHealth(doc, notice, health)
  showAutomation(automation)

  // What waits and why, and what JoinFlow could not store, shows whether connected or not.
  await showDelivery(doc, { deliverNow: connected })
  if (!connected) return

  const url = await activeTabUrl()
  const page = url ? requestsPage(url) : null
  if (page) await showGroup(doc, page.facebookGroupId)
}

function showHealth(doc: Document, notice: HTMLElement, health: HealthState) {
  const title = HEALTH_TITLES[health.status]
  notice.hidden = !title
  if (!title) return
  requireElement(doc, '#health-title', HTMLElement).textContent = t(title)
  // The detail is the page's own report (in English, as the dashboard shows it); a language
  // without a table is explained in the browser's language.
  requireElement(doc, '#health-detail', HTMLElement).textContent =
    health.status === 'language_unsupported' ? t('healthLanguageHelp') : (health.detail ?? '')
}

async function showGroup(doc: Document, facebookGroupId: string) {
  const section = requireElement(doc, '#group', HTMLElement)
  const title = requireElement(doc, '#group-title', HTMLElement)
  const detail = requireElement(doc, '#group-detail', HTMLElement)
  const connectButton = requireElement(doc, '#connect-group', HTMLButtonElement)
  const today = requireElement(doc, '#today', HTMLElement)

  const render = (summary: GroupSummary) => {
    section.hidden = false
    title.textContent = summary.group?.name ?? t('facebookGroup', summary.facebookGroupId)
    detail.textContent = summary.group ? '' : t('groupNotInJoinFlow')
    detail.hidden = Boolean(summary.group)
    connectButton.hidden = Boolean(summary.group)
    today.hidden = !summary.group
    requireElement(doc, '#today-captured', HTMLElement).textContent = String(summary.today.captured)
    requireElement(doc, '#today-approved', HTMLElement).textContent = String(summary.today.approved)
    requireElement(doc, '#today-declined', HTMLElement).textContent = String(summary.today.declined)
  }

  connectButton.addEventListener('click', async () => {
    connectButton.disabled = true
    try {
      render(await sendMessage({ type: 'group/connect', facebookGroupId }))
    } catch (error) {
      detail.textContent = errorMessage(error)
    } finally {
      connectButton.disabled = false
    }
  })

  try {
    render(await sendMessage({ type: 'group/summary', facebookGroupId }))
  } catch (error) {
    section.hidden = false
    title.textContent = t('facebookGroup', facebookGroupId)
    detail.textContent = errorMessage(error)
  }
}
