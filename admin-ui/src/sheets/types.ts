import type { DeliveryStats, IntegrationStatus } from '../integrations/types';

export interface GoogleStatus {
  isConnected: boolean;
  email: string | null;
  /** The grant was revoked or expired for good; the owner has to connect again. */
  needsReconnect: boolean;
}

export interface SheetsIntegration {
  id: number;
  type: 'sheets';
  name: string;
  spreadsheetId: string;
  sheetName: string;
  description: string | null;
  isActive: boolean;
  status: IntegrationStatus;
  lastError: string | null;
  groupIds: number[] | null;
  createdAt: string;
  lastDeliveryAt: string | null;
  stats: DeliveryStats;
}

export interface SheetsIntegrationInput {
  name: string;
  spreadsheetId: string;
  sheetName?: string;
  description?: string;
  isActive?: boolean;
  groupIds?: number[] | null;
}
