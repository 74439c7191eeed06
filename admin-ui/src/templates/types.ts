import type { TemplateCategory } from '@joinflow/sdk/browser';

// The API's shapes come from the SDK.
export type { MessageTemplate, TemplateCategory } from '@joinflow/sdk/browser';

export const TEMPLATE_CATEGORIES: { id: TemplateCategory; name: string }[] = [
  { id: 'welcome', name: 'Welcome' },
  { id: 'approval', name: 'Approval' },
  { id: 'rejection', name: 'Rejection' },
  { id: 'general', name: 'General' },
];
