import type { JoinFlowClient, WelcomeMessageSettings, WelcomeMessageSettingsInput } from '@joinflow/sdk'
import { renderResult, renderSuccess, withSpinner } from '../../ui/index.js'
import { renderWelcome } from './details.js'

export interface SetWelcomeOptions {
  groupId: number
  /** Only the settings to change; the others keep their saved values. */
  changes: WelcomeMessageSettingsInput
}

/**
 * Sends the whole settings object, the saved values merged with the changes, so a setting the
 * command line left out is never reset.
 */
export async function setWelcome({ groupId, changes }: SetWelcomeOptions, client: JoinFlowClient): Promise<WelcomeMessageSettings> {
  const saved = await withSpinner('Saving the welcome message', async () => {
    const current = await client.groups.welcomeMessage.get(groupId)
    return client.groups.welcomeMessage.update(groupId, { ...current, ...changes })
  })
  renderResult(saved, () => {
    renderSuccess({ headline: `Saved the welcome message of group ${groupId}.` })
    renderWelcome(saved)
  })
  return saved
}
