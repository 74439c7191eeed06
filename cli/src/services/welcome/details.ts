import type { WelcomeMessageSettings } from '@joinflow/sdk'
import { renderDetails } from '../../ui/index.js'

const yesNo = (value: boolean) => (value ? 'Yes' : 'No')

export function renderWelcome(settings: WelcomeMessageSettings): void {
  renderDetails([
    ['Welcome message', settings.enabled ? 'On' : 'Off'],
    ['Message', settings.message || '(empty)'],
    ...settings.variants.map((variant, index): [string, string] => [`Variant ${index + 1}`, variant]),
    ['Template', settings.templateId === null ? '(none)' : `ID ${settings.templateId}`],
    ['Personalize with name', yesNo(settings.personalizeWithName)],
    ['Tag new members', yesNo(settings.tagNewMembers)],
    ['Welcome post', settings.welcomePostUrl ?? '(none)'],
  ])
}
