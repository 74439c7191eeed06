import { APIResource } from '../resource.js'

export interface DashboardFigures {
  /** Active groups. */
  connectedGroups: number
  /** Requests approved today. */
  membersToday: number
  emailIntegrations: number
  /** Percent of today's decided requests that the rules decided. */
  automationRate: number
}

export interface DashboardStats extends DashboardFigures {
  /** Each figure minus yesterday's; negative when it fell. */
  changes: DashboardFigures
}

export class Dashboard extends APIResource {
  stats(): Promise<DashboardStats> {
    return this.client.get<DashboardStats>('/api/dashboard/stats')
  }
}
