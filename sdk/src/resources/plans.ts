import { APIResource } from '../resource.js'

export type PlanPeriod = 'monthly' | 'annual' | 'one_time'

/** A plan as the order page and the super admin's plan editor see it. */
export interface Plan {
  id: number
  /** Lowercase with dashes, such as `starter-lite`; what order links name. */
  planType: string
  title: string
  /** Text such as `$27`. */
  price: string
  features: string[]
  buttonText: string
  isPopular: boolean
  billingPeriod: PlanPeriod
  /** Connected groups allowed; null is unlimited. */
  groupLimit: number | null
  /** Free days before the first charge; 0 is none. */
  trialDays: number
}

export interface PlanCreateParams {
  planType: string
  title: string
  /** Whole dollars: `27`, `'27'` or `'$27'`. */
  price: number | string
  buttonText: string
  /** A list, or one feature per line; blank lines are dropped. */
  features: string[] | string
  isPopular?: boolean
  description?: string
  billingPeriod?: PlanPeriod
  groupLimit?: number | null
  /** Left out: 7 days, none for one-time plans. */
  trialDays?: number
}

/** What is left out stays as it is. */
export type PlanUpdateParams = Partial<PlanCreateParams>

/** On sale; hidden from sale for now; retired for good. Accounts on a plan keep it either way. */
export type SaleStatus = 'on_sale' | 'hidden' | 'retired'

/** A plan as the super admin's plans resource shows it: the admin shape and what is managed beyond it. */
export interface PlanRecord extends AdminPlan {
  planType: string
  /** Connected groups allowed; null is unlimited. */
  groupLimit: number | null
  status: SaleStatus
  annualPrice: number | null
  annualOriginalPrice: number | null
  sortOrder: number
  /** Accounts on the plan now, not expired or canceled. */
  subscribers: number
  createdAt: string
}

export interface PlanRecordCreateParams {
  planType: string
  name: string
  /** Whole dollars: `27`, `'27'` or `'$27'`. */
  price: number | string
  buttonText: string
  features: string[] | string
  isPopular?: boolean
  description?: string
  billingPeriod?: PlanPeriod
  trialDays?: number
  groupLimit?: number | null
  status?: SaleStatus
}

/** What is left out stays as it is. */
export type PlanRecordUpdateParams = Partial<PlanRecordCreateParams>

export interface PlanRecordFilter {
  /** Part of the plan type or title. */
  q?: string
  id?: number[]
  status?: SaleStatus
  billingPeriod?: PlanPeriod
}

/** A plan in the admin pricing page's shape: integer price and trial days. */
export interface AdminPlan {
  id: number
  name: string
  price: number
  billingPeriod: PlanPeriod
  description: string
  trialDays: number
  buttonText: string
  isPopular: boolean
  features: string[]
}

/** One field of the admin shape per call, as the pricing editor sends each edit. */
export type AdminPlanChange = {
  [F in Exclude<keyof AdminPlan, 'id'>]: { [K in F]: AdminPlan[F] }
}[Exclude<keyof AdminPlan, 'id'>]

/** The plans. Listing is public; every change needs a super admin (or manage_pricing). */
export class Plans extends APIResource {
  list(): Promise<Plan[]> {
    return this.client.get<Plan[]>('/api/pricing')
  }

  create(body: PlanCreateParams): Promise<Plan> {
    return this.client.post<Plan>('/api/pricing', body)
  }

  update(id: number, body: PlanUpdateParams): Promise<Plan> {
    return this.client.put<Plan>(`/api/pricing/${id}`, body)
  }

  adminList(): Promise<AdminPlan[]> {
    return this.client.get<AdminPlan[]>('/api/admin/pricing')
  }

  adminUpdate(id: number, change: AdminPlanChange): Promise<AdminPlan> {
    return this.client.put<AdminPlan>(`/api/admin/pricing/${id}`, change)
  }
}
