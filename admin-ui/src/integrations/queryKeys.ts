/** Query keys, so a change in one place refreshes every list that shows it. */
export const queryKeys = {
  emailCatalog: ['catalog', 'email'],
  smsCatalog: ['catalog', 'sms'],
  email: ['integrations', 'email'],
  sms: ['integrations', 'sms'],
  webhooks: ['integrations', 'webhooks'],
  sheets: ['integrations', 'sheets'],
  googleStatus: ['auth', 'google', 'status'],
  notifications: ['notifications'],
  privacy: ['settings', 'privacy'],
} as const;
