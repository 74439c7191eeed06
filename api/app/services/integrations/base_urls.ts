/*
 * Each platform's documented API root. Some depend on the owner's
 * credentials (Mailchimp's data centre is the key's suffix, Sinch's region,
 * the account URL of ActiveCampaign and self-hosted Sendy), so the root is
 * a template filled from them.
 *
 * PLATFORM_BASE_URLS (a JSON object, platform id to URL) overrides any of
 * them, so tests, benches and staging can point a platform at a local
 * server speaking its contract.
 */
import { type Credentials, IntegrationError } from '#services/integrations/contract'

const DOCUMENTED: Readonly<Record<string, string>> = {
  'mailchimp': 'https://{dc}.api.mailchimp.com/3.0',
  /** Mailchimp's OAuth host, which tells an OAuth-connected account's data centre. */
  'mailchimp-login': 'https://login.mailchimp.com',
  'kit': 'https://api.kit.com/v4',
  'activecampaign': '{accountUrl}/api/3',
  'mailerlite': 'https://connect.mailerlite.com/api',
  'getresponse': 'https://api.getresponse.com/v3',
  'aweber': 'https://api.aweber.com/1.0',
  'brevo': 'https://api.brevo.com/v3',
  'klaviyo': 'https://a.klaviyo.com/api',
  'hubspot': 'https://api.hubapi.com',
  'drip': 'https://api.getdrip.com/v2',
  'constant-contact': 'https://api.cc.email/v3',
  'keap': 'https://api.infusionsoft.com/crm/rest/v1',
  'omnisend': 'https://api.omnisend.com/v3',
  'emailoctopus': 'https://api.emailoctopus.com',
  'beehiiv': 'https://api.beehiiv.com/v2',
  'sendy': '{accountUrl}',
  'moosend': 'https://api.moosend.com/v3',
  'mailjet': 'https://api.mailjet.com/v3/REST',
  'campaign-monitor': 'https://api.createsend.com/api/v3.3',
  'sendfox': 'https://api.sendfox.com',
  'systeme-io': 'https://api.systeme.io/api',
  'highlevel': 'https://services.leadconnectorhq.com',
  'sender': 'https://api.sender.net/v2',
  'flodesk': 'https://api.flodesk.com/v1',
  'sendpulse': 'https://api.sendpulse.com',
  'encharge': 'https://api.encharge.io/v1',
  'sendlane': 'https://api.sendlane.com/v2',
  'emma': 'https://api.e2ma.net',
  'ontraport': 'https://api.ontraport.com/1',
  'customer-io': 'https://{customerIoHost}/api/v1',
  'ortto': 'https://{orttoHost}/v1',
  'mautic': '{accountUrl}/api',
  'listmonk': '{accountUrl}/api',
  'twilio': 'https://api.twilio.com/2010-04-01',
  'vonage': 'https://rest.nexmo.com',
  'plivo': 'https://api.plivo.com/v1',
  'telnyx': 'https://api.telnyx.com/v2',
  'sinch': 'https://{region}.sms.api.sinch.com/xms/v1',
  'clicksend': 'https://rest.clicksend.com/v3',
  'textmagic': 'https://rest.textmagic.com/api/v2',
  'messagebird': 'https://rest.messagebird.com',
  'simpletexting': 'https://api-app2.simpletexting.com/v2/api',
  'eztexting': 'https://a.eztexting.com/v1',
  'google-sheets': 'https://sheets.googleapis.com/v4',
  /** Google's consent page (the authorize URL lives here). */
  'google-accounts': 'https://accounts.google.com',
  /** Google's token and revocation endpoints. */
  'google-oauth': 'https://oauth2.googleapis.com',
}

let parsedOverrides: { source: string; urls: Record<string, string> } | undefined

/** The overrides from PLATFORM_BASE_URLS, read when called so a test can set them. */
export function baseUrlOverrides(): Record<string, string> {
  const source = process.env.PLATFORM_BASE_URLS ?? ''
  if (parsedOverrides?.source !== source) {
    let urls: Record<string, string> = {}
    if (source.trim()) {
      const parsed = JSON.parse(source)
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new Error('PLATFORM_BASE_URLS must be a JSON object of platform id to URL')
      }
      urls = parsed
    }
    parsedOverrides = { source, urls }
  }
  return parsedOverrides.urls
}

function mailchimpDataCentre(credentials: Credentials) {
  if (credentials.dc) return credentials.dc
  const suffix = credentials.apiKey?.trim().match(/-([a-z]+\d+)$/)?.[1]
  if (!suffix) {
    throw new IntegrationError('The Mailchimp API key should end in its data centre, e.g. -us6.', 'invalid')
  }
  return suffix
}

/** The region an owner chose, one of the platform's own; the first is the default. */
function region<T extends string>(credentials: Credentials, hosts: Record<string, T>): T {
  const choices = Object.keys(hosts)
  const chosen = credentials.region?.trim().toLowerCase() || choices[0]
  if (!(chosen in hosts)) throw new IntegrationError(`The region must be one of ${choices.join(', ')}.`, 'invalid')
  return hosts[chosen]
}

const SINCH_REGIONS = { us: 'us', eu: 'eu', au: 'au', br: 'br', ca: 'ca' }
const CUSTOMER_IO_HOSTS = { us: 'track.customer.io', eu: 'track-eu.customer.io' }
const ORTTO_HOSTS = { default: 'api.ap3api.com', au: 'api.au.ap3api.com', eu: 'api.eu.ap3api.com' }

/** An owner-typed account URL without the API path some people paste with it. */
function accountUrl(credentials: Credentials, apiPath: RegExp) {
  const raw = credentials.accountUrl?.trim()
  let parsed: URL | undefined
  try {
    parsed = raw ? new URL(raw) : undefined
  } catch {
    parsed = undefined
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
    throw new IntegrationError('Enter the account URL, e.g. https://youraccount.example.com.', 'invalid')
  }
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '').replace(apiPath, '')
}

/** True when the platform's root is an address the owner typed in (a self-hosted install or account URL). */
export function ownerTypedBaseUrl(platform: string) {
  return Boolean(DOCUMENTED[platform]?.startsWith('{accountUrl}'))
}

/** The API root to call for this platform and these credentials. */
export function baseUrlFor(platform: string, credentials: Credentials = {}): string {
  const override = baseUrlOverrides()[platform]
  if (override) return override.replace(/\/+$/, '')
  if (platform === 'webhook') return credentials.url ?? ''
  if (platform === 'mailchimp' && credentials.apiEndpoint) {
    return `${credentials.apiEndpoint.replace(/\/+$/, '')}/3.0`
  }

  const template = DOCUMENTED[platform]
  if (!template) throw new IntegrationError(`No API is known for the platform "${platform}".`, 'invalid')
  return template
    .replace('{dc}', () => mailchimpDataCentre(credentials))
    .replace('{region}', () => region(credentials, SINCH_REGIONS))
    .replace('{customerIoHost}', () => region(credentials, CUSTOMER_IO_HOSTS))
    .replace('{orttoHost}', () => region(credentials, ORTTO_HOSTS))
    .replace('{accountUrl}', () => accountUrl(credentials, /\/api(\/3)?$/))
}
