// The API's shapes come from the SDK; the names are the pages' own.
export type {
  SmsIntegration,
  SmsIntegrationCreateParams as SmsIntegrationInput,
  SmsIntegrationUpdateParams as SmsIntegrationUpdate,
  SmsPlatform,
} from '@joinflow/sdk/browser';
