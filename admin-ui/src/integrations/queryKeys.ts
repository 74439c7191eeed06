/** Query keys, so a change in one place refreshes every list that shows it. */
export const queryKeys = {
  emailCatalog: ['catalog', 'email'],
  smsCatalog: ['catalog', 'sms'],
  // The lists are react-admin resources: their key starts with the resource's name.
  email: ['integrations'],
  sms: ['sms-integrations'],
  webhooks: ['webhooks'],
  sheets: ['google-sheets'],
  googleStatus: ['auth', 'google', 'status'],
  notifications: ['notifications'],
  privacy: ['settings', 'privacy'],
} as const;
