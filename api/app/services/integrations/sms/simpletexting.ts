/*
 * SimpleTexting API v2: the member is upserted as a contact on the list
 * when one is given, then texted from the account phone.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { requestPlatform } from '#services/integrations/http'
import { digitsOnly, requireCredential, withoutEmpty } from '#services/integrations/member_fields'
import { contactThenMessage } from '#services/integrations/sms/welcome_text'

function headers(credentials: Credentials) {
  return { authorization: `Bearer ${requireCredential(credentials, 'apiKey', 'The API token')}` }
}

export const simpletexting: PlatformAdapter = {
  platform: 'simpletexting',
  kind: 'sms',

  async test(credentials, context) {
    await requestPlatform(context, {
      path: '/contact-lists',
      headers: headers(credentials),
      searchParams: { page: 0, size: 1 },
    })
  },

  async deliver(member, credentials, context) {
    return contactThenMessage(member, credentials.listId, { context, headers: () => headers(credentials) }, {
      contact: (phone, listId) => ({
        searchParams: { upsert: 'true' },
        json: withoutEmpty({
          contactPhone: digitsOnly(phone),
          firstName: member.firstName,
          lastName: member.lastName,
          email: member.email,
          listIds: [listId],
        }),
      }),
      message: (phone, text) => ({
        mode: 'SINGLE_SMS_STRICTLY',
        accountPhone: digitsOnly(requireCredential(credentials, 'from', 'The account phone')),
        contactPhone: digitsOnly(phone),
        text,
      }),
    })
  },
}
