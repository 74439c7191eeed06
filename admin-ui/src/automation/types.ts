// The API's shapes come from the SDK.
export type { AutoApprovalPreview, AutoApprovalSettings, PreviewDecision, WelcomeMessageSettings } from '@joinflow/sdk/browser';
