import type { IterateParams, ListParams, ListResult } from '../list.js'
import { APIResource } from '../resource.js'
import type { PlanRecordFilter } from './plans.js'
import type {
  AdminAnalytics,
  AdminOrder,
  AdminStats,
  AdminSubscription,
  AdminUser,
  AdminUserUpdateParams,
  AssignableRole,
  IntegrationRequest,
  OutboxMessage,
  Permission,
  PlanRecord,
  PlanRecordCreateParams,
  PlanRecordUpdateParams,
  Role,
  SubscriptionStatusName,
} from '../types.js'

/** What each role grants: admins manage pricing and content, users nothing extra. */
export const ROLE_PERMISSIONS: Readonly<Record<AssignableRole, readonly Permission[]>> = {
  user: [],
  admin: ['manage_pricing', 'manage_content'],
}

export interface OutboxFilter {
  /** Part of the recipient's address. */
  to?: string
}

export type OutboxListParams = ListParams<keyof OutboxMessage, OutboxFilter>

export type OutboxIterateParams = IterateParams<keyof OutboxMessage, OutboxFilter>

export interface AdminUserFilter {
  /** Part of the name or email. */
  q?: string
  id?: number[]
  role?: Role
  /** A plan type; `trial` for the free trial. */
  plan?: string
  status?: SubscriptionStatusName
  isActive?: boolean
}

export type AdminUserListParams = ListParams<keyof AdminUser, AdminUserFilter>

export type AdminUserIterateParams = IterateParams<keyof AdminUser, AdminUserFilter>

export interface AdminOrderFilter {
  /** Part of the email, order ID or name. */
  q?: string
  id?: number[]
  plan?: string
  status?: string
  userId?: number
}

export interface AdminSubscriptionFilter {
  /** Part of the account's email. */
  q?: string
  id?: number[]
  plan?: string
  status?: SubscriptionStatusName
  userId?: number
}

class AdminUsers extends APIResource {
  list(params: AdminUserListParams = {}): Promise<ListResult<AdminUser>> {
    return this.client.getList<AdminUser>('/api/admin/users', params)
  }

  /** Every user, fetched a page at a time. */
  iterate(params: AdminUserIterateParams = {}): AsyncGenerator<AdminUser> {
    return this.client.iterateList<AdminUser>('/api/admin/users', params)
  }

  get(id: number): Promise<AdminUser> {
    return this.client.get<AdminUser>(`/api/admin/users/${id}`)
  }

  /** Role, permissions and active status at once; deactivating revokes the account's tokens. */
  update(id: number, body: AdminUserUpdateParams): Promise<AdminUser> {
    return this.client.patch<AdminUser>(`/api/admin/users/${id}`, body)
  }

  /** Sets the role and the permissions that go with it. */
  setRole(id: number, role: AssignableRole): Promise<AdminUser> {
    return this.client.put<AdminUser>(`/api/admin/users/${id}/role`, { role, permissions: ROLE_PERMISSIONS[role] })
  }

  setStatus(id: number, isActive: boolean): Promise<AdminUser> {
    return this.client.put<AdminUser>(`/api/admin/users/${id}/status`, { isActive })
  }
}

class AdminOutbox extends APIResource {
  /** Newest first. */
  list(params: OutboxListParams = {}): Promise<ListResult<OutboxMessage>> {
    return this.client.getList<OutboxMessage>('/api/admin/outbox', params)
  }

  /** Every stored email matching the filter, fetched a page at a time. */
  iterate(params: OutboxIterateParams = {}): AsyncGenerator<OutboxMessage> {
    return this.client.iterateList<OutboxMessage>('/api/admin/outbox', params)
  }
}

/** Every plan, on sale or not (super admins and holders of manage_pricing). */
class AdminPlans extends APIResource {
  /** Newest first unless sorted otherwise. */
  list(params: ListParams<keyof PlanRecord, PlanRecordFilter> = {}): Promise<ListResult<PlanRecord>> {
    return this.client.getList<PlanRecord>('/api/admin/plans', params)
  }

  /** Every plan matching the filter, fetched a page at a time. */
  iterate(params: IterateParams<keyof PlanRecord, PlanRecordFilter> = {}): AsyncGenerator<PlanRecord> {
    return this.client.iterateList<PlanRecord>('/api/admin/plans', params)
  }

  get(id: number): Promise<PlanRecord> {
    return this.client.get<PlanRecord>(`/api/admin/plans/${id}`)
  }

  create(body: PlanRecordCreateParams): Promise<PlanRecord> {
    return this.client.post<PlanRecord>('/api/admin/plans', body)
  }

  /** Changes a plan; `{ status: 'hidden' }` takes it off sale, `'retired'` for good. */
  update(id: number, body: PlanRecordUpdateParams): Promise<PlanRecord> {
    return this.client.patch<PlanRecord>(`/api/admin/plans/${id}`, body)
  }

  /** Only a plan nobody has used; anything else is a ConflictError saying to retire it. */
  delete(id: number): Promise<PlanRecord> {
    return this.client.delete<PlanRecord>(`/api/admin/plans/${id}`)
  }
}

/** Every order, read-only. */
class AdminOrders extends APIResource {
  /** Newest first unless sorted otherwise. */
  list(params: ListParams<keyof AdminOrder, AdminOrderFilter> = {}): Promise<ListResult<AdminOrder>> {
    return this.client.getList<AdminOrder>('/api/admin/orders', params)
  }

  iterate(params: IterateParams<keyof AdminOrder, AdminOrderFilter> = {}): AsyncGenerator<AdminOrder> {
    return this.client.iterateList<AdminOrder>('/api/admin/orders', params)
  }

  get(id: number): Promise<AdminOrder> {
    return this.client.get<AdminOrder>(`/api/admin/orders/${id}`)
  }
}

/** Every subscription, read-only. */
class AdminSubscriptions extends APIResource {
  /** Newest first unless sorted otherwise. */
  list(params: ListParams<keyof AdminSubscription, AdminSubscriptionFilter> = {}): Promise<ListResult<AdminSubscription>> {
    return this.client.getList<AdminSubscription>('/api/admin/subscriptions', params)
  }

  iterate(params: IterateParams<keyof AdminSubscription, AdminSubscriptionFilter> = {}): AsyncGenerator<AdminSubscription> {
    return this.client.iterateList<AdminSubscription>('/api/admin/subscriptions', params)
  }

  get(id: number): Promise<AdminSubscription> {
    return this.client.get<AdminSubscription>(`/api/admin/subscriptions/${id}`)
  }
}

/** The super admin's tools; anyone else gets a PermissionDeniedError (403). */
export class Admin extends APIResource {
  readonly users = new AdminUsers(this.client)
  readonly plans = new AdminPlans(this.client)
  readonly orders = new AdminOrders(this.client)
  readonly subscriptions = new AdminSubscriptions(this.client)
  readonly outbox = new AdminOutbox(this.client)

  stats(): Promise<AdminStats> {
    return this.client.get<AdminStats>('/api/admin/stats')
  }

  /** Day by day between two dates (YYYY-MM-DD), both included. */
  analytics(from: string, to: string): Promise<AdminAnalytics> {
    return this.client.get<AdminAnalytics>('/api/admin/analytics', { query: { from, to } })
  }

  /** Owners' requests for new platforms, newest first. */
  integrationRequests(): Promise<IntegrationRequest[]> {
    return this.client.get<IntegrationRequest[]>('/api/admin/integration-requests')
  }
}
