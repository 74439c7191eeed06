/*
 * The names the SDK gives the /api contract's shapes. Every one is taken from the types generated
 * from docs/openapi.yaml (src/generated/openapi.ts), so the document is the single place a field
 * is written: change it there, run `npm run generate -w sdk`, and the resources follow.
 */
import type { components, operations } from './generated/openapi.js'

type Schemas = components['schemas']
type Operation = keyof operations

type JsonContent<Part> = Part extends { content: { 'application/json': infer Body } } ? Body : never

/** The JSON body an operation takes. */
type RequestBody<Op extends Operation> = JsonContent<NonNullable<operations[Op]['requestBody']>>

/** The JSON an operation answers with, for one status. */
type ResponseBody<Op extends Operation, Status extends keyof operations[Op]['responses'] = 200 & keyof operations[Op]['responses']> =
  JsonContent<operations[Op]['responses'][Status]>

/** The query parameters an operation reads. */
type QueryParams<Op extends Operation> = NonNullable<operations[Op]['parameters']['query']>

export type { components, operations, paths } from './generated/openapi.js'

// ── shared shapes
export type FieldError = Schemas['FieldError']
/** What a DELETE answers with. */
export type DeletedRecord = Schemas['Deleted']

// ── health
export type HealthStatus = Schemas['Health']['status']
export type ComponentHealth = Schemas['HealthPart']
export type HealthReport = Schemas['Health']

// ── auth
export type Role = Schemas['UserFields']['role']
export type Permission = Schemas['Permission']
export type User = Schemas['User']
/** The signed-in account as `GET /api/auth/user` answers it: with its plan and the plan's status now. */
export type CurrentUser = Schemas['CurrentUser']
/** A sign-in provider the server holds keys for, such as Google. */
export type SignInProvider = ResponseBody<'listSignInProviders'>[number]
export type LoginParams = RequestBody<'login'>
export type SignupParams = RequestBody<'signup'>
export type PasswordResetRequested = ResponseBody<'requestPasswordReset'>
/** The token comes from the emailed `/reset-password?token=…` link. */
export type PasswordResetParams = RequestBody<'resetPassword'>
export type EmailConfirmation = ResponseBody<'verifyEmail'>
export type VerificationEmail = ResponseBody<'resendVerificationEmail'>
export type PasswordChangeParams = RequestBody<'changePassword'>
/** A password change or reset: what it signed out. */
export type SignedOutEverywhere = Schemas['SignedOutEverywhere']

// ── tokens
/** What a token may do: owner reads, owner changes, the extension's calls, admin routes. */
export type TokenAbility = Schemas['TokenFields']['abilities'][number]
export type TokenAccess = Schemas['TokenFields']['access']
/** A personal access token as listed: the secret itself is never shown again after creation. */
export type PersonalAccessToken = Schemas['Token']
/** The secret (`jf_...`) is in `token`, returned only in this answer. */
export type CreatedToken = Schemas['NewToken']
export type TokenCreateParams = RequestBody<'createToken'>
export type RevokedToken = ResponseBody<'revokeToken'>

// ── groups
/** A Facebook group connected to the account. */
export type Group = Schemas['Group']
/** Either `url` (a facebook.com/groups/... address) or `facebookGroupId` is required. */
export type GroupCreateParams = RequestBody<'createGroup'>
export type GroupUpdateParams = RequestBody<'updateGroup'>
/** How a group's join requests are decided. Every rule is off by default. */
export type AutoApprovalSettings = Schemas['AutoApprovalSettings']
/**
 * Settings to save: any subset, the rest keep their saved values. Lists may also be given as
 * comma-separated text ("crypto, forex"); entries are trimmed and blanks dropped.
 */
export type AutoApprovalSettingsInput = RequestBody<'saveAutoApproval'>
export type PreviewDecision = AutoApprovalPreview['decisions'][number]
/** What unsaved settings would decide for the group's last 500 requests, newest first. */
export type AutoApprovalPreview = Schemas['AutoApprovalPreview']
export type WelcomeMessageSettings = Schemas['WelcomeMessage']
export type WelcomeMessageSettingsInput = RequestBody<'saveWelcomeMessage'>

// ── member requests
export type MemberRequestStatus = Schemas['RequestStatus']
/** What the group's rules made of a request; `review` leaves it pending for the owner. */
export type RequestDecision = Schemas['Decision']
/** `facebook` when an admin used Facebook's own buttons. */
export type DecidedBy = NonNullable<Schemas['MemberRequestFields']['decidedBy']>
/** A join request as listed. */
export type MemberRequest = Schemas['MemberRequest']
/** A join request with everything captured about it. */
export type MemberRequestDetail = Schemas['MemberRequestDetail']
export type RequestAnswer = MemberRequestDetail['answers'][number]
export type ExtensionActionType = Schemas['ExtensionActionType']
export type ExtensionActionStatus = Schemas['ExtensionActionStatus']
/** What the browser extension still has to do on Facebook for a request. */
export type PendingAction = MemberRequestDetail['pendingActions'][number]
/** The dashboard's short form of a request. */
export type RecentMemberRequest = Schemas['RecentMemberRequest']
export type DecideParams = RequestBody<'approveMemberRequest'>
export type BulkDecideParams = RequestBody<'decideMemberRequests'>
export type BulkDecideResult = ResponseBody<'decideMemberRequests'>

// ── the extension's routes
/** One join request as the extension reads it off a group's member-requests page. */
export type CapturedRequestInput = Schemas['CapturedRequest']
export type CaptureParams = RequestBody<'captureMemberRequests'>
export type CaptureResult = Schemas['CaptureResult']
/** A request of the batch that could not be stored. */
export type CaptureRejection = Schemas['CaptureRejection']
/** Something the extension has to do on Facebook. */
export type ExtensionAction = Schemas['ExtensionAction']
export type ActionResultParams = RequestBody<'reportExtensionAction'>
export type ActionResult = ResponseBody<'reportExtensionAction'>
export type ExtensionHealthParams = RequestBody<'reportExtensionHealth'>
/**
 * `unknown` before the extension has read a member-requests page; `ok` when it read one;
 * `markup_changed` when Facebook changed the page; `language_unsupported` when Facebook is shown in
 * a language the extension does not read.
 */
export type ExtensionHealth = ExtensionHealthParams['status']
/** The extension's state as the dashboard card shows it. */
export type ExtensionStatus = Schemas['ExtensionStatus']
/** A token made for the extension, named "Chrome extension"; the secret is shown this once. */
export type ExtensionConnection = ResponseBody<'connectExtension', 201>
export type ExtensionSummaryParams = QueryParams<'extensionGroupSummary'>
/** The popup's counts for the group on the open page. */
export type ExtensionSummary = Schemas['ExtensionSummary']

// ── setup
/** A whole setup's writes to check: each item the body of its route, with `id` for an existing record. */
export type SetupValidateParams = RequestBody<'validateSetup'>
export type SetupValidateResult = ResponseBody<'validateSetup'>

// ── templates
export type TemplateCategory = Schemas['TemplateCategory']
/**
 * A reusable message. New templates wait for approval by someone holding manage_content (or a super
 * admin) and cannot be used in automated messages until then.
 */
export type MessageTemplate = Schemas['Template']
export type TemplateCreateParams = RequestBody<'createTemplate'>
/** Changing an approved template's text sends it back for approval. */
export type TemplateUpdateParams = RequestBody<'updateTemplate'>
/** The version of the template the reviewer read: its `version` when they opened it. */
export type TemplateApproveParams = RequestBody<'approveTemplate'>

// ── dashboard and analytics
export type DashboardStats = Schemas['DashboardStats']
export type DashboardFigures = Omit<DashboardStats, 'changes'>
export type AnalyticsParams = QueryParams<'ownerAnalytics'>
export type AnalyticsReport = Schemas['Analytics']

// ── catalogue
/** One credential a platform asks for; `apiKey` and `listId` are the spec's own names. */
export type CredentialField = Schemas['CredentialField']
export type EmailAuthMethod = Schemas['EmailIntegration']['authMethod']
export type EmailPlatform = Schemas['EmailPlatform']
export type SupportedPlatform = Schemas['SupportedPlatform']
export type EmailCatalog = ResponseBody<'emailCatalogue'>
export type SmsPlatform = Schemas['SmsPlatform']
export type SmsCatalog = ResponseBody<'smsCatalogue'>

// ── integrations
export type IntegrationType = Schemas['IntegrationType']
export type IntegrationStatus = Schemas['IntegrationCommon']['status']
/** When members are sent: once approved, or as soon as their request is captured. */
export type DeliveryTrigger = Schemas['Trigger']
export type DeliveryStats = Schemas['DeliveryStats']
export type EmailIntegration = Schemas['EmailIntegration']
export type ConnectionTestParams = RequestBody<'testEmailIntegration'>
export type ConnectionTestResult = Schemas['ConnectionOk']
export type EmailIntegrationCreateParams = RequestBody<'createEmailIntegration'>
/** A new key or credentials are tested before they replace the old ones. */
export type EmailIntegrationUpdateParams = RequestBody<'updateEmailIntegration'>
export type SmsIntegration = Schemas['SmsIntegration']
export type SmsIntegrationCreateParams = RequestBody<'createSmsIntegration'>
/** A new contact list is tested at the platform before it replaces the old one; `null` stops adding contacts. */
export type SmsIntegrationUpdateParams = RequestBody<'updateSmsIntegration'>
export type SheetsIntegration = Schemas['SheetsIntegration']
export type SheetsIntegrationCreateParams = RequestBody<'createSheet'>
export type Webhook = Schemas['Webhook']
/** Returned only when the webhook is created: `secret` is the HMAC-SHA256 signing secret. */
export type CreatedWebhook = ResponseBody<'createWebhook', 201>
export type WebhookCreateParams = RequestBody<'createWebhook'>
export type WebhookUpdateParams = RequestBody<'updateWebhook'>
export type RotatedWebhookSecret = ResponseBody<'rotateWebhookSecret'>
export type RetriedDeliveries = ResponseBody<'retryFailedDeliveries'>
export type IntegrationRequestParams = RequestBody<'requestIntegration'>
/** An owner's request for a platform the catalogue lacks. */
export type IntegrationRequest = Schemas['IntegrationRequest']
export type GoogleStatus = ResponseBody<'googleStatus'>

// ── deliveries
export type DeliveryStatus = Schemas['DeliveryStatus']
/** One member handed to one integration, with how the attempts went. */
export type Delivery = Schemas['Delivery']
export type DeliveryDetail = Schemas['DeliveryDetail']
export type DeliveryAttempt = DeliveryDetail['attemptLog'][number]
/** The short form of a delivery carried on each member request. */
export type DeliveryChip = Schemas['DeliveryChip']

// ── notifications and privacy
export type Notification = Schemas['Notification']
export type NotificationFeed = ResponseBody<'listNotifications'>
export type NotificationsRead = ResponseBody<'readAllNotifications'>
export type PrivacySettings = Schemas['PrivacySettings']
export type PrivacySettingsUpdateParams = RequestBody<'updatePrivacySettings'>
export type EraseResult = ResponseBody<'eraseMember'>

// ── plans and content
export type PlanPeriod = Schemas['BillingPeriod']
/** A plan as the order page and the super admin's plan editor see it. */
export type Plan = Schemas['Plan']
export type PlanCreateParams = RequestBody<'createPlan'>
/** What is left out stays as it is. */
export type PlanUpdateParams = RequestBody<'updatePlan'>
/** On sale; hidden from sale for now; retired for good. Accounts on a plan keep it either way. */
export type SaleStatus = Schemas['SaleStatus']
/** A plan as the super admin's plans resource shows it. */
export type PlanRecord = Schemas['PlanRecord']
export type PlanRecordCreateParams = RequestBody<'adminCreatePlanRecord'>
/** What is left out stays as it is. */
export type PlanRecordUpdateParams = RequestBody<'adminUpdatePlanRecord'>
/** A plan in the admin pricing page's shape: integer price and trial days. */
export type AdminPlan = Schemas['AdminPlan']
type AdminPlanUpdate = Required<RequestBody<'updateAdminPlan'>>
/** One field of the admin shape per call, as the pricing editor sends each edit. */
export type AdminPlanChange = { [F in keyof AdminPlanUpdate]: Pick<AdminPlanUpdate, F> }[keyof AdminPlanUpdate]
/** The order page's two editable headings. */
export type OrderPageContent = Schemas['OrderPageContent']
/** A heading left out keeps its text. */
export type OrderPageContentUpdateParams = RequestBody<'updateOrderPageContent'>

// ── the owner's plan and billing
export type SubscriptionStatus = Schemas['SubscriptionStatus']
/** The signed-in owner's plan and what it allows. */
export type SubscriptionSummary = Schemas['Subscription']
export type BillingPeriod = Schemas['BillingPeriod']
/** An amount in integer minor units of its currency, and the words every screen writes it with. */
export type Money = Schemas['Money']
/** The owner's plan as the Billing page shows it. */
export type BillingSummary = Schemas['Billing']
export type Receipt = Schemas['Receipt']
export type PrintableReceipt = Schemas['PrintableReceipt']
export type PlanChangeParams = Schemas['PlanChangeInput']
/** An upgrade starts today and charges `dueNow`; a downgrade starts at the period end and charges nothing now. */
export type PlanChange = Schemas['PlanChange']
export type PlanChangeResult = ResponseBody<'changePlan'>
/** A public purchase made with the owner's email address. */
export type Purchase = Schemas['Purchase']
export type UnclaimedPurchases = ResponseBody<'listUnclaimedPurchases'>
/** One of the two: the order ID (verified email needed) or the token of the link emailed with the purchase. */
export type ClaimParams = { orderId: string; token?: never } | { token: string; orderId?: never }
export type ClaimResult = ResponseBody<'claimPurchase'>

// ── checkout
export type Billing = NonNullable<CheckoutStartParams['billing']>
export type OrderDetails = RequestBody<'checkOrderDetails'>
export type CheckedOrderDetails = ResponseBody<'checkOrderDetails'>
/** What a purchase's emailed link is for. */
export type PurchaseLink = Schemas['PurchaseLink']
export type QuoteParams = QueryParams<'quotePlan'>
/** What the server charges for a plan, in the customer's currency. */
export type Quote = Schemas['Quote']
export type CheckoutStartParams = RequestBody<'startCheckout'>
/** The owner checkout. Card details go to the payment gateway and are never stored. */
export type OwnerPaymentParams = RequestBody<'payAsOwner'>
export type OwnerPaymentResult = Schemas['CheckoutReceipt']
/** Card details, sent to the payment gateway and never stored. */
export type CardDetails = Schemas['CardDetails']
/** The public flow's purchase: it touches no account until the holder of the address claims it. */
export type PlaceOrderParams = RequestBody<'placeOrder'>
export type PlacedOrder = Schemas['OrderReceipt']
export type CustomerLoginParams = RequestBody<'customerLogin'>
/** A purchaser's own view of their order, signed in with its email and order ID. */
export type Customer = Schemas['Customer']
/** The purchase link's token, and the new account's password and name. */
export type PurchaseAccountParams = RequestBody<'setUpPurchaseAccount'>
export type AccountLinkParams = RequestBody<'sendAccountLink'>
export type AccountLinkSent = ResponseBody<'sendAccountLink', 202>

// ── super admin
/** An account as the super admin's user management lists it. */
export type AdminUser = Schemas['AdminUser']
export type AdminUserUpdateParams = RequestBody<'adminUpdateUser'>
/** The roles a super admin may give; super_admin itself is never assignable. */
export type AssignableRole = RequestBody<'adminChangeRole'>['role']
export type AdminStats = Schemas['AdminStats']
export type AdminAnalytics = Schemas['AdminAnalytics']
export type AnalyticsDay = AdminAnalytics['days'][number]
/** An email the server stored or sent, such as a password reset link. */
export type OutboxMessage = Schemas['OutboxMessage']
/** An order as the super admin reads it; the card is only its brand, last four digits and expiry. */
export type AdminOrder = Schemas['AdminOrder']
export type AdminSubscription = Schemas['AdminSubscription']
export type SubscriptionStatusName = AdminSubscription['status']
