import type { JoinFlowClient, PrivacySettings } from '@joinflow/sdk'
import { renderDetails, renderResult, withSpinner } from '../../ui/index.js'

export function renderPrivacy(settings: PrivacySettings): void {
  renderDetails([
    ['Erase after delivery', settings.eraseAfterDelivery ? 'Yes' : 'No'],
    ['Erase contact data after', settings.retentionDays === null ? 'Never' : `${settings.retentionDays} days`],
  ])
}

export async function getPrivacy(client: JoinFlowClient): Promise<PrivacySettings> {
  const settings = await withSpinner('Loading privacy settings', () => client.privacy.get())
  renderResult(settings, renderPrivacy)
  return settings
}
