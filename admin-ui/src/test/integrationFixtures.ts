import type { EmailIntegration, EmailPlatform, SupportedPlatform, Webhook } from '../integrations/types';
import type { SheetsIntegration } from '../sheets/types';
import type { SmsIntegration, SmsPlatform } from '../sms/types';

const stats = { delivered: 12, failed: 0, pending: 1 };

export function makeEmailPlatform(overrides: Partial<EmailPlatform> = {}): EmailPlatform {
  return {
    id: 'mailchimp',
    name: 'Mailchimp',
    authMethod: 'both',
    apiDocs: 'https://mailchimp.com/developer/',
    description: 'All-in-one marketing platform',
    colour: '#FFE01B',
    category: 'Email Marketing',
    credentialFields: [
      { name: 'apiKey', label: 'API Key', type: 'password', required: true, help: 'Ends with the data centre, e.g. -us21' },
      { name: 'listId', label: 'Audience ID', type: 'text', required: false },
    ],
    adapter: true,
    oauthConfigured: false,
    ...overrides,
  };
}

export const emailPlatforms: EmailPlatform[] = [
  makeEmailPlatform(),
  makeEmailPlatform({
    id: 'activecampaign',
    name: 'ActiveCampaign',
    authMethod: 'api_key',
    colour: '#356AE6',
    credentialFields: [
      { name: 'accountUrl', label: 'API URL', type: 'url', required: true, help: 'Settings → Developer' },
      { name: 'apiKey', label: 'API Key', type: 'password', required: true },
    ],
  }),
  makeEmailPlatform({ id: 'aweber', name: 'AWeber', authMethod: 'oauth', colour: '#246BE8', credentialFields: [], oauthConfigured: true }),
  makeEmailPlatform({ id: 'flodesk', name: 'Flodesk', authMethod: 'api_key', adapter: false, colour: '#000000' }),
];

/** Fifty-two supported platforms: the four above and filler CRM entries. */
const supportedPlatform = (platform: EmailPlatform, authMethods: SupportedPlatform['authMethods']): SupportedPlatform => ({
  id: platform.id,
  name: platform.name,
  category: platform.category,
  authMethods,
  description: platform.description,
  apiDocs: platform.apiDocs,
  adapter: platform.adapter,
});

export const supportedPlatforms: SupportedPlatform[] = [
  supportedPlatform(emailPlatforms[0]!, ['API Key', 'OAuth']),
  supportedPlatform(emailPlatforms[1]!, ['API Key']),
  supportedPlatform(emailPlatforms[2]!, ['OAuth']),
  supportedPlatform(emailPlatforms[3]!, ['API Key']),
  ...Array.from({ length: 48 }, (_, index) => ({
    id: `crm-${index}`,
    name: `Crm Tool ${index}`,
    category: 'CRM',
    authMethods: ['API Key' as const],
    description: `Customer records, tool ${index}`,
    apiDocs: `https://crm-${index}.example.com/docs`,
    adapter: false,
  })),
];

export function makeEmailIntegration(overrides: Partial<EmailIntegration> = {}): EmailIntegration {
  return {
    id: 5,
    type: 'email',
    platform: 'mailchimp',
    name: 'Newsletter list',
    listId: 'a1b2c3',
    isActive: true,
    authMethod: 'api_key',
    credentialHint: '••••us21',
    status: 'connected',
    lastError: null,
    groupIds: null,
    trigger: 'approved',
    createdAt: '2025-06-01T09:00:00.000Z',
    lastDeliveryAt: null,
    stats,
    ...overrides,
  };
}

export function makeWebhook(overrides: Partial<Webhook> = {}): Webhook {
  return {
    id: 8,
    type: 'webhook',
    name: 'Zap catcher',
    url: 'https://hooks.example.com/joinflow',
    isActive: true,
    status: 'connected',
    lastError: null,
    groupIds: null,
    trigger: 'approved',
    createdAt: '2025-06-01T09:00:00.000Z',
    lastDeliveryAt: null,
    stats,
    ...overrides,
  };
}

export function makeSmsPlatform(overrides: Partial<SmsPlatform> = {}): SmsPlatform {
  return {
    id: 'twilio',
    name: 'Twilio',
    description: 'Programmable SMS for developers',
    category: 'Developer API',
    authMethod: 'API Key',
    documentationUrl: 'https://www.twilio.com/docs/sms',
    features: ['Two-way SMS', 'Global reach'],
    pricing: 'From $0.0079 per message',
    popular: true,
    credentialFields: [
      { name: 'accountSid', label: 'Account SID', type: 'text', required: true },
      { name: 'apiKey', label: 'Auth Token', type: 'password', required: true },
      { name: 'from', label: 'From number', type: 'text', required: true },
    ],
    adapter: true,
    ...overrides,
  };
}

export const smsPlatforms: SmsPlatform[] = [
  makeSmsPlatform(),
  makeSmsPlatform({ id: 'simpletexting', name: 'SimpleTexting', description: 'SMS marketing for small business', category: 'Marketing', pricing: '$29 per month', credentialFields: [] }),
  makeSmsPlatform({ id: 'eztexting', name: 'EZ Texting', description: 'Mass texting campaigns', category: 'Marketing', pricing: '$25 per month', credentialFields: [] }),
  makeSmsPlatform({ id: 'textmagic', name: 'TextMagic', description: 'Business text messaging', category: 'Business', pricing: '$39 per month', credentialFields: [] }),
  makeSmsPlatform({
    id: 'clicksend',
    name: 'ClickSend',
    description: 'Texts and contact lists from one account',
    category: 'Developer API',
    popular: false,
    pricing: 'From $0.0195 per message',
    credentialFields: [
      { name: 'username', label: 'Username', type: 'text', required: true, help: 'Developers > API credentials.' },
      { name: 'apiKey', label: 'API key', type: 'password', required: true, help: 'Developers > API credentials.' },
      { name: 'listId', label: 'Contact list ID', type: 'text', required: false, help: 'The contact list new members join.' },
    ],
  }),
  ...['vonage', 'plivo', 'telnyx', 'sinch', 'messagebird'].map((id) =>
    makeSmsPlatform({
      id,
      name: id[0].toUpperCase() + id.slice(1),
      description: `${id} messaging API`,
      category: 'Developer API',
      popular: false,
      pricing: 'Pay as you go',
      credentialFields: [],
      // One listed platform JoinFlow does not deliver to yet, so counts are shown honestly.
      adapter: id !== 'messagebird',
    }),
  ),
];

export function makeSmsIntegration(overrides: Partial<SmsIntegration> = {}): SmsIntegration {
  return {
    id: 21,
    type: 'sms',
    platform: 'twilio',
    name: 'Twilio Integration',
    isActive: true,
    listId: null,
    credentialHint: '••••9f3a',
    status: 'connected',
    lastError: null,
    groupIds: null,
    sendWelcomeSms: false,
    createdAt: '2025-06-01T09:00:00.000Z',
    lastDeliveryAt: null,
    stats,
    ...overrides,
  };
}

export function makeSheet(overrides: Partial<SheetsIntegration> = {}): SheetsIntegration {
  return {
    id: 31,
    type: 'sheets',
    name: 'New members',
    spreadsheetId: '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms',
    sheetName: 'Sheet1',
    description: 'Everyone who joined',
    isActive: true,
    status: 'connected',
    lastError: null,
    groupIds: null,
    createdAt: '2025-06-01T09:00:00.000Z',
    lastDeliveryAt: null,
    stats,
    ...overrides,
  };
}
