// Everything both package entries share: the client, its resources, types and errors.
export { JoinFlowClient, type ClientOptions, type RequestOptions } from './client.js'
export { Download } from './download.js'
export * from './errors.js'
export { MAX_RETRY_AFTER_SECONDS } from './retry.js'
export type { IterateParams, ListParams, ListResult, SortOrder } from './list.js'
export type { DeletedRecord } from './resource.js'
export type { Session } from './session.js'
export type { AnalyticsParams, AnalyticsReport } from './resources/analytics.js'
export { Analytics } from './resources/analytics.js'
export type {
  AdminAnalytics,
  AdminOrder,
  AdminOrderFilter,
  AdminStats,
  AdminSubscription,
  AdminSubscriptionFilter,
  AdminUser,
  AdminUserFilter,
  AdminUserIterateParams,
  AdminUserListParams,
  AdminUserUpdateParams,
  SubscriptionStatusName,
  AnalyticsDay,
  AssignableRole,
  IntegrationRequest,
  OutboxFilter,
  OutboxIterateParams,
  OutboxListParams,
  OutboxMessage,
} from './resources/admin.js'
export { Admin, ROLE_PERMISSIONS } from './resources/admin.js'
export type {
  EmailConfirmation,
  LoginParams,
  PasswordChangeParams,
  PasswordResetParams,
  Role,
  SignedOutEverywhere,
  SignInProvider,
  SignupParams,
  User,
  VerificationEmail,
} from './resources/auth.js'
export type {
  BillingPeriod,
  BillingSummary,
  ClaimParams,
  ClaimResult,
  Money,
  PlanChange,
  PlanChangeParams,
  PrintableReceipt,
  Purchase,
  Receipt,
  UnclaimedPurchases,
} from './resources/billing.js'
export { OwnerBilling } from './resources/billing.js'
export type {
  Billing,
  CardDetails,
  Customer,
  OrderDetails,
  PlaceOrderParams,
  PlacedOrder,
  PurchaseAccountParams,
  PurchaseLink,
  CheckoutStartParams,
  OwnerPaymentParams,
  OwnerPaymentResult,
  Quote,
  QuoteParams,
} from './resources/checkout.js'
export { Checkout } from './resources/checkout.js'
export type { OrderPageContent } from './resources/content.js'
export { Content } from './resources/content.js'
export { Auth } from './resources/auth.js'
export type {
  CredentialField,
  EmailAuthMethod,
  EmailCatalog,
  EmailPlatform,
  SmsCatalog,
  SmsPlatform,
  SupportedPlatform,
} from './resources/catalog.js'
export { Catalog } from './resources/catalog.js'
export type { DashboardFigures, DashboardStats } from './resources/dashboard.js'
export { Dashboard } from './resources/dashboard.js'
export type {
  Delivery,
  DeliveryAttempt,
  DeliveryChip,
  DeliveryDetail,
  DeliveryFilter,
  DeliveryIterateParams,
  DeliveryListParams,
  DeliveryStatus,
} from './resources/deliveries.js'
export { DELIVERY_STATUSES, Deliveries } from './resources/deliveries.js'
export type {
  ActionResult,
  ActionResultParams,
  CaptureParams,
  CaptureRejection,
  CaptureResponse,
  CaptureResult,
  CapturedRequestInput,
  ExtensionAction,
  ExtensionActionFilter,
  ExtensionConnection,
  ExtensionHealth,
  ExtensionHealthParams,
  ExtensionStatus,
  ExtensionSummary,
  ExtensionSummaryParams,
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
  ConnectionTestParams,
  ConnectionTestResult,
  CreatedWebhook,
  DeliveryStats,
  DeliveryTrigger,
  EmailIntegration,
  EmailIntegrationCreateParams,
  EmailIntegrationUpdateParams,
  GoogleStatus,
  IntegrationRequestParams,
  IntegrationStatus,
  IntegrationType,
  SheetsIntegration,
  SheetsIntegrationCreateParams,
  SmsIntegration,
  SmsIntegrationCreateParams,
  SmsIntegrationUpdateParams,
  Webhook,
  WebhookCreateParams,
  WebhookUpdateParams,
} from './resources/integrations.js'
export { EmailIntegrations, Integrations, SheetsIntegrations, SmsIntegrations, Webhooks } from './resources/integrations.js'
export type { Notification, NotificationFeed } from './resources/notifications.js'
export { Notifications } from './resources/notifications.js'
export type { EraseResult, PrivacySettings } from './resources/privacy.js'
export { Privacy } from './resources/privacy.js'
export type {
  AdminPlan,
  AdminPlanChange,
  Plan,
  PlanCreateParams,
  PlanPeriod,
  PlanRecord,
  PlanRecordCreateParams,
  PlanRecordFilter,
  PlanRecordUpdateParams,
  PlanUpdateParams,
  SaleStatus,
} from './resources/plans.js'
export { Plans } from './resources/plans.js'
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
export type { SubscriptionStatus, SubscriptionSummary } from './resources/subscription.js'
export { Subscription } from './resources/subscription.js'
export type {
  MessageTemplate,
  TemplateApproveParams,
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
  TokenAbility,
  TokenAccess,
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
