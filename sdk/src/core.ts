// Everything both package entries share: the client, its resources, types and errors.
export { JoinFlowClient, type ClientOptions, type RequestOptions } from './client.js'
export { Download } from './download.js'
export * from './errors.js'
export { MAX_RETRY_AFTER_SECONDS } from './retry.js'
export type { IterateParams, ListParams, ListResult, SortOrder } from './list.js'
export type { DeletedRecord } from './resource.js'
export type { Role, User } from './resources/auth.js'
export { Auth } from './resources/auth.js'
export type { DashboardFigures, DashboardStats } from './resources/dashboard.js'
export { Dashboard } from './resources/dashboard.js'
export type {
  ActionResult,
  ActionResultParams,
  CaptureParams,
  CaptureResponse,
  CaptureResult,
  CapturedRequestInput,
  ExtensionAction,
  ExtensionActionFilter,
} from './resources/extension.js'
export { Extension } from './resources/extension.js'
export type {
  AutoApprovalPreview,
  AutoApprovalSettings,
  AutoApprovalSettingsInput,
  Group,
  GroupCreateParams,
  GroupFilter,
  GroupIterateParams,
  GroupListParams,
  GroupUpdateParams,
  PreviewDecision,
  WelcomeMessageSettings,
  WelcomeMessageSettingsInput,
} from './resources/groups.js'
export { Groups } from './resources/groups.js'
export type { ComponentHealth, HealthReport, HealthStatus } from './resources/health.js'
export type {
  BulkDecideParams,
  BulkDecideResult,
  DecideParams,
  DecidedBy,
  ExtensionActionStatus,
  ExtensionActionType,
  MemberRequest,
  MemberRequestDetail,
  MemberRequestExportParams,
  MemberRequestFilter,
  MemberRequestIterateParams,
  MemberRequestListParams,
  MemberRequestSortField,
  MemberRequestStatus,
  PendingAction,
  RecentMemberRequest,
  RequestAnswer,
  RequestDecision,
} from './resources/requests.js'
export { Requests } from './resources/requests.js'
export type {
  MessageTemplate,
  TemplateCategory,
  TemplateCreateParams,
  TemplateFilter,
  TemplateIterateParams,
  TemplateListParams,
  TemplateUpdateParams,
} from './resources/templates.js'
export { TEMPLATE_CATEGORIES, Templates } from './resources/templates.js'
export type {
  CreatedToken,
  PersonalAccessToken,
  RevokedToken,
  TokenCreateParams,
  TokenIterateParams,
  TokenListParams,
} from './resources/tokens.js'
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
