import { APIResource } from '../resource.js'
import type { EraseResult, PrivacySettings, PrivacySettingsUpdateParams } from '../types.js'

export class Privacy extends APIResource {
  get(): Promise<PrivacySettings> {
    return this.client.get<PrivacySettings>('/api/settings/privacy')
  }

  update(body: PrivacySettingsUpdateParams): Promise<PrivacySettings> {
    return this.client.patch<PrivacySettings>('/api/settings/privacy', body)
  }

  /** Erases one person's data from every request in the owner's groups. */
  erase(email: string): Promise<EraseResult> {
    return this.client.post<EraseResult>('/api/privacy/erase', { email })
  }
}
