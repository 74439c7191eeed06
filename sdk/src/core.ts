// Everything both package entries share: the client, its resources, types and errors.
export { APIClient, type ClientOptions, type RequestOptions } from './api_client.js'
export { JoinFlowClient } from './client.js'
export { Download } from './download.js'
export * from './errors.js'
export { MAX_RETRY_AFTER_SECONDS } from './retry.js'
export type { IterateParams, ListParams, ListResult, SortOrder } from './list.js'
export type { Session } from './session.js'
// The contract's shapes, named once in types.ts from the types generated from docs/openapi.yaml.
export type * from './types.js'
// What only the SDK adds: list filters and parameters, and shapes it assembles itself.
export type {
  AdminOrderFilter,
  AdminSubscriptionFilter,
  AdminUserFilter,
  AdminUserIterateParams,
  AdminUserListParams,
  OutboxFilter,
  OutboxIterateParams,
  OutboxListParams,
} from './resources/admin.js'
export type { DeliveryFilter, DeliveryIterateParams, DeliveryListParams } from './resources/deliveries.js'
export type { CaptureResponse, ExtensionActionFilter } from './resources/extension.js'
export type { GroupFilter, GroupIterateParams, GroupListParams } from './resources/groups.js'
export type { PlanRecordFilter } from './resources/plans.js'
export type {
  MemberRequestExportParams,
  MemberRequestFilter,
  MemberRequestIterateParams,
  MemberRequestListParams,
  MemberRequestSortField,
} from './resources/requests.js'
export type { TemplateFilter, TemplateIterateParams, TemplateListParams } from './resources/templates.js'
export type { TokenIterateParams, TokenListParams } from './resources/tokens.js'
export { Analytics } from './resources/analytics.js'
export { Admin, ROLE_PERMISSIONS } from './resources/admin.js'
export { OwnerBilling } from './resources/billing.js'
export { Checkout } from './resources/checkout.js'
export { Content } from './resources/content.js'
export { Auth } from './resources/auth.js'
export { Catalog } from './resources/catalog.js'
export { Dashboard } from './resources/dashboard.js'
export { DELIVERY_STATUSES, Deliveries } from './resources/deliveries.js'
export { Extension } from './resources/extension.js'
export { Groups } from './resources/groups.js'
export { EmailIntegrations, Integrations, SheetsIntegrations, SmsIntegrations, Webhooks } from './resources/integrations.js'
export { Notifications } from './resources/notifications.js'
export { Privacy } from './resources/privacy.js'
export { Plans } from './resources/plans.js'
export { Requests } from './resources/requests.js'
export { Setup } from './resources/setup.js'
export { Subscription } from './resources/subscription.js'
export { TEMPLATE_CATEGORIES, Templates } from './resources/templates.js'
export { Tokens } from './resources/tokens.js'
export { FetchTransport, type FetchFunction } from './transport/fetch.js'
export type {
  HttpMethod,
  Query,
  QueryValue,
  Transport,
  TransportRequest,
  TransportResponse,
  TransportStreamResponse,
} from './transport/transport.js'
