import type { ConnectionState } from '../messages'

export interface StatusView {
  tone: 'connected' | 'failed' | 'idle' | 'busy'
  title: string
  detail?: string
}

export const NOT_CONFIGURED_DETAIL = 'Add your JoinFlow address and an API token in the settings.'

export const CHECKING: StatusView = { tone: 'busy', title: 'Checking connection…' }

export function describeConnection(state: ConnectionState): StatusView {
  switch (state.status) {
    case 'connected':
      return { tone: 'connected', title: `Connected as ${state.email}`, detail: state.apiUrl }
    case 'failed':
      return { tone: 'failed', title: 'Not connected', detail: state.message }
    case 'not_configured':
      return { tone: 'idle', title: 'Not connected', detail: NOT_CONFIGURED_DETAIL }
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
