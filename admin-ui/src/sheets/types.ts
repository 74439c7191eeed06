// The API's shapes come from the SDK; the names are the pages' own.
export type { GoogleStatus, SheetsIntegration, SheetsIntegrationCreateParams as SheetsIntegrationInput } from '@joinflow/sdk/browser';
