import type { DeliveryStatus, UnsentRequest } from '../messages'
import { requireElement } from '../ui/dom'
import { sendMessage } from '../ui/send-message'
import { DELIVERY_TEXTS as TEXTS } from './delivery-texts'

/**
 * The popup's account of delivery: how many captured requests wait for JoinFlow, what holds them
 * back and what to do about it, and the requests JoinFlow could not store ("Could not send"),
 * each with JoinFlow's reason, until the owner dismisses it.
 */
export async function showDelivery(doc: Document, { deliverNow }: { deliverNow: boolean }): Promise<void> {
  const waiting = requireElement(doc, '#waiting', HTMLElement)
  const report = requireElement(doc, '#delivery-report', HTMLElement)
  // Opening the popup is also a moment to deliver what waited while the API was away.
  if (deliverNow) await sendMessage({ type: 'capture/flush', now: true })
  const render = (status: DeliveryStatus) => {
    waiting.hidden = status.waiting === 0
    waiting.textContent = status.waiting
      ? [TEXTS.waiting(status.waiting), status.retryAt ? TEXTS.nextTry(status.retryAt) : ''].join(' ').trim()
      : ''
    const problems = status.problems.map((problem) => {
      const { title, detail } = TEXTS.problem(problem)
      return element(doc, 'div', 'notice-box delivery-problem', [
        element(doc, 'p', 'notice-title', title),
        element(doc, 'p', 'notice-detail', detail),
      ])
    })
    const unsent = status.unsent.length ? [unsentList(doc, status.unsent, dismiss)] : []
    report.replaceChildren(...problems, ...unsent)
    report.hidden = report.childElementCount === 0
  }
  const dismiss = async (id: string) => render(await sendMessage({ type: 'delivery/dismiss', id }))
  render(await sendMessage({ type: 'delivery/status' }))
}

function unsentList(doc: Document, unsent: UnsentRequest[], dismiss: (id: string) => Promise<void>) {
  const items = unsent.map(({ id, facebookGroupId, request, reason }) => {
    const name = request.name.trim() || TEXTS.noName
    const button = element(doc, 'button', 'unsent-dismiss', TEXTS.dismiss)
    button.type = 'button'
    button.setAttribute('aria-label', TEXTS.dismissLabel(name))
    button.addEventListener('click', () => {
      button.disabled = true
      void dismiss(id)
    })
    const item = element(doc, 'li', 'unsent-item', [
      element(doc, 'div', 'unsent-text', [
        element(doc, 'p', 'unsent-name', name),
        element(doc, 'p', 'unsent-place', TEXTS.unsentPlace(facebookGroupId, request.facebookUserId)),
        element(doc, 'p', 'unsent-reason', reason),
      ]),
      button,
    ])
    item.dataset.id = id
    return item
  })
  const title = element(doc, 'h2', 'unsent-title', TEXTS.unsentTitle(unsent.length))
  title.id = 'could-not-send-title'
  const section = element(doc, 'section', 'unsent', [
    title,
    element(doc, 'p', 'unsent-hint', TEXTS.unsentHint),
    element(doc, 'ul', 'unsent-list', items),
  ])
  section.id = 'could-not-send'
  section.setAttribute('aria-labelledby', title.id)
  return section
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  content: string | HTMLElement[],
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag)
  node.className = className
  if (typeof content === 'string') node.textContent = content
  else node.append(...content)
  return node
}
