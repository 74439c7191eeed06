import { APIResource } from '../resource.js'
import type { DashboardStats } from '../types.js'

export class Dashboard extends APIResource {
  stats(): Promise<DashboardStats> {
    return this.client.get<DashboardStats>('/api/dashboard/stats')
  }
}
