import type { JoinFlowClient } from '../client.js'
import { APIResource } from '../resource.js'

export type IntegrationType = 'email' | 'sms' | 'sheets' | 'webhook'
export type IntegrationStatus = 'connected' | 'needs_attention'
/** When members are sent: once approved, or as soon as their request is captured. */
export type DeliveryTrigger = 'approved' | 'captured'

export interface DeliveryStats {
  delivered: number
  failed: number
  /** Queued, being delivered or waiting to retry. */
  pending: number
}

interface IntegrationBase {
  id: number
  name: string
  isActive: boolean
  /** `needs_attention` after a platform refused a delivery for good (bad key, list gone). */
  status: IntegrationStatus
  lastError: string | null
  /** `null`: every group, including groups connected later. */
  groupIds: number[] | null
  /** ISO 8601 timestamps. */
  createdAt: string
  lastDeliveryAt: string | null
  stats: DeliveryStats
}

export interface EmailIntegration extends IntegrationBase {
  type: 'email'
  platform: string
  listId: string | null
  authMethod: 'api_key' | 'oauth'
  /** `••••` and the last four characters of the key; the key itself is never returned. */
  credentialHint: string
  trigger: DeliveryTrigger
}

export interface ConnectionTestParams {
  platform: string
  apiKey: string
  listId?: string | null
  /** Further fields the catalogue names for the platform, such as an account URL. */
  credentials?: Record<string, string>
}

export interface ConnectionTestResult {
  ok: true
  message: string
}

export interface EmailIntegrationCreateParams extends ConnectionTestParams {
  /** Default `{platform name} Integration`. */
  name?: string
  isActive?: boolean
  groupIds?: number[] | null
  trigger?: DeliveryTrigger
}

/** A new key or credentials are tested before they replace the old ones. */
export interface EmailIntegrationUpdateParams {
  name?: string
  listId?: string | null
  isActive?: boolean
  groupIds?: number[] | null
  trigger?: DeliveryTrigger
  apiKey?: string
  credentials?: Record<string, string>
}

export interface SmsIntegration extends IntegrationBase {
  type: 'sms'
  platform: string
  /** The contact list (or group) new members join, on platforms that keep contacts; `null` for none. */
  listId: string | null
  credentialHint: string
  sendWelcomeSms: boolean
}

/** `listId`: the contact list (ClickSend, SimpleTexting, TextMagic) or group (EZ Texting, MessageBird) new members join. */
export interface SmsIntegrationCreateParams extends ConnectionTestParams {
  name?: string
  isActive?: boolean
  groupIds?: number[] | null
  sendWelcomeSms?: boolean
}

/** A new contact list is tested at the platform before it replaces the old one; `null` stops adding contacts. */
export interface SmsIntegrationUpdateParams {
  name?: string
  listId?: string | null
  isActive?: boolean
  groupIds?: number[] | null
  sendWelcomeSms?: boolean
}

export interface SheetsIntegration extends IntegrationBase {
  type: 'sheets'
  spreadsheetId: string
  sheetName: string
  description: string | null
}

export interface SheetsIntegrationCreateParams {
  name: string
  /** The id, or the sheet's full address: the server extracts the id. */
  spreadsheetId: string
  /** Default `Sheet1`. */
  sheetName?: string
  description?: string
  isActive?: boolean
  groupIds?: number[] | null
}

export interface Webhook extends IntegrationBase {
  type: 'webhook'
  url: string
  trigger: DeliveryTrigger
}

/** Returned only when the webhook is created: the HMAC-SHA256 signing secret. */
export interface CreatedWebhook extends Webhook {
  secret: string
}

export interface WebhookCreateParams {
  name: string
  url: string
  groupIds?: number[] | null
  trigger?: DeliveryTrigger
}

export type WebhookUpdateParams = Partial<WebhookCreateParams> & { isActive?: boolean }

export interface IntegrationRequestParams {
  platformName: string
  platformUrl: string
  category: string
  description?: string
  useCase?: string
  apiDocumentation?: string
  estimatedUsers?: 'just-me' | 'few' | 'many' | 'lots'
  urgency?: 'low' | 'medium' | 'high' | 'critical'
}

export interface GoogleStatus {
  isConnected: boolean
  email: string | null
  needsReconnect: boolean
}

export class EmailIntegrations extends APIResource {
  list(): Promise<EmailIntegration[]> {
    return this.client.get<EmailIntegration[]>('/api/integrations/email')
  }

  /** Checks a key with the platform without saving anything; a refusal is an UnprocessableEntityError. */
  test(body: ConnectionTestParams): Promise<ConnectionTestResult> {
    return this.client.post<ConnectionTestResult>('/api/integrations/email/test', body)
  }

  /** Tests the key first; saved only when the platform accepts it. */
  create(body: EmailIntegrationCreateParams): Promise<EmailIntegration> {
    return this.client.post<EmailIntegration>('/api/integrations/email', body)
  }

  update(id: number, body: EmailIntegrationUpdateParams): Promise<EmailIntegration> {
    return this.client.put<EmailIntegration>(path('email', id), body)
  }

  delete(id: number): Promise<void> {
    return this.client.delete<void>(path('email', id))
  }
}

export class SmsIntegrations extends APIResource {
  list(): Promise<SmsIntegration[]> {
    return this.client.get<SmsIntegration[]>('/api/integrations/sms')
  }

  /** Checks the credentials (and the contact list, where the platform can) without saving anything. */
  test(body: ConnectionTestParams): Promise<ConnectionTestResult> {
    return this.client.post<ConnectionTestResult>('/api/integrations/sms/test', body)
  }

  create(body: SmsIntegrationCreateParams): Promise<SmsIntegration> {
    return this.client.post<SmsIntegration>('/api/integrations/sms', body)
  }

  /** Only the fields sent change (PATCH). */
  async update(id: number, body: SmsIntegrationUpdateParams): Promise<SmsIntegration> {
    return (await this.client.request({ method: 'PATCH', path: path('sms', id), body })).body as SmsIntegration
  }

  delete(id: number): Promise<void> {
    return this.client.delete<void>(path('sms', id))
  }
}

export class SheetsIntegrations extends APIResource {
  list(): Promise<SheetsIntegration[]> {
    return this.client.get<SheetsIntegration[]>('/api/integrations/sheets')
  }

  create(body: SheetsIntegrationCreateParams): Promise<SheetsIntegration> {
    return this.client.post<SheetsIntegration>('/api/integrations/sheets', body)
  }

  delete(id: number): Promise<void> {
    return this.client.delete<void>(path('sheets', id))
  }

  /** Whether a Google account is connected; granting access happens in a browser popup. */
  googleStatus(): Promise<GoogleStatus> {
    return this.client.get<GoogleStatus>('/api/auth/google/status')
  }

  disconnectGoogle(): Promise<void> {
    return this.client.delete<void>('/api/auth/google')
  }
}

export class Webhooks extends APIResource {
  list(): Promise<Webhook[]> {
    return this.client.get<Webhook[]>('/api/integrations/webhooks')
  }

  /** The answer carries the signing secret, which is never returned again. */
  create(body: WebhookCreateParams): Promise<CreatedWebhook> {
    return this.client.post<CreatedWebhook>('/api/integrations/webhooks', body)
  }

  update(id: number, body: WebhookUpdateParams): Promise<Webhook> {
    return this.client.put<Webhook>(path('webhooks', id), body)
  }

  delete(id: number): Promise<void> {
    return this.client.delete<void>(path('webhooks', id))
  }

  rotateSecret(id: number): Promise<{ secret: string }> {
    return this.client.post<{ secret: string }>(`${path('webhooks', id)}/rotate-secret`)
  }
}

/** Every kind of destination a member is sent to: `client.integrations.email.list()`. */
export class Integrations extends APIResource {
  readonly email: EmailIntegrations
  readonly sms: SmsIntegrations
  readonly sheets: SheetsIntegrations
  readonly webhooks: Webhooks

  constructor(client: JoinFlowClient) {
    super(client)
    this.email = new EmailIntegrations(client)
    this.sms = new SmsIntegrations(client)
    this.sheets = new SheetsIntegrations(client)
    this.webhooks = new Webhooks(client)
  }

  /** Queues every failed delivery of one integration, of any kind, again. */
  retryFailed(id: number): Promise<{ queued: number }> {
    return this.client.post<{ queued: number }>(`/api/integrations/${encodeURIComponent(id)}/retry-failed`)
  }

  /** Asks for a platform the catalogue lacks. */
  request(body: IntegrationRequestParams): Promise<unknown> {
    return this.client.post<unknown>('/api/integrations/request', body)
  }
}

function path(kind: 'email' | 'sms' | 'sheets' | 'webhooks', id: number): string {
  return `/api/integrations/${kind}/${encodeURIComponent(id)}`
}
