import { API_URL, httpClient } from '../providers/httpClient';
import type { OrderPageContent } from '../public/api';

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

  updateOrderPageContent: (content: OrderPageContent) => call<OrderPageContent>('/content/page/order', 'PUT', content),

  listIntegrationRequests: () => call<IntegrationRequest[]>('/admin/integration-requests'),
};
