/*
 * Platform id to adapter, per kind. The catalogues' `adapter` flags are
 * checked against this list by the unit tests.
 */
import type { IntegrationKind, PlatformAdapter } from '#services/integrations/contract'
import { activecampaign } from '#services/integrations/email/activecampaign'
import { aweber } from '#services/integrations/email/aweber'
import { beehiiv } from '#services/integrations/email/beehiiv'
import { brevo } from '#services/integrations/email/brevo'
import { campaignMonitor } from '#services/integrations/email/campaign_monitor'
import { customerIo } from '#services/integrations/email/customer_io'
import { emma } from '#services/integrations/email/emma'
import { encharge } from '#services/integrations/email/encharge'
import { flodesk } from '#services/integrations/email/flodesk'
import { listmonk } from '#services/integrations/email/listmonk'
import { mautic } from '#services/integrations/email/mautic'
import { ontraport } from '#services/integrations/email/ontraport'
import { ortto } from '#services/integrations/email/ortto'
import { sendlane } from '#services/integrations/email/sendlane'
import { constantContact } from '#services/integrations/email/constant_contact'
import { drip } from '#services/integrations/email/drip'
import { emailoctopus } from '#services/integrations/email/emailoctopus'
import { getresponse } from '#services/integrations/email/getresponse'
import { highlevel } from '#services/integrations/email/highlevel'
import { hubspot } from '#services/integrations/email/hubspot'
import { keap } from '#services/integrations/email/keap'
import { kit } from '#services/integrations/email/kit'
import { klaviyo } from '#services/integrations/email/klaviyo'
import { mailchimp } from '#services/integrations/email/mailchimp'
import { mailerlite } from '#services/integrations/email/mailerlite'
import { mailjet } from '#services/integrations/email/mailjet'
import { moosend } from '#services/integrations/email/moosend'
import { omnisend } from '#services/integrations/email/omnisend'
import { sender } from '#services/integrations/email/sender'
import { sendfox } from '#services/integrations/email/sendfox'
import { sendpulse } from '#services/integrations/email/sendpulse'
import { sendy } from '#services/integrations/email/sendy'
import { systemeIo } from '#services/integrations/email/systeme_io'
import { googleSheets } from '#services/integrations/sheets/google_sheets'
import { clicksend } from '#services/integrations/sms/clicksend'
import { eztexting } from '#services/integrations/sms/eztexting'
import { messagebird } from '#services/integrations/sms/messagebird'
import { plivo } from '#services/integrations/sms/plivo'
import { simpletexting } from '#services/integrations/sms/simpletexting'
import { sinch } from '#services/integrations/sms/sinch'
import { telnyx } from '#services/integrations/sms/telnyx'
import { textmagic } from '#services/integrations/sms/textmagic'
import { twilio } from '#services/integrations/sms/twilio'
import { vonage } from '#services/integrations/sms/vonage'
import { webhook } from '#services/integrations/webhook'

export const ADAPTERS: readonly PlatformAdapter[] = [
  activecampaign,
  aweber,
  beehiiv,
  brevo,
  campaignMonitor,
  constantContact,
  customerIo,
  emma,
  encharge,
  flodesk,
  listmonk,
  mautic,
  ontraport,
  ortto,
  sendlane,
  drip,
  emailoctopus,
  getresponse,
  highlevel,
  hubspot,
  keap,
  kit,
  klaviyo,
  mailchimp,
  mailerlite,
  mailjet,
  moosend,
  omnisend,
  sender,
  sendfox,
  sendpulse,
  sendy,
  systemeIo,
  clicksend,
  eztexting,
  messagebird,
  plivo,
  simpletexting,
  sinch,
  telnyx,
  textmagic,
  twilio,
  vonage,
  googleSheets,
  webhook,
]

const BY_KIND = new Map(ADAPTERS.map((adapter) => [`${adapter.kind}:${adapter.platform}`, adapter]))

export function adapterFor(kind: IntegrationKind, platform: string): PlatformAdapter | undefined {
  return BY_KIND.get(`${kind}:${platform}`)
}
