/*
 * The email-marketing platforms an owner can send members to (spec
 * section 3), with what each one needs to connect. One list serves the add
 * dialog and the Supported Platforms catalogue, so the count the page shows
 * (those with an adapter, and how many more are listed) can never disagree.
 *
 * `authMethod` says what JoinFlow offers: `api_key`, `oauth` (the owner
 * signs in at the platform; AWeber, Constant Contact, Keap and Zoho
 * Campaigns give no usable API key) or `both`. `adapter` says whether
 * JoinFlow delivers to it yet; the rest are listed so owners can ask.
 */
import {
  type CredentialField,
  choice,
  keyAndList,
  optional,
  secret,
  text,
  url,
} from '#domain/catalogues/credential_fields'

export type EmailAuthMethod = 'api_key' | 'oauth' | 'both'

/** The request categories of spec section 9. */
export const PLATFORM_CATEGORIES = [
  'email-marketing',
  'crm',
  'marketing-automation',
  'ecommerce',
  'lead-generation',
  'newsletter',
  'all-in-one',
  'other',
] as const
export type PlatformCategory = (typeof PLATFORM_CATEGORIES)[number]

export interface OAuthEndpoints {
  authorizeUrl: string
  tokenUrl: string
  scopes: string[]
}

export interface EmailPlatform {
  id: string
  name: string
  authMethod: EmailAuthMethod
  apiDocs: string
  /** Where the owner signs in, for platforms offering OAuth. */
  oauthUrl?: string
  oauth?: OAuthEndpoints
  description: string
  colour: string
  category: PlatformCategory
  /** Asked for when connecting with an API key (or, for OAuth, besides the token). */
  credentialFields: CredentialField[]
  adapter: boolean
}

const LIST_OPTIONAL = 'Leave empty to add members to the account without a list.'

function entry(
  id: string,
  name: string,
  category: PlatformCategory,
  colour: string,
  apiDocs: string,
  description: string,
  credentialFields: CredentialField[],
  more: { authMethod?: EmailAuthMethod; oauth?: OAuthEndpoints; adapter?: boolean } = {}
): EmailPlatform {
  const { authMethod = 'api_key', oauth, adapter = false } = more
  return {
    id,
    name,
    authMethod,
    apiDocs,
    ...(oauth ? { oauthUrl: oauth.authorizeUrl, oauth } : {}),
    description,
    colour,
    category,
    credentialFields,
    adapter,
  }
}

export const EMAIL_PLATFORMS: readonly EmailPlatform[] = [
  entry(
    'mailchimp',
    'Mailchimp',
    'email-marketing',
    '#FFE01B',
    'https://mailchimp.com/developer/marketing/api/list-members/',
    'The most widely used email marketing platform; members join an audience with their name and phone.',
    [
      secret('API key', 'Account > Extras > API keys. The key ends in the data centre, e.g. -us6.'),
      text('listId', 'Audience ID', 'Audience > Settings > Audience name and defaults.'),
    ],
    {
      authMethod: 'both',
      adapter: true,
      oauth: {
        authorizeUrl: 'https://login.mailchimp.com/oauth2/authorize',
        tokenUrl: 'https://login.mailchimp.com/oauth2/token',
        scopes: [],
      },
    }
  ),
  entry(
    'kit',
    'Kit (ConvertKit)',
    'newsletter',
    '#FB6970',
    'https://developers.kit.com/api-reference/overview',
    'Creator newsletters; members become subscribers and can join a form.',
    [
      secret('V4 API key', 'Settings > Developer > API keys (a V4 key).'),
      optional(text('listId', 'Form ID', 'The form members are added to. Leave empty to only create subscribers.')),
    ],
    { adapter: true }
  ),
  entry(
    'activecampaign',
    'ActiveCampaign',
    'marketing-automation',
    '#356AE6',
    'https://developers.activecampaign.com/reference/overview',
    'Email and marketing automation; members are synced as contacts, subscribed to a list and tagged.',
    [
      url('accountUrl', 'API URL', 'Settings > Developer, e.g. https://youraccount.api-us1.com.'),
      secret('API key', 'Settings > Developer > API key.'),
      optional(text('listId', 'List ID', LIST_OPTIONAL)),
    ],
    { adapter: true }
  ),
  entry(
    'mailerlite',
    'MailerLite',
    'email-marketing',
    '#09C269',
    'https://developers.mailerlite.com/docs',
    'Simple email marketing; members are added as subscribers to a group.',
    keyAndList('Integrations > MailerLite API > Generate new token.', 'Group ID', LIST_OPTIONAL),
    { adapter: true }
  ),
  entry(
    'getresponse',
    'GetResponse',
    'email-marketing',
    '#00BAFF',
    'https://apidocs.getresponse.com/v3',
    'Email marketing and webinars; members are added to a list (GetResponse calls it a campaign).',
    [
      secret('API key', 'Tools > Integrations and API > API.'),
      text('listId', 'List (campaign) ID', 'Lists > the list > Settings shows its ID.'),
    ],
    { adapter: true }
  ),
  entry(
    'aweber',
    'AWeber',
    'email-marketing',
    '#246BE8',
    'https://api.aweber.com/',
    'Email marketing for small businesses; connect by signing in to AWeber.',
    [text('listId', 'List ID', 'List Options > List Settings shows the list ID.')],
    {
      authMethod: 'oauth',
      adapter: true,
      oauth: {
        authorizeUrl: 'https://auth.aweber.com/oauth2/authorize',
        tokenUrl: 'https://auth.aweber.com/oauth2/token',
        scopes: ['account.read', 'list.read', 'list.write', 'subscriber.read', 'subscriber.write'],
      },
    }
  ),
  entry(
    'brevo',
    'Brevo (Sendinblue)',
    'all-in-one',
    '#0B996E',
    'https://developers.brevo.com/reference/createcontact',
    'Email, SMS and CRM; members become contacts with name and phone in a list.',
    keyAndList(
      'SMTP & API > API keys (starts with xkeysib-).',
      'List ID',
      'The numeric ID of the list. ' + LIST_OPTIONAL
    ),
    { adapter: true }
  ),
  entry(
    'klaviyo',
    'Klaviyo',
    'ecommerce',
    '#232426',
    'https://developers.klaviyo.com/en/reference/api_overview',
    'Ecommerce email and SMS; members become profiles with the group and answers as properties.',
    keyAndList('Settings > API keys > private key (pk_...) with profiles and lists write access.'),
    { adapter: true }
  ),
  entry(
    'hubspot',
    'HubSpot',
    'crm',
    '#FF7A59',
    'https://developers.hubspot.com/docs/api/crm/contacts',
    'CRM and marketing hub; members are upserted as contacts by email.',
    [
      secret(
        'Private app access token',
        'Settings > Integrations > Private apps (pat-...), with contacts read and write scopes.'
      ),
    ],
    {
      authMethod: 'both',
      adapter: true,
      oauth: {
        authorizeUrl: 'https://app.hubspot.com/oauth/authorize',
        tokenUrl: 'https://api.hubapi.com/oauth/v1/token',
        scopes: ['crm.objects.contacts.read', 'crm.objects.contacts.write'],
      },
    }
  ),
  entry(
    'drip',
    'Drip',
    'ecommerce',
    '#EA3D7F',
    'https://developer.drip.com/',
    'Ecommerce marketing automation; members become subscribers with tags and custom fields.',
    [
      secret('API token', 'User settings > User info > API token.'),
      text('accountId', 'Account ID', 'Settings > General info shows the numeric account ID.'),
    ],
    {
      authMethod: 'both',
      adapter: true,
      oauth: {
        authorizeUrl: 'https://www.getdrip.com/oauth/authorize',
        tokenUrl: 'https://www.getdrip.com/oauth/token',
        scopes: [],
      },
    }
  ),
  entry(
    'constant-contact',
    'Constant Contact',
    'email-marketing',
    '#1856ED',
    'https://developer.constantcontact.com/api_guide/contacts/contacts-create',
    'Email marketing for small organisations; connect by signing in to Constant Contact.',
    [text('listId', 'List ID', 'The list (UUID) members join.')],
    {
      authMethod: 'oauth',
      adapter: true,
      oauth: {
        authorizeUrl: 'https://authz.constantcontact.com/oauth2/default/v1/authorize',
        tokenUrl: 'https://authz.constantcontact.com/oauth2/default/v1/token',
        scopes: ['contact_data', 'offline_access'],
      },
    }
  ),
  entry(
    'keap',
    'Keap (Infusionsoft)',
    'crm',
    '#36A635',
    'https://developer.infusionsoft.com/developer-guide',
    'CRM and sales automation; connect by signing in to Keap. Members are tagged contacts.',
    [optional(text('tagId', 'Tag ID', 'The numeric tag applied to new members.'))],
    {
      authMethod: 'oauth',
      adapter: true,
      oauth: {
        authorizeUrl: 'https://accounts.infusionsoft.com/app/oauth/authorize',
        tokenUrl: 'https://api.infusionsoft.com/token',
        scopes: ['full'],
      },
    }
  ),
  entry(
    'omnisend',
    'Omnisend',
    'ecommerce',
    '#2F2F2F',
    'https://api-docs.omnisend.com/reference/overview',
    'Ecommerce email and SMS; members become tagged contacts with the group as a property.',
    [secret('API key', 'Store settings > Integrations & API > API keys.')],
    { adapter: true }
  ),
  entry(
    'emailoctopus',
    'EmailOctopus',
    'email-marketing',
    '#4E45E4',
    'https://emailoctopus.com/api-documentation/v2',
    'Affordable email marketing; members are upserted into a list with tags.',
    [
      secret('API key', 'Integrations & API > API keys (a v2 key).'),
      text('listId', 'List ID', 'Lists > the list > Settings shows its ID.'),
    ],
    { adapter: true }
  ),
  entry(
    'beehiiv',
    'beehiiv',
    'newsletter',
    '#0B0B0B',
    'https://developers.beehiiv.com/',
    'Newsletter platform; members are subscribed to a publication.',
    [
      secret('API key', 'Settings > Integrations > API.'),
      text('listId', 'Publication ID', 'Starts with pub_; shown under Settings > Integrations > API.'),
    ],
    { adapter: true }
  ),
  entry(
    'sendy',
    'Sendy',
    'newsletter',
    '#2A93C9',
    'https://sendy.co/api',
    'Self-hosted newsletters over Amazon SES; members are subscribed to a list on your own install.',
    [
      url('accountUrl', 'Sendy URL', 'Where your Sendy is installed, e.g. https://sendy.example.com.'),
      secret('API key', 'Settings in your Sendy.'),
      text('listId', 'List ID', 'The encrypted list ID shown under View all lists.'),
    ],
    { adapter: true }
  ),
  entry(
    'moosend',
    'Moosend (Sitecore Send)',
    'email-marketing',
    '#7F4CF5',
    'https://docs.moosend.com/api-documentation/',
    'Email marketing automation; members join a mailing list with tags and custom fields.',
    [
      secret('API key', 'Settings > API key.'),
      text('listId', 'Mailing list ID', 'Audience > Email lists > the list ID.'),
    ],
    { adapter: true }
  ),
  entry(
    'mailjet',
    'Mailjet',
    'email-marketing',
    '#FEAF2F',
    'https://dev.mailjet.com/email/reference/contacts/contact-list/',
    'Email marketing and delivery; members are added to a contact list.',
    [
      secret('API key', 'Account settings > REST API keys (the public key).'),
      secret('Secret key', 'The private key shown beside the API key.', 'apiSecret'),
      text('listId', 'Contact list ID', 'Contacts > Contact lists shows each list ID.'),
    ],
    { adapter: true }
  ),
  entry(
    'campaign-monitor',
    'Campaign Monitor',
    'email-marketing',
    '#509CF6',
    'https://www.campaignmonitor.com/api/v3-3/subscribers/',
    'Email marketing for brands and agencies; members are added to a subscriber list.',
    [secret('API key', 'Account settings > API keys.'), text('listId', 'List ID', 'The list > Settings > API ID.')],
    { adapter: true }
  ),
  entry(
    'sendfox',
    'SendFox',
    'newsletter',
    '#E66A3A',
    'https://help.sendfox.com/article/278-endpoints',
    'Newsletters for creators; members join a list.',
    keyAndList('Settings > API > Personal access token.', 'List ID'),
    { adapter: true }
  ),
  entry(
    'systeme-io',
    'Systeme.io',
    'all-in-one',
    '#3D9CF0',
    'https://developer.systeme.io/',
    'Funnels, courses and email; members become contacts and can be tagged.',
    [
      secret('API key', 'Settings > Public API keys.'),
      optional(text('tagId', 'Tag ID', 'The numeric tag applied to new members.')),
    ],
    { adapter: true }
  ),
  entry(
    'highlevel',
    'HighLevel (GoHighLevel)',
    'all-in-one',
    '#188BF6',
    'https://marketplace.gohighlevel.com/docs/',
    'All-in-one agency CRM; members are upserted as tagged contacts in a sub-account.',
    [
      secret('Private integration token', 'Sub-account Settings > Private Integrations.'),
      text('locationId', 'Location ID', 'Sub-account Settings > Business Profile shows the location ID.'),
    ],
    { adapter: true }
  ),
  entry(
    'sender',
    'Sender',
    'email-marketing',
    '#FF5A3C',
    'https://api.sender.net/',
    'Email and SMS marketing; members become subscribers in a group.',
    keyAndList('Settings > API access tokens.', 'Group ID'),
    { adapter: true }
  ),
  entry(
    'benchmark',
    'Benchmark Email',
    'email-marketing',
    '#0073E6',
    'https://developer.benchmarkemail.com/',
    'Email marketing with a drag-and-drop editor.',
    [secret('API key', 'Integrations > API key.'), text('listId', 'List ID', 'The contact list ID.')]
  ),
  entry(
    'icontact',
    'iContact',
    'email-marketing',
    '#1F6FB2',
    'https://help.icontact.com/customers/s/article/iContact-API-2-0',
    'Email marketing for non-profits and small businesses.',
    [
      text('appId', 'Application ID', 'The API application ID.'),
      text('username', 'API username', 'The account username.'),
      secret('API application password', 'The password set for the API application.'),
      text('accountId', 'Account ID', 'The numeric account ID.'),
      text('clientFolderId', 'Client folder ID', 'The client folder ID.'),
      text('listId', 'List ID', 'The list ID.'),
    ]
  ),
  entry(
    'ontraport',
    'Ontraport',
    'crm',
    '#1E88E5',
    'https://api.ontraport.com/doc/',
    'CRM and automation for online businesses.',
    [
      secret('API key', 'Administration > Integrations > API keys.'),
      text('appId', 'App ID', 'Shown beside the API key.'),
    ],
    { adapter: true }
  ),
  entry(
    'flodesk',
    'Flodesk',
    'email-marketing',
    '#F2C9B6',
    'https://developers.flodesk.com',
    'Design-led email marketing; members join a segment.',
    keyAndList('Integrations > API keys.', 'Segment ID'),
    { adapter: true }
  ),
  entry(
    'encharge',
    'Encharge',
    'marketing-automation',
    '#5B5CE2',
    'https://docs.encharge.io/',
    'Behaviour-based email automation for SaaS.',
    [secret('API key', 'Settings > API key.')],
    { adapter: true }
  ),
  entry(
    'acumbamail',
    'Acumbamail',
    'email-marketing',
    '#F05A28',
    'https://acumbamail.com/apidoc/',
    'Email and SMS marketing from Spain.',
    [secret('Auth token', 'Account > API.'), text('listId', 'List ID', 'The list ID.')]
  ),
  entry(
    'sendpulse',
    'SendPulse',
    'marketing-automation',
    '#0AA5E0',
    'https://sendpulse.com/integrations/api',
    'Email, SMS, web push and chatbots.',
    [
      text('clientId', 'API ID', 'Account settings > API.'),
      secret('API secret', 'Shown beside the API ID.'),
      text('listId', 'Address book ID', 'The mailing list (address book) ID.'),
    ],
    { adapter: true }
  ),
  entry(
    'zoho-campaigns',
    'Zoho Campaigns',
    'email-marketing',
    '#E42527',
    'https://www.zoho.com/campaigns/help/developers/',
    'Email marketing in the Zoho suite; connect by signing in to Zoho.',
    [
      choice('region', 'Data centre', 'Where your Zoho account lives.', [
        'com',
        'eu',
        'in',
        'com.au',
        'jp',
        'ca',
        'com.cn',
        'sa',
      ]),
      text('listId', 'List key', 'The mailing list key.'),
    ],
    {
      authMethod: 'oauth',
      oauth: {
        authorizeUrl: 'https://accounts.zoho.com/oauth/v2/auth',
        tokenUrl: 'https://accounts.zoho.com/oauth/v2/token',
        scopes: ['ZohoCampaigns.contact.ALL'],
      },
    }
  ),
  entry(
    'emma',
    'Emma',
    'email-marketing',
    '#EF5D5D',
    'https://api.myemma.com/',
    'Email marketing by Marigold.',
    [
      text('accountId', 'Account ID', 'Settings > API key shows the account ID.'),
      text('username', 'Public API key', 'The public key.'),
      secret('Private API key', 'The private key.'),
      text('listId', 'Group ID', 'The audience group ID.'),
    ],
    { adapter: true }
  ),
  entry(
    'mailwizz',
    'MailWizz',
    'email-marketing',
    '#2E3E4E',
    'https://api-docs.mailwizz.com/',
    'Self-hosted email marketing application.',
    [
      url('accountUrl', 'MailWizz URL', 'Your install, e.g. https://mail.example.com.'),
      secret('API key', 'API keys page of your install.'),
      text('listId', 'List UID', 'The list UID.'),
    ]
  ),
  entry(
    'customer-io',
    'Customer.io',
    'marketing-automation',
    '#7131FF',
    'https://docs.customer.io/integrations/api/track/',
    'Messaging automation from your own data.',
    [
      text('siteId', 'Site ID', 'Workspace settings > API credentials.'),
      secret('Tracking API key', 'Shown beside the site ID.'),
      choice('region', 'Region', 'Where your workspace lives.', ['us', 'eu']),
    ],
    { adapter: true }
  ),
  entry(
    'ortto',
    'Ortto',
    'marketing-automation',
    '#1C1C3B',
    'https://help.ortto.com/developer/latest/',
    'Customer data and marketing automation (formerly Autopilot).',
    [
      secret('API key', 'Data sources > Custom API.'),
      choice('region', 'Region', 'Your account region.', ['default', 'au', 'eu']),
    ],
    { adapter: true }
  ),
  entry(
    'sendlane',
    'Sendlane',
    'ecommerce',
    '#3F3CFF',
    'https://sendlane.stoplight.io/docs/api-documentation',
    'Ecommerce email and SMS.',
    [secret('API token', 'Account > API.'), text('listId', 'List ID', 'The list ID.')],
    { adapter: true }
  ),
  entry(
    'vbout',
    'VBOUT',
    'marketing-automation',
    '#2B6BFF',
    'https://developers.vbout.com/docs',
    'Marketing automation for agencies.',
    keyAndList('Settings > API integrations.')
  ),
  entry(
    'mautic',
    'Mautic',
    'marketing-automation',
    '#4E5E9E',
    'https://devdocs.mautic.org/',
    'Open-source marketing automation.',
    [
      url('accountUrl', 'Mautic URL', 'Your install, e.g. https://mautic.example.com.'),
      text('username', 'Username', 'A Mautic user with API access (Basic auth enabled).'),
      secret('Password', 'That user’s password.'),
      optional(text('listId', 'Segment ID', 'The segment members join.')),
    ],
    { adapter: true }
  ),
  entry(
    'listmonk',
    'listmonk',
    'newsletter',
    '#0055D4',
    'https://listmonk.app/docs/apis/subscribers/',
    'Self-hosted newsletter and mailing list manager.',
    [
      url('accountUrl', 'listmonk URL', 'Your install, e.g. https://lists.example.com.'),
      text('username', 'API user', 'Users > API user name.'),
      secret('API token', 'The token of that API user.'),
      text('listId', 'List ID', 'The numeric list ID.'),
    ],
    { adapter: true }
  ),
  entry(
    'buttondown',
    'Buttondown',
    'newsletter',
    '#0069FF',
    'https://docs.buttondown.com/api-introduction',
    'Minimal newsletters for writers.',
    [secret('API key', 'Settings > API.')]
  ),
  entry(
    'ghost',
    'Ghost',
    'newsletter',
    '#15171A',
    'https://ghost.org/docs/admin-api/',
    'Publishing platform with built-in newsletters and members.',
    [
      url('accountUrl', 'Site URL', 'Your Ghost site, e.g. https://blog.example.com.'),
      secret('Admin API key', 'Settings > Integrations > custom integration.'),
    ]
  ),
  entry(
    'loops',
    'Loops',
    'email-marketing',
    '#FF6B2C',
    'https://loops.so/docs/api-reference',
    'Email for modern SaaS companies.',
    [secret('API key', 'Settings > API.')]
  ),
  entry(
    'elastic-email',
    'Elastic Email',
    'email-marketing',
    '#0C6EFD',
    'https://elasticemail.com/developers/api-documentation/rest-api',
    'Low-cost email marketing and delivery.',
    keyAndList('Settings > Create additional API key.', 'List name')
  ),
  entry(
    'mailpoet',
    'MailPoet',
    'newsletter',
    '#FF5301',
    'https://github.com/mailpoet/mailpoet/tree/trunk/doc',
    'Newsletters inside WordPress.',
    [
      url('accountUrl', 'WordPress site URL', 'Your site with MailPoet installed.'),
      secret('API key', 'MailPoet > Settings > Key activation.'),
    ]
  ),
  entry(
    'kartra',
    'Kartra',
    'all-in-one',
    '#1C86EE',
    'https://kartra.helpscoutdocs.com/category/199-api',
    'All-in-one platform for online businesses.',
    [
      text('appId', 'App ID', 'Integrations > API.'),
      secret('API key', 'Integrations > API.'),
      secret('API password', 'Integrations > API.', 'apiSecret'),
    ]
  ),
  entry(
    'clickfunnels',
    'ClickFunnels',
    'lead-generation',
    '#E93D3D',
    'https://developers.myclickfunnels.com/docs',
    'Sales funnels with contact capture.',
    [text('accountId', 'Workspace ID', 'Your workspace ID.'), secret('API key', 'Settings > Developer portal.')]
  ),
  entry(
    'kajabi',
    'Kajabi',
    'all-in-one',
    '#2E91FC',
    'https://developers.kajabi.com/',
    'Courses, communities and email for creators.',
    [secret('API key', 'Settings > Public API.')]
  ),
  entry(
    'salesforce-marketing-cloud',
    'Salesforce Marketing Cloud',
    'marketing-automation',
    '#00A1E0',
    'https://developer.salesforce.com/docs/marketing/marketing-cloud/overview',
    'Enterprise marketing platform.',
    [
      text('clientId', 'Client ID', 'Installed package > API integration.'),
      secret('Client secret', 'Installed package > API integration.'),
      text('accountId', 'Subdomain', 'Your tenant subdomain.'),
    ]
  ),
  entry(
    'marketo',
    'Adobe Marketo Engage',
    'marketing-automation',
    '#5C4C9F',
    'https://developer.adobe.com/marketo-apis/',
    'Enterprise marketing automation.',
    [
      url('accountUrl', 'REST endpoint', 'Admin > Web services.'),
      text('clientId', 'Client ID', 'Admin > LaunchPoint.'),
      secret('Client secret', 'Admin > LaunchPoint.'),
    ]
  ),
  entry(
    'agile-crm',
    'Agile CRM',
    'crm',
    '#1E88E5',
    'https://github.com/agilecrm/rest-api',
    'CRM with marketing automation for small businesses.',
    [
      url('accountUrl', 'Account URL', 'e.g. https://yourdomain.agilecrm.com.'),
      text('username', 'Email', 'Your login email.'),
      secret('REST API key', 'Admin settings > API.'),
    ]
  ),
  entry(
    'freshmarketer',
    'Freshmarketer',
    'marketing-automation',
    '#F26B3A',
    'https://developers.freshworks.com/crm/api/',
    'Marketing automation by Freshworks.',
    [
      url('accountUrl', 'Bundle URL', 'e.g. https://yourdomain.myfreshworks.com.'),
      secret('API key', 'Profile settings > API settings.'),
    ]
  ),
  entry(
    'pipedrive',
    'Pipedrive',
    'crm',
    '#017737',
    'https://developers.pipedrive.com/docs/api/v1',
    'Sales CRM; members would become people.',
    [secret('API token', 'Personal preferences > API.')]
  ),
  entry(
    'zoho-crm',
    'Zoho CRM',
    'crm',
    '#E42527',
    'https://www.zoho.com/crm/developer/docs/api/v8/',
    'CRM in the Zoho suite.',
    [choice('region', 'Data centre', 'Where your Zoho account lives.', ['com', 'eu', 'in', 'com.au', 'jp', 'ca'])]
  ),
  entry(
    'mailmodo',
    'Mailmodo',
    'email-marketing',
    '#6F4CFF',
    'https://www.mailmodo.com/developers/',
    'Interactive AMP emails.',
    keyAndList('Settings > API keys.', 'List name')
  ),
  entry(
    'substack',
    'Substack',
    'newsletter',
    '#FF6719',
    'https://support.substack.com/',
    'Newsletters with paid subscriptions; no public API, so members are exported by file.',
    []
  ),
  entry(
    'shopify-email',
    'Shopify Email',
    'ecommerce',
    '#95BF47',
    'https://shopify.dev/docs/api/admin-graphql/latest/mutations/customerCreate',
    'Email marketing for Shopify stores; members would become customers who accept marketing.',
    [
      url('accountUrl', 'Store URL', 'e.g. https://yourstore.myshopify.com.'),
      secret('Admin API access token', 'Settings > Apps > Develop apps.'),
    ]
  ),
]

const BY_ID = new Map(EMAIL_PLATFORMS.map((platform) => [platform.id, platform]))

export function findEmailPlatform(id: string | null | undefined): EmailPlatform | undefined {
  return typeof id === 'string' ? BY_ID.get(id) : undefined
}

/** One row of the Supported Platforms catalogue on /integrations. */
export interface SupportedPlatform {
  id: string
  name: string
  category: PlatformCategory
  authMethods: ('API Key' | 'OAuth')[]
  description: string
  apiDocs: string
  adapter: boolean
}

function authMethods(method: EmailAuthMethod): SupportedPlatform['authMethods'] {
  if (method === 'both') return ['API Key', 'OAuth']
  return method === 'oauth' ? ['OAuth'] : ['API Key']
}

export const SUPPORTED_PLATFORMS: readonly SupportedPlatform[] = EMAIL_PLATFORMS.map((platform) => ({
  id: platform.id,
  name: platform.name,
  category: platform.category,
  authMethods: authMethods(platform.authMethod),
  description: platform.description,
  apiDocs: platform.apiDocs,
  adapter: platform.adapter,
}))
