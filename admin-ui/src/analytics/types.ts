export interface RequestsPerDay {
  date: string;
  approved: number;
  pending: number;
  declined: number;
}

export interface GroupApprovalRate {
  groupId: number;
  groupName: string;
  approved: number;
  declined: number;
  pending: number;
  /** Percent of decided requests that were approved. */
  approvalRate: number;
}

export interface DeclineReason {
  reason: string;
  count: number;
}

export interface IntegrationDeliveries {
  integrationId: number;
  name: string;
  type: string;
  platform: string | null;
  delivered: number;
  failed: number;
  successRate: number;
  /** From approval to delivery; null when nothing was delivered. */
  medianDelayMs: number | null;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  requestsPerDay: RequestsPerDay[];
  approvalRateByGroup: GroupApprovalRate[];
  topDeclineReasons: DeclineReason[];
  deliveriesByIntegration: IntegrationDeliveries[];
}
