import { APIResource } from '../resource.js'

export interface PrivacySettings {
  /** Erase a member's email, phone and answers once every delivery for them has succeeded. */
  eraseAfterDelivery: boolean
  /** Days after which member contact data is erased anyway (1–3650); `null` keeps it. */
  retentionDays: number | null
}

export interface EraseResult {
  /** Member requests whose contact data was erased. */
  erased: number
}

export class Privacy extends APIResource {
  get(): Promise<PrivacySettings> {
    return this.client.get<PrivacySettings>('/api/settings/privacy')
  }

  update(body: Partial<PrivacySettings>): Promise<PrivacySettings> {
    return this.client.put<PrivacySettings>('/api/settings/privacy', body)
  }

  /** Erases one person's data from every request in the owner's groups. */
  erase(email: string): Promise<EraseResult> {
    return this.client.post<EraseResult>('/api/privacy/erase', { email })
  }
}
