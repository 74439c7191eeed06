export interface CredentialField {
  name: string;
  label: string;
  type: 'text' | 'password' | 'url' | 'select';
  required: boolean;
  help?: string;
  options?: { value: string; label: string }[];
}

export type AuthMethod = 'api_key' | 'oauth';

export interface EmailPlatform {
  id: string;
  name: string;
  authMethod: AuthMethod | 'both';
  apiDocs: string;
  oauthUrl?: string;
  description: string;
  colour: string;
  category: string;
  credentialFields: CredentialField[];
  /** False for catalogue entries JoinFlow cannot deliver to yet. */
  adapter: boolean;
  /** Whether this server holds the platform's OAuth client credentials. */
  oauthConfigured: boolean;
}

export interface SupportedPlatform {
  id: string;
  name: string;
  category: string;
  authMethods: string[];
}

export interface EmailCatalog {
  platforms: EmailPlatform[];
  supported: SupportedPlatform[];
}

export type IntegrationStatus = 'connected' | 'needs_attention';
export type DeliveryTrigger = 'approved' | 'captured';

export interface DeliveryStats {
  delivered: number;
  failed: number;
  pending: number;
}

/** What every kind of destination shares. */
interface IntegrationBase {
  id: number;
  name: string;
  isActive: boolean;
  status: IntegrationStatus;
  lastError: string | null;
  /** null: every group, now and later. */
  groupIds: number[] | null;
  createdAt: string;
  lastDeliveryAt: string | null;
  stats: DeliveryStats;
}

export interface EmailIntegration extends IntegrationBase {
  type: 'email';
  platform: string;
  listId: string | null;
  authMethod: AuthMethod;
  /** "••••" and the last four characters of the key; the key itself never comes back. */
  credentialHint: string;
  trigger: DeliveryTrigger;
}

export interface EmailIntegrationInput {
  platform: string;
  name?: string;
  apiKey: string;
  listId?: string | null;
  isActive?: boolean;
  credentials?: Record<string, string>;
  groupIds?: number[] | null;
  trigger?: DeliveryTrigger;
}

export interface EmailIntegrationUpdate {
  name?: string;
  listId?: string | null;
  isActive?: boolean;
  groupIds?: number[] | null;
  trigger?: DeliveryTrigger;
  apiKey?: string;
  credentials?: Record<string, string>;
}

export interface ConnectionTest {
  platform: string;
  apiKey: string;
  listId?: string | null;
  credentials?: Record<string, string>;
}

export interface Webhook extends IntegrationBase {
  type: 'webhook';
  url: string;
  trigger: DeliveryTrigger;
}

export interface WebhookInput {
  name: string;
  url: string;
  groupIds?: number[] | null;
  trigger?: DeliveryTrigger;
}

export interface IntegrationRequest {
  platformName: string;
  platformUrl: string;
  category: string;
  description?: string;
  useCase?: string;
  apiDocumentation?: string;
  estimatedUsers?: string;
  urgency?: string;
}
