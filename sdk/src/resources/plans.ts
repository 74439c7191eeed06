import { APIResource } from '../resource.js'
import type { AdminPlan, AdminPlanChange, Plan, PlanCreateParams, PlanPeriod, PlanUpdateParams, SaleStatus } from '../types.js'

export interface PlanRecordFilter {
  /** Part of the plan type or title. */
  q?: string
  id?: number[]
  status?: SaleStatus
  billingPeriod?: PlanPeriod
}

/** The plans. Listing is public; every change needs a super admin (or manage_pricing). */
export class Plans extends APIResource {
  list(): Promise<Plan[]> {
    return this.client.get<Plan[]>('/api/pricing')
  }

  create(body: PlanCreateParams): Promise<Plan> {
    return this.client.post<Plan>('/api/pricing', body)
  }

  update(id: number, body: PlanUpdateParams): Promise<Plan> {
    return this.client.patch<Plan>(`/api/pricing/${id}`, body)
  }

  adminList(): Promise<AdminPlan[]> {
    return this.client.get<AdminPlan[]>('/api/admin/pricing')
  }

  adminUpdate(id: number, change: AdminPlanChange): Promise<AdminPlan> {
    return this.client.patch<AdminPlan>(`/api/admin/pricing/${id}`, change)
  }
}
