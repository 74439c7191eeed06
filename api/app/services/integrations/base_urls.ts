/*
 * Each platform's documented API root. Some depend on the owner's
 * credentials (Mailchimp's data centre is the key's suffix, Sinch's region,
 * the account URL of ActiveCampaign and self-hosted Sendy), so the root is
 * a template filled from them, by the platform's own rules: a data centre
 * or region is one of the platform's, a vendor account URL is on the
 * vendor's documented domain, and only a self-hosted install's URL may be
 * anywhere (public). Anything else is refused naming the field at fault.
 *
 * PLATFORM_BASE_URLS (a JSON object, platform id to URL) overrides any of
 * them, so tests, benches and staging can point a platform at a server
 * speaking its contract (one on this machine only with
 * TEST_ONLY_ALLOW_PRIVATE_NETWORK, like every other call).
 */
import { isIP } from 'node:net'
import { type Credentials, IntegrationError } from '#services/integrations/contract'
import { isPublicAddress } from '#domain/network_address'
import { privateNetworkAllowed } from '#services/infra/outbound_http'

const DOCUMENTED: Readonly<Record<string, string>> = {
  'mailchimp': 'https://{dc}.api.mailchimp.com/3.0',
  /** Mailchimp's OAuth host, which tells an OAuth-connected account's data centre. */
  'mailchimp-login': 'https://login.mailchimp.com',
  'kit': 'https://api.kit.com/v4',
  /** On ActiveCampaign's own domains only (VENDOR_ACCOUNT_HOSTS). */
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

/** Mailchimp names its data centres like `us6`; the API host is always `<dc>.api.mailchimp.com`. */
const DATA_CENTRE = /^[a-z]+[0-9]+$/
const MAILCHIMP_ENDPOINT = /^https:\/\/([a-z]+[0-9]+)\.api\.mailchimp\.com\/?$/

function refused(message: string, field: string): never {
  throw new IntegrationError(message, 'invalid', { field })
}

/**
 * The account's data centre: the one an OAuth sign-in reported (`dc`, or
 * the `apiEndpoint` Mailchimp's metadata gives), else the key's suffix.
 * Whatever the source, it must look like a data centre, so the host it
 * makes is always one of Mailchimp's.
 */
function mailchimpDataCentre(credentials: Credentials) {
  const dc = credentials.dc?.trim()
  if (dc) {
    return DATA_CENTRE.test(dc) ? dc : refused('The data centre is the end of the API key, e.g. us6.', 'credentials.dc')
  }
  const endpoint = credentials.apiEndpoint?.trim()
  if (endpoint) {
    return (
      endpoint.match(MAILCHIMP_ENDPOINT)?.[1] ??
      refused("Mailchimp's API address comes from the API key or the sign-in; leave out apiEndpoint.", 'credentials.apiEndpoint')
    )
  }
  const suffix = credentials.apiKey?.trim().split('-').pop()
  if (!credentials.apiKey?.includes('-') || !suffix || !DATA_CENTRE.test(suffix)) {
    refused('The Mailchimp API key should end in its data centre, e.g. -us6.', 'apiKey')
  }
  return suffix
}

/** The region an owner chose, one of the platform's own; the first is the default. */
function region<T extends string>(credentials: Credentials, hosts: Record<string, T>): T {
  const choices = Object.keys(hosts)
  const chosen = credentials.region?.trim().toLowerCase() || choices[0]
  if (!(chosen in hosts)) refused(`The region must be one of ${choices.join(', ')}.`, 'credentials.region')
  return hosts[chosen]
}

const SINCH_REGIONS = { us: 'us', eu: 'eu', au: 'au', br: 'br', ca: 'ca' }
const CUSTOMER_IO_HOSTS = { us: 'track.customer.io', eu: 'track-eu.customer.io' }
const ORTTO_HOSTS = { default: 'api.ap3api.com', au: 'api.au.ap3api.com', eu: 'api.eu.ap3api.com' }

/*
 * Platforms whose API host is per account but always under the vendor's
 * own domain, as its documentation gives it: an account URL elsewhere is
 * refused rather than called.
 */
const VENDOR_ACCOUNT_HOSTS: Readonly<Record<string, { hosts: RegExp; example: string; message: string }>> = {
  activecampaign: {
    hosts: /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.(?:api-us[0-9]{1,2}\.com|activehosted\.com)$/,
    example: 'https://youraccount.api-us1.com',
    message:
      'Enter the API URL from Settings > Developer: https://<account>.api-us1.com or https://<account>.activehosted.com.',
  },
}

const ACCOUNT_URL_FIELD = 'credentials.accountUrl'

/**
 * The account URL an owner typed, as an API root: http(s), no user name or
 * password in it, without the API path some people paste with it. A vendor
 * account URL must be on the vendor's domain (over https); a self-hosted
 * install may be anywhere public (its name is resolved and checked when the
 * connection is tested, and every connection is checked again).
 */
function accountUrl(platform: string, credentials: Credentials, apiPath: RegExp) {
  const vendor = VENDOR_ACCOUNT_HOSTS[platform]
  const example = vendor?.example ?? 'https://youraccount.example.com'
  const raw = credentials.accountUrl?.trim()
  const parsed = raw && URL.canParse(raw) ? new URL(raw) : undefined
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.username || parsed.password) {
    refused(`Enter the account URL, e.g. ${example}.`, ACCOUNT_URL_FIELD)
  }
  if (vendor && (parsed.protocol !== 'https:' || parsed.port || !vendor.hosts.test(parsed.hostname))) {
    refused(vendor.message, ACCOUNT_URL_FIELD)
  }
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1')
  if (isIP(host) && !privateNetworkAllowed() && !isPublicAddress(host)) {
    refused('The account URL must point to a public address.', ACCOUNT_URL_FIELD)
  }
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '').replace(apiPath, '')
}

/** True when the platform's root is an address the owner typed in (a self-hosted install or an account URL). */
export function ownerTypedBaseUrl(platform: string) {
  return Boolean(DOCUMENTED[platform]?.startsWith('{accountUrl}'))
}

/** The API root to call for this platform and these credentials. */
export function baseUrlFor(platform: string, credentials: Credentials = {}): string {
  const override = baseUrlOverrides()[platform]
  if (override) return override.replace(/\/+$/, '')
  if (platform === 'webhook') return credentials.url ?? ''

  const template = DOCUMENTED[platform]
  if (!template) throw new IntegrationError(`No API is known for the platform "${platform}".`, 'invalid')
  return template
    .replace('{dc}', () => mailchimpDataCentre(credentials))
    .replace('{region}', () => region(credentials, SINCH_REGIONS))
    .replace('{customerIoHost}', () => region(credentials, CUSTOMER_IO_HOSTS))
    .replace('{orttoHost}', () => region(credentials, ORTTO_HOSTS))
    .replace('{accountUrl}', () => accountUrl(platform, credentials, /\/api(\/3)?$/))
}
