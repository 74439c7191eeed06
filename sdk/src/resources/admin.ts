import type { IterateParams, ListParams, ListResult } from '../list.js'
import { APIResource } from '../resource.js'
import type { Role } from './auth.js'

/** An account as the super admin's user management lists it. */
export interface AdminUser {
  id: number
  email: string
  firstName: string | null
  lastName: string | null
  role: Role
  isSuperAdmin: boolean
  isActive: boolean
  permissions: string[]
  createdAt: string
  planType: string | null
  subscriptionStatus: string | null
}

/** The roles a super admin may give; super_admin itself is never assignable. */
export type AssignableRole = 'user' | 'admin'

/** What each role grants: admins manage pricing and content, users nothing extra. */
export const ROLE_PERMISSIONS: Readonly<Record<AssignableRole, readonly string[]>> = {
  user: [],
  admin: ['manage_pricing', 'manage_content'],
}

export interface AdminStats {
  users: number
  /** US dollars. */
  revenueLast30Days: number
  activePlans: number
  /** Percent of checkout starts that became paid orders; null before any checkout started. */
  conversionRate: number | null
  /** Percent change of each figure against the 30 days before; null when there is nothing to compare. */
  changes: Record<'users' | 'revenueLast30Days' | 'activePlans' | 'conversionRate', number | null>
}

export interface AnalyticsDay {
  /** YYYY-MM-DD. */
  date: string
  signups: number
  orders: number
  revenue: number
}

export interface AdminAnalytics {
  from: string
  to: string
  days: AnalyticsDay[]
}

/** An email the server stored or sent, such as a password reset link. */
export interface OutboxMessage {
  id: number
  toAddress: string
  subject: string
  textBody: string
  htmlBody: string | null
  /** Such as `stored`, `sent` or `failed`. */
  status: string
  attempts: number
  lastError: string | null
  /** ISO 8601 timestamps. */
  sentAt: string | null
  createdAt: string
}

export interface OutboxFilter {
  /** Part of the recipient's address. */
  to?: string
}

export type OutboxListParams = ListParams<keyof OutboxMessage, OutboxFilter>

export type OutboxIterateParams = IterateParams<keyof OutboxMessage, OutboxFilter>

/** An owner's request for a platform the catalogue lacks. */
export interface IntegrationRequest {
  id: number
  userId: number | null
  requesterEmail: string | null
  platformName: string
  platformUrl: string
  category: string
  description: string | null
  useCase: string | null
  apiDocumentation: string | null
  estimatedUsers: string | null
  urgency: string | null
  /** ISO 8601 timestamp. */
  createdAt: string
}

export type AdminUserListParams = ListParams<keyof AdminUser, Record<string, unknown>>

export type AdminUserIterateParams = IterateParams<keyof AdminUser, Record<string, unknown>>

class AdminUsers extends APIResource {
  list(params: AdminUserListParams = {}): Promise<ListResult<AdminUser>> {
    return this.client.getList<AdminUser>('/api/admin/users', params)
  }

  /** Every user, fetched a page at a time. */
  iterate(params: AdminUserIterateParams = {}): AsyncGenerator<AdminUser> {
    return this.client.iterateList<AdminUser>('/api/admin/users', params)
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

/** The super admin's tools; anyone else gets a PermissionDeniedError (403). */
export class Admin extends APIResource {
  readonly users = new AdminUsers(this.client)
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
