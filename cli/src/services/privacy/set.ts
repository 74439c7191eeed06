import type { JoinFlowClient, PrivacySettings } from '@joinflow/sdk'
import { renderResult, renderSuccess, withSpinner } from '../../ui/index.js'
import { renderPrivacy } from './get.js'

export async function setPrivacy(changes: Partial<PrivacySettings>, client: JoinFlowClient): Promise<PrivacySettings> {
  const settings = await withSpinner('Saving privacy settings', () => client.privacy.update(changes))
  renderResult(settings, (saved) => {
    renderSuccess({ headline: 'Privacy settings saved.' })
    renderPrivacy(saved)
  })
  return settings
}
