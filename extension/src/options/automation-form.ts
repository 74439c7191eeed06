import { requireElement } from '../ui/dom'
import { t } from '../ui/i18n'
import { errorMessage, sendMessage } from '../ui/send-message'


/** The pauses between clicks and the hourly limit, kept by the background worker. */
export async function mountAutomationForm(doc: Document): Promise<void> {
  const form = requireElement(doc, '#automation-form', HTMLFormElement)
  const minPause = requireElement(form, '#min-pause', HTMLInputElement)
  const maxPause = requireElement(form, '#max-pause', HTMLInputElement)
  const hourlyLimit = requireElement(form, '#hourly-limit', HTMLInputElement)
  const notice = requireElement(form, '#automation-notice', HTMLElement)

  const say = (text: string, tone: 'ok' | 'failed') => {
    notice.textContent = text
    notice.dataset.tone = tone
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    try {
      const saved = await sendMessage({
        type: 'automation/update',
        changes: {
          minPauseSeconds: minPause.valueAsNumber,
          maxPauseSeconds: maxPause.valueAsNumber,
          hourlyLimit: hourlyLimit.valueAsNumber,
        },
      })
      hourlyLimit.value = String(saved.hourlyLimit)
      say(t('pacingSaved'), 'ok')
    } catch (error) {
      say(errorMessage(error), 'failed')
    }
  })

  const settings = await sendMessage({ type: 'automation/get' })
  minPause.value = String(settings.minPauseSeconds)
  maxPause.value = String(settings.maxPauseSeconds)
  hourlyLimit.value = String(settings.hourlyLimit)
}
