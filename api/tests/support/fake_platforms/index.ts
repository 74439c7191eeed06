/*
 * Local servers speaking each platform's documented contract, for the
 * adapter tests, the delivery pipeline tests, Playwright and the benches:
 *
 *   const fake = await startFakePlatform('mailchimp')
 *   // fake.url, fake.credentials (the valid ones), fake.requests
 *   fake.failNext({ status: 429, retryAfter: 3 })
 *   await fake.close()
 *
 * Point the product at one with PLATFORM_BASE_URLS={"mailchimp": fake.url}
 * (`baseUrlOverrides(fake)` builds it, Google's three hosts included).
 */
import * as email from './email.js'
import { google, webhookReceiver } from './google.js'
import { type FakeDefinition, type FakePlatform, type FakeServerOptions, startFakeServer } from './server.js'
import * as sms from './sms.js'

export type { FakeFailure, FakePlatform, FakeRequest, FakeServerOptions } from './server.js'
export { sheetRows } from './google.js'
export { sampleMember } from './member.js'

export const FAKE_PLATFORMS: Readonly<Record<string, FakeDefinition>> = {
  'mailchimp': email.mailchimp,
  'kit': email.kit,
  'activecampaign': email.activecampaign,
  'mailerlite': email.mailerlite,
  'getresponse': email.getresponse,
  'brevo': email.brevo,
  'klaviyo': email.klaviyo,
  'hubspot': email.hubspot,
  'drip': email.drip,
  'omnisend': email.omnisend,
  'emailoctopus': email.emailoctopus,
  'beehiiv': email.beehiiv,
  'sendy': email.sendy,
  'moosend': email.moosend,
  'mailjet': email.mailjet,
  'campaign-monitor': email.campaignMonitor,
  'sendfox': email.sendfox,
  'systeme-io': email.systemeIo,
  'highlevel': email.highlevel,
  'sender': email.sender,
  'aweber': email.aweber,
  'constant-contact': email.constantContact,
  'keap': email.keap,
  'listmonk': email.listmonk,
  'customer-io': email.customerIo,
  'ortto': email.ortto,
  'flodesk': email.flodesk,
  'encharge': email.encharge,
  'sendlane': email.sendlane,
  'emma': email.emma,
  'ontraport': email.ontraport,
  'mautic': email.mautic,
  'sendpulse': email.sendpulse,
  'twilio': sms.twilio,
  'vonage': sms.vonage,
  'plivo': sms.plivo,
  'telnyx': sms.telnyx,
  'sinch': sms.sinch,
  'clicksend': sms.clicksend,
  'textmagic': sms.textmagic,
  'messagebird': sms.messagebird,
  'simpletexting': sms.simpletexting,
  'eztexting': sms.eztexting,
  'google': google,
  'google-sheets': google,
  'google-oauth': google,
  'webhook': webhookReceiver,
}

export function startFakePlatform(platform: string, options?: FakeServerOptions): Promise<FakePlatform> {
  const definition = FAKE_PLATFORMS[platform]
  if (!definition) throw new Error(`No fake for the platform "${platform}"`)
  return startFakeServer(platform, definition, options)
}

/** The PLATFORM_BASE_URLS entries that send the product to these fakes. */
export function baseUrlOverrides(...fakes: FakePlatform[]): Record<string, string> {
  const urls: Record<string, string> = {}
  for (const fake of fakes) {
    if (['google', 'google-sheets', 'google-oauth'].includes(fake.platform)) {
      urls['google-sheets'] = fake.url
      urls['google-accounts'] = fake.url
      urls['google-oauth'] = fake.url
    } else if (fake.platform !== 'webhook') {
      urls[fake.platform] = fake.url
    }
  }
  return urls
}
