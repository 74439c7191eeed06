export type DeliveryStatus = 'queued' | 'delivering' | 'delivered' | 'retrying' | 'failed' | 'skipped';
export type IntegrationType = 'email' | 'sms' | 'sheets' | 'webhook';

export interface Delivery {
  id: number;
  memberRequestId: number;
  memberName: string;
  integrationId: number;
  integrationName: string;
  integrationType: IntegrationType;
  platform: string | null;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  lastStatusCode: number | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  approvedAt: string | null;
}

/** The short form carried on each member request. */
export interface RequestDelivery {
  id: number;
  integrationId: number;
  integrationName: string;
  integrationType: IntegrationType;
  status: DeliveryStatus;
}

export interface DeliveryAttempt {
  attempt: number;
  startedAt: string;
  durationMs: number;
  statusCode: number | null;
  outcome: string;
  message: string | null;
}

export interface DeliveryDetail extends Delivery {
  attemptLog: DeliveryAttempt[];
}
