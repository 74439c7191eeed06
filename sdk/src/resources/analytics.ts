import { APIResource } from '../resource.js'

export interface AnalyticsParams {
  /** `YYYY-MM-DD`, inclusive. */
  from?: string
  to?: string
  groupId?: number
}

export interface AnalyticsReport {
  from: string
  to: string
  requestsPerDay: { date: string; approved: number; pending: number; declined: number }[]
  /** approvalRate is a percent of decided requests. */
  approvalRateByGroup: { groupId: number; groupName: string; approved: number; declined: number; pending: number; approvalRate: number }[]
  topDeclineReasons: { reason: string; count: number }[]
  /** successRate is a percent; medianDelayMs runs from approval to delivery. */
  deliveriesByIntegration: {
    integrationId: number
    name: string
    type: string
    platform: string | null
    delivered: number
    failed: number
    successRate: number
    medianDelayMs: number | null
  }[]
}

export class Analytics extends APIResource {
  get(params: AnalyticsParams = {}): Promise<AnalyticsReport> {
    return this.client.get<AnalyticsReport>('/api/analytics', { query: { ...params } })
  }
}
