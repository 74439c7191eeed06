import { HttpError, withLifecycleCallbacks, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { AutoApprovalPreview, AutoApprovalSettings, WelcomeMessageSettings } from '../automation/types';
import type { DashboardStats } from '../dashboard/types';
import type { Group } from '../groups/types';
import type {
  BulkDecision,
  BulkDecisionResult,
  ManualDecision,
  MemberRequestDetail,
  RecentMemberRequest,
} from '../requests/types';
import type { MessageTemplate } from '../templates/types';
import { API_URL, fieldErrors, httpClient } from './httpClient';

/**
 * Pages are named after what the owner sees (/member-requests); the API after what it stores
 * (/api/requests). The super admin's resources live under /api/admin. Resources missing here
 * share their name with the API.
 */
const API_RESOURCES: Record<string, string> = {
  'member-requests': 'requests',
  'message-templates': 'templates',
  users: 'admin/users',
  plans: 'admin/plans',
  orders: 'admin/orders',
  subscriptions: 'admin/subscriptions',
};

export const apiResource = (resource: string) => API_RESOURCES[resource] ?? resource;

function withApiResourceNames(provider: DataProvider): DataProvider {
  return {
    getList: (resource, params) => provider.getList(apiResource(resource), params),
    getOne: (resource, params) => provider.getOne(apiResource(resource), params),
    getMany: (resource, params) => provider.getMany(apiResource(resource), params),
    getManyReference: (resource, params) => provider.getManyReference(apiResource(resource), params),
    create: (resource, params) => withFieldErrors(() => provider.create(apiResource(resource), params)),
    update: (resource, params) => withFieldErrors(() => provider.update(apiResource(resource), params)),
    updateMany: (resource, params) => provider.updateMany(apiResource(resource), params),
    delete: (resource, params) => provider.delete(apiResource(resource), params),
    deleteMany: (resource, params) => provider.deleteMany(apiResource(resource), params),
  };
}

/**
 * A 422's field errors in the shape react-admin's forms read (`{ field: message }`, the first
 * message as the form's own), so each message shows beside the input it concerns.
 */
async function withFieldErrors<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    const byField = fieldErrors(error);
    if (!byField || !(error instanceof HttpError)) throw error;
    throw new HttpError(error.message, error.status, { ...error.body, errors: { ...byField, root: { serverError: error.body?.message } } });
  }
}

async function call<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const { json } = await httpClient(`${API_URL}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json as T;
}

/** The API's calls beyond list/read/create/update/delete, named after what they do. */
const customMethods = {
  getDashboardStats: () => call<DashboardStats>('/dashboard/stats'),
  getRecentRequests: () => call<RecentMemberRequest[]>('/requests/recent'),

  updateGroupPicture: (groupId: number) => call<Group>(`/groups/${groupId}/update-picture`, 'POST'),

  getAutoApproval: (groupId: number) => call<AutoApprovalSettings>(`/groups/${groupId}/auto-approval`),
  updateAutoApproval: (groupId: number, settings: AutoApprovalSettings) =>
    call<AutoApprovalSettings>(`/groups/${groupId}/auto-approval`, 'POST', settings),
  previewAutoApproval: (groupId: number, settings: AutoApprovalSettings) =>
    call<AutoApprovalPreview>(`/groups/${groupId}/auto-approval/preview`, 'POST', settings),

  getWelcomeMessage: (groupId: number) => call<WelcomeMessageSettings>(`/groups/${groupId}/welcome-message`),
  updateWelcomeMessage: (groupId: number, settings: WelcomeMessageSettings) =>
    call<WelcomeMessageSettings>(`/groups/${groupId}/welcome-message`, 'POST', settings),

  decideRequest: (requestId: number, action: ManualDecision, reason?: string) =>
    call<MemberRequestDetail>(`/requests/${requestId}/${action}`, 'POST', reason ? { reason } : {}),
  bulkDecideRequests: (decision: BulkDecision) => call<BulkDecisionResult>('/requests/bulk', 'POST', decision),

  /** Approves the version the reviewer read; an edit saved since then answers 409 and approves nothing. */
  approveTemplate: (templateId: number, version: number) =>
    call<MessageTemplate>(`/templates/${templateId}/approve`, 'POST', { version }),
};

export type JoinFlowDataProvider = DataProvider & typeof customMethods;

/**
 * The CSV export is a file download, not a JSON call: the browser follows this link with the
 * session cookie, and the list's filters and sort travel in the same form as the list's own.
 */
export function requestsExportUrl(filter: Record<string, unknown>, sort: { field: string; order: string }): string {
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: JSON.stringify([sort.field, sort.order]),
  });
  return `${API_URL}/requests/export.csv?${query}`;
}

// Resource-specific side effects (uploads, derived fields) register here as resources arrive.
export const dataProvider: JoinFlowDataProvider = {
  ...withLifecycleCallbacks(withApiResourceNames(simpleRestProvider(API_URL, httpClient)), []),
  ...customMethods,
};
