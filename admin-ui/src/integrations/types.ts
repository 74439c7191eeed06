// The API's shapes come from the SDK; the names are the pages' own.
export type {
  ConnectionTestParams as ConnectionTest,
  CredentialField,
  DeliveryStats,
  DeliveryTrigger,
  EmailAuthMethod as AuthMethod,
  EmailCatalog,
  EmailIntegration,
  EmailIntegrationCreateParams as EmailIntegrationInput,
  EmailIntegrationUpdateParams as EmailIntegrationUpdate,
  EmailPlatform,
  IntegrationRequestParams as IntegrationRequest,
  IntegrationStatus,
  SupportedPlatform,
  Webhook,
  WebhookCreateParams as WebhookInput,
} from '@joinflow/sdk/browser';
