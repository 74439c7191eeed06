import { APIResource } from '../resource.js'
import type { EmailCatalog, SmsCatalog } from '../types.js'

/** The platforms JoinFlow can send members to, shared by the web app, SDK and CLI. */
export class Catalog extends APIResource {
  email(): Promise<EmailCatalog> {
    return this.client.get<EmailCatalog>('/api/catalog/email')
  }

  sms(): Promise<SmsCatalog> {
    return this.client.get<SmsCatalog>('/api/catalog/sms')
  }
}
