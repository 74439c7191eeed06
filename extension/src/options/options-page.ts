import { DEFAULT_API_URL, hostPermissionPattern, validateSettings } from '../settings'
import { checking, clearStatus, describeConnection, renderStatus } from '../ui/connection-status'
import { requireElement } from '../ui/dom'
import { localizePage, t } from '../ui/i18n'
import { errorMessage, sendMessage } from '../ui/send-message'

export const permissionDeniedMessage = (apiUrl: string) => t('permissionDenied', new URL(apiUrl).origin)

export async function mountOptionsPage(doc: Document): Promise<void> {
  localizePage(doc)
  const form = requireElement(doc, '#settings-form', HTMLFormElement)
  const apiUrlInput = requireElement(form, '#api-url', HTMLInputElement)
  const tokenInput = requireElement(form, '#token', HTMLInputElement)
  const buttons = [...form.querySelectorAll('button')]
  const testButton = requireElement(form, '#test-connection', HTMLButtonElement)
  const status = requireElement(doc, '#status', HTMLElement)
  const notice = requireElement(doc, '#notice', HTMLElement)

  const setBusy = (busy: boolean) => buttons.forEach((button) => (button.disabled = busy))

  async function submit(type: 'connection/test' | 'settings/save') {
    notice.textContent = ''
    const validation = validateSettings({ apiUrl: apiUrlInput.value, token: tokenInput.value })
    if (!validation.ok) {
      renderStatus(status, { tone: 'failed', title: t(validation.problem) })
      return
    }
    const { settings } = validation
    apiUrlInput.value = settings.apiUrl
    setBusy(true)
    renderStatus(status, checking())
    try {
      // Chrome shows its permission prompt only while the click is being handled, so this
      // request must come before anything else is awaited.
      const granted = await chrome.permissions.request({
        origins: [hostPermissionPattern(settings.apiUrl)],
      })
      if (!granted) {
        renderStatus(status, {
          tone: 'failed',
          title: t('notConnected'),
          detail: permissionDeniedMessage(settings.apiUrl),
        })
        return
      }
      const state = await sendMessage({ type, ...settings })
      renderStatus(status, describeConnection(state))
      if (type === 'settings/save') notice.textContent = t('settingsSaved')
    } catch (error) {
      renderStatus(status, { tone: 'failed', title: t('notConnected'), detail: errorMessage(error) })
    } finally {
      setBusy(false)
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void submit('settings/save')
  })
  testButton.addEventListener('click', () => void submit('connection/test'))

  setBusy(true)
  try {
    const [settings, state] = await Promise.all([
      sendMessage({ type: 'settings/get' }),
      sendMessage({ type: 'connection/status', recheck: false }),
    ])
    apiUrlInput.value = settings?.apiUrl ?? DEFAULT_API_URL
    tokenInput.value = settings?.token ?? ''
    if (state.status === 'not_configured') clearStatus(status)
    else renderStatus(status, describeConnection(state))
  } catch (error) {
    apiUrlInput.value = DEFAULT_API_URL
    renderStatus(status, { tone: 'failed', title: t('notConnected'), detail: errorMessage(error) })
  } finally {
    setBusy(false)
  }
}
