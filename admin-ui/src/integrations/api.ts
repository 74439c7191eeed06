import type { AnalyticsReport } from '../analytics/types';
import type { Delivery, DeliveryDetail } from '../deliveries/types';
import { API_URL, httpClient } from '../providers/httpClient';
import type { PrivacySettings } from '../settings/types';
import type { GoogleStatus, SheetsIntegration, SheetsIntegrationInput } from '../sheets/types';
import type { SmsIntegration, SmsIntegrationInput, SmsIntegrationUpdate, SmsPlatform } from '../sms/types';
import type {
  ConnectionTest,
  EmailCatalog,
  EmailIntegration,
  EmailIntegrationInput,
  EmailIntegrationUpdate,
  IntegrationRequest,
  Webhook,
  WebhookInput,
} from './types';

async function call<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const { json } = await httpClient(`${API_URL}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json as T;
}

/** A page of a list route, with the total its Content-Range header states. */
async function listCall<T>(path: string): Promise<{ data: T[]; total: number }> {
  const { json, headers } = await httpClient(`${API_URL}${path}`);
  const data = json as T[];
  const total = Number(headers.get('Content-Range')?.split('/').pop());
  return { data, total: Number.isFinite(total) ? total : data.length };
}

export interface Notification {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

export interface NotificationFeed {
  unread: number;
  items: Notification[];
}

/** The integration, delivery, notification, privacy and analytics calls, named after what they do. */
export const integrationsApi = {
  emailCatalog: () => call<EmailCatalog>('/catalog/email'),
  smsCatalog: () => call<{ platforms: SmsPlatform[] }>('/catalog/sms'),

  listEmail: () => call<EmailIntegration[]>('/integrations/email'),
  testEmail: (test: ConnectionTest) => call<{ ok: true; message: string }>('/integrations/email/test', 'POST', test),
  createEmail: (input: EmailIntegrationInput) => call<EmailIntegration>('/integrations/email', 'POST', input),
  updateEmail: (id: number, update: EmailIntegrationUpdate) =>
    call<EmailIntegration>(`/integrations/email/${id}`, 'PUT', update),
  deleteEmail: (id: number) => call<void>(`/integrations/email/${id}`, 'DELETE'),
  requestPlatform: (request: IntegrationRequest) => call<unknown>('/integrations/request', 'POST', request),

  listSms: () => call<SmsIntegration[]>('/integrations/sms'),
  testSms: (test: ConnectionTest) => call<{ ok: true; message: string }>('/integrations/sms/test', 'POST', test),
  createSms: (input: SmsIntegrationInput) => call<SmsIntegration>('/integrations/sms', 'POST', input),
  updateSms: (id: number, update: SmsIntegrationUpdate) => call<SmsIntegration>(`/integrations/sms/${id}`, 'PATCH', update),
  deleteSms: (id: number) => call<void>(`/integrations/sms/${id}`, 'DELETE'),

  listWebhooks: () => call<Webhook[]>('/integrations/webhooks'),
  createWebhook: (input: WebhookInput) => call<Webhook & { secret: string }>('/integrations/webhooks', 'POST', input),
  updateWebhook: (id: number, update: Partial<WebhookInput> & { isActive?: boolean }) =>
    call<Webhook>(`/integrations/webhooks/${id}`, 'PUT', update),
  deleteWebhook: (id: number) => call<void>(`/integrations/webhooks/${id}`, 'DELETE'),
  rotateWebhookSecret: (id: number) => call<{ secret: string }>(`/integrations/webhooks/${id}/rotate-secret`, 'POST'),

  googleStatus: () => call<GoogleStatus>('/auth/google/status'),
  disconnectGoogle: () => call<void>('/auth/google', 'DELETE'),
  listSheets: () => call<SheetsIntegration[]>('/integrations/sheets'),
  createSheet: (input: SheetsIntegrationInput) => call<SheetsIntegration>('/integrations/sheets', 'POST', input),
  deleteSheet: (id: number) => call<void>(`/integrations/sheets/${id}`, 'DELETE'),

  retryFailed: (integrationId: number) => call<{ queued: number }>(`/integrations/${integrationId}/retry-failed`, 'POST'),
  listDeliveries: (filter: { status?: string; integrationId?: number }, range: [number, number]) => {
    const query = new URLSearchParams({ _start: String(range[0]), _end: String(range[1]), _sort: 'createdAt', _order: 'DESC' });
    if (filter.status) query.set('status', filter.status);
    if (filter.integrationId) query.set('integrationId', String(filter.integrationId));
    return listCall<Delivery>(`/deliveries?${query}`);
  },
  getDelivery: (deliveryId: number) => call<DeliveryDetail>(`/deliveries/${deliveryId}`),
  retryDelivery: (deliveryId: number) => call<Delivery>(`/deliveries/${deliveryId}/retry`, 'POST'),

  notifications: () => call<NotificationFeed>('/notifications'),
  markNotificationRead: (id: number) => call<unknown>(`/notifications/${id}/read`, 'POST'),
  markAllNotificationsRead: () => call<unknown>('/notifications/read-all', 'POST'),

  privacySettings: () => call<PrivacySettings>('/settings/privacy'),
  updatePrivacySettings: (settings: PrivacySettings) => call<PrivacySettings>('/settings/privacy', 'PUT', settings),
  eraseMember: (email: string) => call<{ erased: number }>('/privacy/erase', 'POST', { email }),

  analytics: (params: { from: string; to: string; groupId?: number }) => {
    const query = new URLSearchParams({ from: params.from, to: params.to });
    if (params.groupId) query.set('groupId', String(params.groupId));
    return call<AnalyticsReport>(`/analytics?${query}`);
  },
};

/** Query keys, so a change in one place refreshes every list that shows it. */
export const queryKeys = {
  emailCatalog: ['catalog', 'email'],
  smsCatalog: ['catalog', 'sms'],
  email: ['integrations', 'email'],
  sms: ['integrations', 'sms'],
  webhooks: ['integrations', 'webhooks'],
  sheets: ['integrations', 'sheets'],
  googleStatus: ['auth', 'google', 'status'],
  notifications: ['notifications'],
  privacy: ['settings', 'privacy'],
} as const;
