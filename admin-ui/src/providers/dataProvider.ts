import type { SortOrder } from '@joinflow/sdk/browser';
import { withLifecycleCallbacks, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import type { AutoApprovalSettings, WelcomeMessageSettings } from '../automation/types';
import type { BulkDecision, ManualDecision } from '../requests/types';
import { api } from './api';
import { toHttpError } from './apiErrors';

/**
 * Pages are named after what the owner sees (/member-requests); the API after what it stores
 * (/api/requests). The super admin's resources live under /api/admin. Resources missing here
 * share their name with the API.
 */
const API_RESOURCES: Record<string, string> = {
  'member-requests': 'requests',
  'message-templates': 'templates',
  'settings/tokens': 'tokens',
  integrations: 'integrations/email',
  'sms-integrations': 'integrations/sms',
  webhooks: 'integrations/webhooks',
  'google-sheets': 'integrations/sheets',
  users: 'admin/users',
  plans: 'admin/plans',
  orders: 'admin/orders',
  subscriptions: 'admin/subscriptions',
};

export const apiResource = (resource: string) => API_RESOURCES[resource] ?? resource;

/**
 * Lists the API answers whole, newest first, rather than a page at a time: react-admin is given
 * every row as one page.
 */
const WHOLE_LISTS: Record<string, () => Promise<RaRecord[]>> = {
  'integration-requests': () => api.admin.integrationRequests(),
  integrations: () => api.integrations.email.list(),
  'sms-integrations': () => api.integrations.sms.list(),
  webhooks: () => api.integrations.webhooks.list(),
  'google-sheets': () => api.integrations.sheets.list(),
  'billing/receipts': () => api.billing.receipts(),
};

const collectionPath = (resource: string) => `/api/${apiResource(resource)}`;
const recordPath = (resource: string, id: Identifier) => `${collectionPath(resource)}/${encodeURIComponent(id)}`;

/** What react-admin's pages ask for, as the first and last row of the page (simple-rest's `range`). */
function pageRange({ page, perPage }: { page: number; perPage: number } = { page: 1, perPage: 10 }): [number, number] {
  return [(page - 1) * perPage, page * perPage - 1];
}

function sortParam(sort: { field: string; order: string } = { field: 'id', order: 'ASC' }): [string, SortOrder] {
  return [sort.field, sort.order as SortOrder];
}

/** SDK errors reach react-admin's lists, forms and notifications as its own HttpError. */
async function answered<T>(call: () => Promise<T>, options?: { forForm: boolean }): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toHttpError(error, options);
  }
}

const FORM = { forForm: true };

/**
 * react-admin's resources over the SDK client, in ra-data-simple-rest's conventions: `sort`,
 * `range` and `filter` query parameters, the total from `Content-Range`; updates are PATCH, the
 * API's one verb for partial updates (simple-rest's PUT is only a deprecated alias there).
 */
const resourceMethods: DataProvider = {
  getList: (resource, { pagination, sort, filter }) =>
    answered(async () => {
      const whole = WHOLE_LISTS[resource];
      if (!whole) return api.getList(collectionPath(resource), { sort: sortParam(sort), range: pageRange(pagination), filter });
      const data = await whole();
      return { data, total: data.length };
    }),

  getOne: (resource, { id }) => answered(async () => ({ data: await api.get(recordPath(resource, id)) })),

  getMany: (resource, { ids }) =>
    answered(async () => ({
      data: await api.get(collectionPath(resource), { query: { filter: JSON.stringify({ id: ids }) } }),
    })),

  getManyReference: (resource, { pagination, sort, filter, target, id }) =>
    answered(() =>
      api.getList(collectionPath(resource), {
        sort: sortParam(sort),
        range: pageRange(pagination),
        filter: { ...filter, [target]: id },
      }),
    ),

  create: (resource, { data }) => answered(async () => ({ data: await api.post(collectionPath(resource), data) }), FORM),

  update: (resource, { id, data }) => answered(async () => ({ data: await api.patch(recordPath(resource, id), data) }), FORM),

  updateMany: (resource, { ids, data }) =>
    answered(async () => ({
      data: (await Promise.all(ids.map((id) => api.patch<RaRecord>(recordPath(resource, id), data)))).map((record) => record.id),
    })),

  delete: (resource, { id }) => answered(async () => ({ data: await api.delete(recordPath(resource, id)) })),

  deleteMany: (resource, { ids }) =>
    answered(async () => ({
      data: (await Promise.all(ids.map((id) => api.delete<RaRecord>(recordPath(resource, id))))).map((record) => record.id),
    })),
} as DataProvider;

/** The API's calls beyond list/read/create/update/delete, named after what they do. */
const customMethods = {
  getDashboardStats: () => answered(() => api.dashboard.stats()),
  getRecentRequests: () => answered(() => api.requests.recent()),

  updateGroupPicture: (groupId: number) => answered(() => api.groups.refreshPicture(groupId)),

  getAutoApproval: (groupId: number) => answered(() => api.groups.autoApproval.get(groupId)),
  updateAutoApproval: (groupId: number, settings: AutoApprovalSettings) =>
    answered(() => api.groups.autoApproval.update(groupId, settings)),
  previewAutoApproval: (groupId: number, settings: AutoApprovalSettings) =>
    answered(() => api.groups.autoApproval.preview(groupId, settings)),

  getWelcomeMessage: (groupId: number) => answered(() => api.groups.welcomeMessage.get(groupId)),
  updateWelcomeMessage: (groupId: number, settings: WelcomeMessageSettings) =>
    answered(() => api.groups.welcomeMessage.update(groupId, settings)),

  decideRequest: (requestId: number, action: ManualDecision, reason?: string) =>
    answered(() => api.requests[action](requestId, reason ? { reason } : {})),
  bulkDecideRequests: (decision: BulkDecision) => answered(() => api.requests.bulk(decision)),

  /** Approves the version the reviewer read; an edit saved since then answers 409 and approves nothing. */
  approveTemplate: (templateId: number, version: number) => answered(() => api.templates.approve(templateId, { version })),
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
  return `/api/requests/export.csv?${query}`;
}

// Resource-specific side effects (uploads, derived fields) register here as resources arrive.
export const dataProvider: JoinFlowDataProvider = {
  ...withLifecycleCallbacks(resourceMethods, []),
  ...customMethods,
};
