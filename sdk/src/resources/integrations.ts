import type { APIClient } from '../api_client.js'
import { APIResource } from '../resource.js'
import type {
  ConnectionTestParams,
  ConnectionTestResult,
  CreatedWebhook,
  EmailIntegration,
  EmailIntegrationCreateParams,
  EmailIntegrationUpdateParams,
  GoogleStatus,
  IntegrationRequest,
  IntegrationRequestParams,
  RetriedDeliveries,
  RotatedWebhookSecret,
  SheetsIntegration,
  SheetsIntegrationCreateParams,
  SmsIntegration,
  SmsIntegrationCreateParams,
  SmsIntegrationUpdateParams,
  Webhook,
  WebhookCreateParams,
  WebhookUpdateParams,
} from '../types.js'

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
    return this.client.patch<EmailIntegration>(path('email', id), body)
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
    return this.client.patch<Webhook>(path('webhooks', id), body)
  }

  delete(id: number): Promise<void> {
    return this.client.delete<void>(path('webhooks', id))
  }

  rotateSecret(id: number): Promise<RotatedWebhookSecret> {
    return this.client.post<RotatedWebhookSecret>(`${path('webhooks', id)}/rotate-secret`)
  }
}

/** Every kind of destination a member is sent to: `client.integrations.email.list()`. */
export class Integrations extends APIResource {
  readonly email: EmailIntegrations
  readonly sms: SmsIntegrations
  readonly sheets: SheetsIntegrations
  readonly webhooks: Webhooks

  constructor(client: APIClient) {
    super(client)
    this.email = new EmailIntegrations(client)
    this.sms = new SmsIntegrations(client)
    this.sheets = new SheetsIntegrations(client)
    this.webhooks = new Webhooks(client)
  }

  /** Queues every failed delivery of one integration, of any kind, again. */
  retryFailed(id: number): Promise<RetriedDeliveries> {
    return this.client.post<RetriedDeliveries>(`/api/integrations/${encodeURIComponent(id)}/retry-failed`)
  }

  /** Asks for a platform the catalogue lacks. */
  request(body: IntegrationRequestParams): Promise<IntegrationRequest> {
    return this.client.post<IntegrationRequest>('/api/integrations/request', body)
  }
}

function path(kind: 'email' | 'sms' | 'sheets' | 'webhooks', id: number): string {
  return `/api/integrations/${kind}/${encodeURIComponent(id)}`
}
