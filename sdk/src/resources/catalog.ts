import { APIResource } from '../resource.js'

/** One credential a platform asks for; `apiKey` and `listId` are the spec's own names. */
export interface CredentialField {
  name: string
  label: string
  type: 'text' | 'password' | 'url' | 'select'
  required: boolean
  help?: string
  options?: { value: string; label: string }[]
}

export type EmailAuthMethod = 'api_key' | 'oauth'

export interface EmailPlatform {
  id: string
  name: string
  authMethod: EmailAuthMethod | 'both'
  apiDocs: string
  oauthUrl?: string
  description: string
  colour: string
  category: string
  credentialFields: CredentialField[]
  /** False for platforms JoinFlow cannot deliver to yet. */
  adapter: boolean
  /** Whether the server holds the platform's OAuth client credentials. */
  oauthConfigured: boolean
}

export interface SupportedPlatform {
  id: string
  name: string
  category: string
  authMethods: string[]
}

export interface EmailCatalog {
  platforms: EmailPlatform[]
  supported: SupportedPlatform[]
}

export interface SmsPlatform {
  id: string
  name: string
  description: string
  category: string
  authMethod: 'API Key'
  documentationUrl: string
  features: string[]
  pricing: string
  popular: boolean
  credentialFields: CredentialField[]
  adapter: boolean
}

export interface SmsCatalog {
  platforms: SmsPlatform[]
}

/** The platforms JoinFlow can send members to, shared by the web app, SDK and CLI. */
export class Catalog extends APIResource {
  email(): Promise<EmailCatalog> {
    return this.client.get<EmailCatalog>('/api/catalog/email')
  }

  sms(): Promise<SmsCatalog> {
    return this.client.get<SmsCatalog>('/api/catalog/sms')
  }
}
