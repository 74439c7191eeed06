import type { PricePeriod } from '@joinflow/pricing';
import { API_URL, httpClient } from '../providers/httpClient';
import type { Role } from '../providers/types';
import type { OrderPageContent, PricingPlan } from '../public/api';

/** A plan in the admin pricing page's shape. */
export interface AdminPlan {
  id: number;
  name: string;
  price: number;
  billingPeriod: PricePeriod;
  description: string;
  trialDays: number;
  buttonText: string;
  isPopular: boolean;
  features: string[];
}

export type AdminPlanField = Exclude<keyof AdminPlan, 'id'>;

export interface AdminUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  isSuperAdmin: boolean;
  isActive: boolean;
  permissions: string[];
  createdAt: string;
  planType: string | null;
  subscriptionStatus: string | null;
}

export type AssignableRole = 'user' | 'admin';

/** What choosing a role grants (spec section 4): admins manage pricing and content, users nothing extra. */
export const ROLE_PERMISSIONS: Record<AssignableRole, string[]> = {
  user: [],
  admin: ['manage_pricing', 'manage_content'],
};

export interface AdminStats {
  users: number;
  revenueLast30Days: number;
  activePlans: number;
  /** Percent of checkout starts that became paid orders; null before any checkout started. */
  conversionRate: number | null;
  changes?: Partial<Record<'users' | 'revenueLast30Days' | 'activePlans' | 'conversionRate', number | string | null>>;
}

export interface AnalyticsDay {
  date: string;
  signups: number;
  orders: number;
  revenue: number;
}

export interface AdminAnalytics {
  from: string;
  to: string;
  days: AnalyticsDay[];
}

/** A platform an owner asked JoinFlow to support (spec section 3). */
export interface IntegrationRequest {
  id: number;
  requesterEmail: string | null;
  platformName: string;
  platformUrl: string;
  category: string;
  description: string | null;
  useCase: string | null;
  apiDocumentation: string | null;
  estimatedUsers: string | null;
  urgency: string | null;
  createdAt: string;
}

/** The editor's plan fields; features travel as a list or as one per line. */
export interface PlanInput {
  planType: string;
  title: string;
  price: string;
  buttonText: string;
  features: string[] | string;
  isPopular: boolean;
}

async function call<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const { json } = await httpClient(`${API_URL}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json as T;
}

/** The super admin's calls. The server refuses every one of them to anyone else. */
export const adminApi = {
  getStats: () => call<AdminStats>('/admin/stats'),
  getAnalytics: (from: string, to: string) =>
    call<AdminAnalytics>(`/admin/analytics?${new URLSearchParams({ from, to })}`),

  listAdminPlans: () => call<AdminPlan[]>('/admin/pricing'),
  /** One field per call: the pricing editor sends each edit as it is made. */
  updateAdminPlan: <F extends AdminPlanField>(planId: number, field: F, value: AdminPlan[F]) =>
    call<AdminPlan>(`/admin/pricing/${planId}`, 'PUT', { [field]: value }),

  createPlan: (plan: PlanInput) => call<PricingPlan>('/pricing', 'POST', plan),
  updatePlan: (planId: number, plan: PlanInput) => call<PricingPlan>(`/pricing/${planId}`, 'PUT', { id: planId, ...plan }),

  updateOrderPageContent: (content: OrderPageContent) => call<OrderPageContent>('/content/page/order', 'PUT', content),

  listIntegrationRequests: () => call<IntegrationRequest[]>('/admin/integration-requests'),

  setUserRole: (userId: number, role: AssignableRole) =>
    call<AdminUser>(`/admin/users/${userId}/role`, 'PUT', { role, permissions: ROLE_PERMISSIONS[role] }),
  setUserStatus: (userId: number, isActive: boolean) =>
    call<AdminUser>(`/admin/users/${userId}/status`, 'PUT', { isActive }),
};
