import type { CredentialField, DeliveryStats, IntegrationStatus } from '../integrations/types';

export interface SmsPlatform {
  id: string;
  name: string;
  description: string;
  category: string;
  authMethod: 'API Key';
  documentationUrl: string;
  features: string[];
  pricing: string;
  popular: boolean;
  credentialFields: CredentialField[];
  adapter: boolean;
}

export interface SmsIntegration {
  id: number;
  type: 'sms';
  platform: string;
  name: string;
  isActive: boolean;
  /** The contact list (or group) new members join, on platforms that keep contacts. */
  listId: string | null;
  credentialHint: string;
  status: IntegrationStatus;
  lastError: string | null;
  groupIds: number[] | null;
  sendWelcomeSms: boolean;
  createdAt: string;
  lastDeliveryAt: string | null;
  stats: DeliveryStats;
}

export interface SmsIntegrationInput {
  platform: string;
  name?: string;
  apiKey: string;
  listId?: string | null;
  isActive?: boolean;
  credentials?: Record<string, string>;
  groupIds?: number[] | null;
  sendWelcomeSms?: boolean;
}

export interface SmsIntegrationUpdate {
  isActive?: boolean;
  name?: string;
  listId?: string | null;
  groupIds?: number[] | null;
  sendWelcomeSms?: boolean;
}
