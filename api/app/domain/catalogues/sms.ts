/*
 * The ten SMS platforms of /sms-integrations (spec section 3): four popular
 * ones listed first, every one connected with API credentials. Each names
 * the sender it sends from, since a welcome text needs one.
 */
import { type CredentialField, choice, optional, secret, text } from '#domain/catalogues/credential_fields'

export type SmsCategory = 'Messaging API' | 'Business texting' | 'Omnichannel'

export interface SmsPlatform {
  id: string
  name: string
  description: string
  category: SmsCategory
  authMethod: 'API Key'
  documentationUrl: string
  features: string[]
  pricing: string
  popular: boolean
  credentialFields: CredentialField[]
  adapter: boolean
}

const SENDER_NUMBER = 'The number (E.164, e.g. +15557654321) or sender ID texts come from.'

function from(help = SENDER_NUMBER, required = true): CredentialField {
  return { ...text('from', 'Sender', help), required }
}

export const SMS_PLATFORMS: readonly SmsPlatform[] = [
  {
    id: 'twilio',
    name: 'Twilio',
    description: 'The leading programmable messaging API, reaching phones in 180+ countries.',
    category: 'Messaging API',
    authMethod: 'API Key',
    documentationUrl: 'https://www.twilio.com/docs/messaging/api/message-resource',
    features: ['Global reach', 'Delivery receipts', 'Messaging services', 'Short codes and toll-free numbers'],
    pricing: 'From $0.0079 per message',
    popular: true,
    credentialFields: [
      text('accountSid', 'Account SID', 'Console > Account info (starts with AC).'),
      secret('Auth token', 'Console > Account info, beside the Account SID.'),
      from('Your Twilio number (E.164) or a Messaging Service SID (starts with MG).'),
    ],
    adapter: true,
  },
  {
    id: 'vonage',
    name: 'Vonage',
    description: 'Formerly Nexmo: SMS, voice and verification APIs with wide carrier coverage.',
    category: 'Messaging API',
    authMethod: 'API Key',
    documentationUrl: 'https://developer.vonage.com/en/api/sms',
    features: ['Global reach', 'Alphanumeric sender IDs', 'Delivery receipts', 'Unicode messages'],
    pricing: 'From $0.0081 per message',
    popular: true,
    credentialFields: [
      secret('API key', 'Dashboard > API settings.'),
      secret('API secret', 'Shown beside the API key.', 'apiSecret'),
      from('A Vonage number or an alphanumeric sender such as JoinFlow.'),
    ],
    adapter: true,
  },
  {
    id: 'simpletexting',
    name: 'SimpleTexting',
    description: 'Business texting for US teams with contact lists and campaigns.',
    category: 'Business texting',
    authMethod: 'API Key',
    documentationUrl: 'https://simpletexting.com/api/docs/v2/',
    features: ['Contact lists', 'Two-way texting', 'Keywords', 'Scheduled campaigns'],
    pricing: 'From $39 per month',
    popular: true,
    credentialFields: [
      secret('API token', 'Settings > API.'),
      from('The account phone number texts are sent from.'),
      optional(text('listId', 'List ID', 'The contact list new members join.')),
    ],
    adapter: true,
  },
  {
    id: 'eztexting',
    name: 'EZ Texting',
    description: 'SMS marketing for US businesses with groups and keywords.',
    category: 'Business texting',
    authMethod: 'API Key',
    documentationUrl: 'https://developers.eztexting.com/',
    features: ['Contact groups', 'Keywords', 'Two-way inbox', 'Scheduled messages'],
    pricing: 'From $29 per month',
    popular: true,
    credentialFields: [
      text('username', 'Username', 'Your EZ Texting username (app key).'),
      secret('Password', 'Your EZ Texting password (app secret).'),
      optional(text('listId', 'Group ID', 'The contact group new members join.')),
    ],
    adapter: true,
  },
  {
    id: 'plivo',
    name: 'Plivo',
    description: 'Cost-effective SMS and voice API with direct carrier connections.',
    category: 'Messaging API',
    authMethod: 'API Key',
    documentationUrl: 'https://www.plivo.com/docs/messaging/api/messages/',
    features: ['Global reach', 'Delivery reports', 'Number pools', 'Unicode messages'],
    pricing: 'From $0.0055 per message',
    popular: false,
    credentialFields: [
      text('authId', 'Auth ID', 'Console > Overview.'),
      secret('Auth token', 'Console > Overview, beside the Auth ID.'),
      from(),
    ],
    adapter: true,
  },
  {
    id: 'telnyx',
    name: 'Telnyx',
    description: 'Carrier-grade messaging over a private global network.',
    category: 'Messaging API',
    authMethod: 'API Key',
    documentationUrl: 'https://developers.telnyx.com/docs/messaging',
    features: ['Own network', 'Messaging profiles', 'Number pools', 'Webhooks'],
    pricing: 'From $0.004 per message',
    popular: false,
    credentialFields: [
      secret('API key', 'Mission Control > API keys (a v2 key).'),
      from('A number on one of your messaging profiles (E.164).'),
      optional(text('messagingProfileId', 'Messaging profile ID', 'Leave empty to use the number’s own profile.')),
    ],
    adapter: true,
  },
  {
    id: 'sinch',
    name: 'Sinch',
    description: 'Enterprise messaging with operator connections worldwide.',
    category: 'Omnichannel',
    authMethod: 'API Key',
    documentationUrl: 'https://developers.sinch.com/docs/sms/api-reference/',
    features: ['Operator connections', 'Groups', 'Delivery reports', 'Regional hosting'],
    pricing: 'From $0.0078 per message',
    popular: false,
    credentialFields: [
      text('servicePlanId', 'Service plan ID', 'SMS > Service APIs.'),
      secret('API token', 'SMS > Service APIs, beside the plan.'),
      choice('region', 'Region', 'Where the service plan is hosted.', ['us', 'eu', 'au', 'br', 'ca']),
      from(),
    ],
    adapter: true,
  },
  {
    id: 'clicksend',
    name: 'ClickSend',
    description: 'Business SMS, email and post from one account with contact lists.',
    category: 'Business texting',
    authMethod: 'API Key',
    documentationUrl: 'https://developers.clicksend.com/docs/rest/v3/',
    features: ['Contact lists', 'Dedicated numbers', 'Delivery reports', 'Email to SMS'],
    pricing: 'From $0.0195 per message',
    popular: false,
    credentialFields: [
      text('username', 'Username', 'Developers > API credentials.'),
      secret('API key', 'Developers > API credentials.'),
      optional(from('A dedicated number or sender ID; leave empty for the shared number.', false)),
      optional(text('listId', 'Contact list ID', 'The contact list new members join.')),
    ],
    adapter: true,
  },
  {
    id: 'textmagic',
    name: 'TextMagic',
    description: 'Business text messaging with contacts, lists and templates.',
    category: 'Business texting',
    authMethod: 'API Key',
    documentationUrl: 'https://docs.textmagic.com/',
    features: ['Contact lists', 'Two-way texting', 'Templates', 'Email to SMS'],
    pricing: 'From $0.049 per message',
    popular: false,
    credentialFields: [
      text('username', 'Username', 'Your TextMagic username.'),
      secret('API key', 'Services > API > Add new API key.'),
      optional(from('A sender ID or dedicated number; leave empty for the default.', false)),
      optional(text('listId', 'List ID', 'The contact list new members join.')),
    ],
    adapter: true,
  },
  {
    id: 'messagebird',
    name: 'MessageBird (Bird)',
    description: 'Omnichannel messaging with SMS, WhatsApp and contacts.',
    category: 'Omnichannel',
    authMethod: 'API Key',
    documentationUrl: 'https://developers.messagebird.com/api/sms-messaging/',
    features: ['Omnichannel', 'Contacts and groups', 'Delivery reports', 'Global reach'],
    pricing: 'From $25 per month',
    popular: false,
    credentialFields: [
      secret('Access key', 'Developers > API access (a live key).'),
      from('The originator: a number or an alphanumeric sender up to 11 characters.'),
      optional(text('listId', 'Group ID', 'The contact group new members join.')),
    ],
    adapter: true,
  },
]

const BY_ID = new Map(SMS_PLATFORMS.map((platform) => [platform.id, platform]))

export function findSmsPlatform(id: string | null | undefined): SmsPlatform | undefined {
  return typeof id === 'string' ? BY_ID.get(id) : undefined
}
