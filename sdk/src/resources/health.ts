export type HealthStatus = 'ok' | 'error'

export interface ComponentHealth {
  status: HealthStatus
}

export interface HealthReport {
  status: HealthStatus
  database: ComponentHealth
  queue: ComponentHealth
}
