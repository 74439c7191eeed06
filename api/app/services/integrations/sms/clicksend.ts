/*
 * ClickSend REST v3: the member joins the contact list when one is given,
 * then gets the welcome text. Sends answer HTTP 200 even when a message is
 * refused, so each message's status is read.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { basicAuth, checkKeyAndList, errorInBody, requestPlatform } from '#services/integrations/http'
import { optionalCredential, requireCredential, withoutEmpty } from '#services/integrations/member_fields'
import { contactThenText } from '#services/integrations/sms/welcome_text'

const ACCOUNT_PROBLEMS = /INSUFFICIENT_CREDIT|ACCOUNT_NOT_ACTIVATED|COUNTRY_NOT_ENABLED/

function headers(credentials: Credentials) {
  return {
    authorization: basicAuth(
      requireCredential(credentials, 'username', 'The username'),
      requireCredential(credentials, 'apiKey', 'The API key')
    ),
  }
}

export const clicksend: PlatformAdapter = {
  platform: 'clicksend',
  kind: 'sms',

  async test(credentials, context) {
    await checkKeyAndList(context, headers(credentials), '/account', credentials.listId, (id) => `/lists/${id}`)
  },

  async deliver(member, credentials, context) {
    return contactThenText(member, credentials.listId, {
      async addContact(phone, listId) {
        const contact = await requestPlatform(context, {
          method: 'POST',
          path: `/lists/${encodeURIComponent(listId)}/contacts`,
          headers: headers(credentials),
          json: withoutEmpty({
            phone_number: phone,
            first_name: member.firstName,
            last_name: member.lastName,
            email: member.email,
            custom_1: member.groupName,
          }),
        })
        return contact.body?.data?.contact_id ? String(contact.body.data.contact_id) : undefined
      },
      async sendText(phone, text) {
        const from = optionalCredential(credentials, 'from')
        const response = await requestPlatform(context, {
          method: 'POST',
          path: '/sms/send',
          headers: headers(credentials),
          json: { messages: [{ to: phone, body: text, source: 'joinflow', ...(from ? { from } : {}) }] },
        })
        const message = response.body?.data?.messages?.[0]
        const status = String(message?.status ?? response.body?.response_code ?? '')
        if (status !== 'SUCCESS') {
          throw errorInBody(
            `ClickSend refused the message: ${status || 'no status'}.`,
            ACCOUNT_PROBLEMS.test(status) ? 'auth' : 'invalid'
          )
        }
        return { externalId: message.message_id, statusCode: response.statusCode }
      },
    })
  },
}
