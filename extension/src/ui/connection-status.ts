import type { ConnectionState } from '../messages'
import { t } from './i18n'

export interface StatusView {
  tone: 'connected' | 'failed' | 'idle' | 'busy'
  title: string
  detail?: string
}

export const checking = (): StatusView => ({ tone: 'busy', title: t('checkingConnection') })

/** Why the connection failed, in the browser's language when the extension knows the reason. */
function failure(state: Extract<ConnectionState, { status: 'failed' }>) {
  if (state.reason === 'rejected') return t('tokenRejected')
  if (state.reason === 'unreachable') return t('apiUnreachable', state.apiUrl)
  // The API's own explanation (a deactivated account, …) is passed on as it said it.
  return state.message
}

export function describeConnection(state: ConnectionState): StatusView {
  switch (state.status) {
    case 'connected':
      return { tone: 'connected', title: t('connectedAs', state.email), detail: state.apiUrl }
    case 'failed':
      return { tone: 'failed', title: t('notConnected'), detail: failure(state) }
    case 'not_configured':
      return { tone: 'idle', title: t('notConnected'), detail: t('notConfigured') }
  }
}

/** Draws a status view into a `.status` element shared by the popup and the options page. */
export function renderStatus(element: HTMLElement, view: StatusView): void {
  const title = element.ownerDocument.createElement('p')
  title.className = 'status-title'
  title.textContent = view.title
  const parts: HTMLElement[] = [title]
  if (view.detail) {
    const detail = element.ownerDocument.createElement('p')
    detail.className = 'status-detail'
    detail.textContent = view.detail
    parts.push(detail)
  }
  element.dataset.tone = view.tone
  element.replaceChildren(...parts)
}

export function clearStatus(element: HTMLElement): void {
  delete element.dataset.tone
  element.replaceChildren()
}
