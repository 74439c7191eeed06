export interface DashboardFigures {
  connectedGroups: number;
  membersToday: number;
  emailIntegrations: number;
  /** Percent of today's decided requests that the rules decided. */
  automationRate: number;
}

export interface DashboardStats extends DashboardFigures {
  /** Each figure's difference against yesterday; negative when it went down. */
  changes: DashboardFigures;
}
