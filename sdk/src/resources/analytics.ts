import { APIResource } from '../resource.js'
import type { AnalyticsParams, AnalyticsReport } from '../types.js'

export class Analytics extends APIResource {
  get(params: AnalyticsParams = {}): Promise<AnalyticsReport> {
    return this.client.get<AnalyticsReport>('/api/analytics', { query: { ...params } })
  }
}
