/*
 * TextMagic REST v2: the member becomes a contact on the list when one is
 * given, then gets the welcome text.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { requestPlatform } from '#services/integrations/http'
import { optionalCredential, requireCredential, withoutEmpty } from '#services/integrations/member_fields'
import { contactThenMessage } from '#services/integrations/sms/welcome_text'

function headers(credentials: Credentials) {
  return {
    'x-tm-username': requireCredential(credentials, 'username', 'The username'),
    'x-tm-key': requireCredential(credentials, 'apiKey', 'The API key'),
  }
}

export const textmagic: PlatformAdapter = {
  platform: 'textmagic',
  kind: 'sms',

  async test(credentials, context) {
    await requestPlatform(context, { path: '/user', headers: headers(credentials) })
  },

  async deliver(member, credentials, context) {
    const from = optionalCredential(credentials, 'from')
    return contactThenMessage(member, credentials.listId, { context, headers: () => headers(credentials) }, {
      contact: (phone, listId) => ({
        json: withoutEmpty({ phone, firstName: member.firstName, lastName: member.lastName, email: member.email, lists: listId }),
      }),
      message: (phone, text) => ({ text, phones: phone, ...(from ? { from } : {}) }),
    })
  },
}
