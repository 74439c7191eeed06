/*
 * SMS platforms as their references describe them: the key check, the
 * send call with its real success body (and Vonage's and ClickSend's
 * errors inside HTTP 200), and the contact stores where they exist. A
 * contact joins the list its call names (the one list the fake knows, from
 * its credentials); fields the reference does not document for the call,
 * or a list the account does not have, are refused.
 */
import { describedBy } from './contract.js'
import {
  type FakeDefinition,
  type FakeReply,
  type FakeState,
  joinList,
  listIds,
  looksLikePhone,
  read,
  undocumentedFields,
  upsert,
} from './server.js'

function sent(state: FakeState, message: Record<string, unknown>) {
  const id = state.nextId()
  if (state.keep) state.sent.push({ id, ...message })
  return id
}

export const twilio: FakeDefinition = {
  credentials: () => ({
    accountSid: 'AC00000000000000000000000000000001',
    apiKey: 'twilio-fake-auth-token',
    from: '+15557654321',
  }),
  authorized: (request, credentials) => {
    const basic = read.basic(request)
    return basic?.[0] === credentials.accountSid && basic?.[1] === credentials.apiKey
  },
  unauthorized: {
    headers: { 'www-authenticate': 'Basic realm="Twilio API"' },
    body: { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 },
  },
  routes: [
    {
      method: 'GET',
      path: '/Accounts/:sid.json',
      handle: (_r, p) => ({ body: { sid: p.sid, status: 'active', friendly_name: 'Owner', type: 'Full' } }),
    },
    {
      method: 'POST',
      path: '/Accounts/:sid/Messages.json',
      handle: (request, params, state) => {
        const { To, From, MessagingServiceSid, Body } = request.body ?? {}
        if (!To)
          return {
            status: 400,
            body: {
              code: 21604,
              message: "A 'To' phone number is required.",
              more_info: 'https://www.twilio.com/docs/errors/21604',
              status: 400,
            },
          }
        if (!looksLikePhone(To))
          return {
            status: 400,
            body: {
              code: 21211,
              message: `Invalid 'To' Phone Number: ${To}`,
              more_info: 'https://www.twilio.com/docs/errors/21211',
              status: 400,
            },
          }
        if (!From && !MessagingServiceSid)
          return { status: 400, body: { code: 21603, message: "A 'From' phone number is required.", status: 400 } }
        const id = sent(state, { to: To, from: From ?? MessagingServiceSid, text: Body })
        return {
          status: 201,
          body: {
            sid: `SM${id.padStart(32, '0')}`,
            account_sid: params.sid,
            to: To,
            from: From ?? null,
            messaging_service_sid: MessagingServiceSid ?? null,
            body: Body,
            status: 'queued',
          },
        }
      },
    },
  ],
}

/** Vonage's SMS API answers 200 with a status per message. */
function vonageKeys(values: Record<string, string> | undefined, state: FakeState) {
  return values?.api_key === state.credentials.apiKey && values?.api_secret === state.credentials.apiSecret
}

export const vonage: FakeDefinition = {
  credentials: () => ({ apiKey: 'abcd1234', apiSecret: 'secret1234', from: 'JoinFlow' }),
  authorized: () => true,
  unauthorized: { body: { 'error-code': '401', 'error-code-label': 'authentication failed' } },
  routes: [
    {
      method: 'GET',
      path: '/account/get-balance',
      handle: (request, _p, state) =>
        vonageKeys(request.query, state)
          ? { body: { value: 10.5, autoReload: false } }
          : { status: 401, body: { 'error-code': '401', 'error-code-label': 'authentication failed' } },
    },
    {
      method: 'POST',
      path: '/sms/json',
      handle: (request, _p, state) => {
        const { to, from, text } = request.body ?? {}
        const message = (status: string, extra: Record<string, unknown>): FakeReply => ({
          body: { 'message-count': '1', 'messages': [{ to, status, ...extra }] },
        })
        if (!vonageKeys(request.body, state)) return message('4', { 'error-text': 'Bad Credentials' })
        if (!to || !from || !text) return message('2', { 'error-text': 'Missing to param' })
        if (!/^\d{8,15}$/.test(to)) return message('3', { 'error-text': 'Invalid to param' })
        const id = sent(state, { to, from, text })
        return message('0', {
          'message-id': `0A00000${id}`,
          'remaining-balance': '10.00',
          'message-price': '0.0081',
          'network': '310004',
        })
      },
    },
  ],
}

export const plivo: FakeDefinition = {
  credentials: () => ({ authId: 'MAFAKEAUTHID000000001', apiKey: 'plivo-fake-auth-token', from: '+15557654321' }),
  authorized: (request, credentials) => {
    const basic = read.basic(request)
    return basic?.[0] === credentials.authId && basic?.[1] === credentials.apiKey
  },
  unauthorized: { body: 'Could not verify your access level for that URL.\nYou have to login with proper credentials' },
  routes: [
    {
      method: 'GET',
      path: '/Account/:authId',
      handle: (_r, p) => ({ body: { account_type: 'standard', auth_id: p.authId, cash_credits: '10.00000' } }),
    },
    {
      method: 'POST',
      path: '/Account/:authId/Message',
      handle: (request, _p, state) => {
        const { src, dst, text } = request.body ?? {}
        if (!src || !dst || !text)
          return { status: 400, body: { api_id: 'a1', error: 'src, dst and text are required' } }
        if (!looksLikePhone(dst)) return { status: 400, body: { api_id: 'a1', error: 'invalid dst parameter' } }
        const id = sent(state, { to: dst, from: src, text })
        return { status: 202, body: { api_id: 'a1', message: 'message(s) queued', message_uuid: [`uuid-${id}`] } }
      },
    },
  ],
}

export const telnyx: FakeDefinition = {
  credentials: () => ({ apiKey: 'KEY0123456789ABCDEF_fake', from: '+15557654321' }),
  authorized: (request, credentials) => read.bearer(request) === credentials.apiKey,
  unauthorized: {
    body: {
      errors: [
        {
          code: '10009',
          title: 'Authentication failed',
          detail: 'The API key looks malformed. Check that you copied it correctly.',
        },
      ],
    },
  },
  routes: [
    {
      method: 'GET',
      path: '/balance',
      handle: () => ({ body: { data: { record_type: 'balance', balance: '10.00', currency: 'USD' } } }),
    },
    {
      method: 'POST',
      path: '/messages',
      handle: (request, _p, state) => {
        const { from, to, text } = request.body ?? {}
        if (!looksLikePhone(to))
          return {
            status: 422,
            body: {
              errors: [
                {
                  code: '40310',
                  title: "Invalid 'to' address",
                  detail: 'The destination number is not a valid phone number.',
                  source: { pointer: '/to' },
                },
              ],
            },
          }
        const id = sent(state, { to, from, text })
        return {
          body: {
            data: {
              record_type: 'message',
              id: `40317${id}`,
              direction: 'outbound',
              from: { phone_number: from },
              to: [{ phone_number: to, status: 'queued' }],
              text,
              type: 'SMS',
            },
          },
        }
      },
    },
  ],
}

export const sinch: FakeDefinition = {
  credentials: () => ({ servicePlanId: 'planfake01', apiKey: 'sinch-fake-token', region: 'us', from: '+15557654321' }),
  authorized: (request, credentials) => read.bearer(request) === credentials.apiKey,
  unauthorized: { body: { code: 'unauthorized', text: 'Unauthorized' } },
  routes: [
    {
      method: 'GET',
      path: '/:plan/batches',
      handle: (_r, p, s) =>
        p.plan === s.credentials.servicePlanId
          ? { body: { batches: [], page: 0, page_size: 1, count: 0 } }
          : { status: 401, body: { code: 'unauthorized', text: 'Unauthorized' } },
    },
    {
      method: 'POST',
      path: '/:plan/batches',
      handle: (request, _p, state) => {
        const { from, to, body } = request.body ?? {}
        if (!Array.isArray(to) || !to.every((number: string) => /^\d{8,15}$/.test(number))) {
          return { status: 400, body: { code: 'syntax_invalid_parameter_format', text: 'Invalid recipient number' } }
        }
        const id = sent(state, { to: to[0], from, text: body })
        return { status: 201, body: { id: `01FC66621XXXXX${id}`, to, from, body, type: 'mt_text', canceled: false } }
      },
    },
  ],
}

/** ClickSend answers input off its description with its 400 envelope. */
const clicksendContract = describedBy({
  file: 'clicksend-v3.yaml',
  prefix: '/v3',
  refuse: (problems) => ({
    status: 400,
    body: { http_code: 400, response_code: 'BAD_REQUEST', response_msg: problems.join('; '), data: null },
  }),
})

export const clicksend: FakeDefinition = {
  credentials: () => ({ username: 'clicksend-user', apiKey: 'CLICKSEND-FAKE-KEY', listId: '428' }),
  authorized: (request, credentials) => {
    const basic = read.basic(request)
    return basic?.[0] === credentials.username && basic?.[1] === credentials.apiKey
  },
  unauthorized: {
    body: { http_code: 401, response_code: 'UNAUTHORIZED', response_msg: 'Unauthorized - Invalid Token.', data: null },
  },
  routes: [
    {
      method: 'GET',
      path: '/account',
      handle: () => ({
        body: { http_code: 200, response_code: 'SUCCESS', response_msg: 'Here is your account.', data: { user_id: 1 } },
      }),
    },
    {
      method: 'GET',
      path: '/lists/:id',
      handle: (_r, p, s) =>
        p.id === s.credentials.listId
          ? { body: { http_code: 200, response_code: 'SUCCESS', data: { list_id: Number(p.id) } } }
          : {
              status: 404,
              body: { http_code: 404, response_code: 'NOT_FOUND', response_msg: 'Resource not found.', data: null },
            },
    },
    clicksendContract(
      {
        method: 'POST',
        path: '/lists/:id/contacts',
        handle: (request, params, state) => {
          if (params.id !== state.credentials.listId)
            return {
              status: 404,
              body: { http_code: 404, response_code: 'NOT_FOUND', response_msg: 'Resource not found.', data: null },
            }
          const { contact } = upsert(state, request.body.phone_number, request.body)
          joinList(state, params.id, request.body.phone_number)
          return {
            body: {
              http_code: 200,
              response_code: 'SUCCESS',
              response_msg: 'New contact has been created.',
              data: { contact_id: Number(contact.id), list_id: Number(params.id) },
            },
          }
        },
      }
    ),
    clicksendContract(
      {
        method: 'POST',
        path: '/sms/send',
        handle: (request, _p, state) => {
          const messages = (request.body?.messages ?? []).map((message: any) => {
            if (!looksLikePhone(message.to)) return { to: message.to, body: message.body, status: 'INVALID_RECIPIENT' }
            return {
              to: message.to,
              body: message.body,
              status: 'SUCCESS',
              message_id: `CS-${sent(state, { to: message.to, text: message.body })}`,
            }
          })
          return {
            body: {
              http_code: 200,
              response_code: 'SUCCESS',
              response_msg: 'Messages queued for delivery.',
              data: { total_count: messages.length, messages },
            },
          }
        },
      }
    ),
  ],
}

export const textmagic: FakeDefinition = {
  credentials: () => ({ username: 'tm-owner', apiKey: 'tm-fake-api-key', listId: '31' }),
  authorized: (request, credentials) =>
    read.header(request, 'x-tm-username') === credentials.username &&
    read.header(request, 'x-tm-key') === credentials.apiKey,
  unauthorized: { body: { code: 401, message: 'Unauthorized' } },
  routes: [
    { method: 'GET', path: '/user', handle: () => ({ body: { id: 1, username: 'tm-owner' } }) },
    {
      method: 'POST',
      path: '/contacts',
      handle: (request, _p, state) => {
        const invalid = (fields: Record<string, string[]>): FakeReply => ({
          status: 400,
          body: { code: 400, message: 'Validation Failed', errors: { fields } },
        })
        const extra = undocumentedFields(request.body, ['phone', 'firstName', 'lastName', 'email', 'lists'])
        if (extra.length) return invalid(Object.fromEntries(extra.map((name) => [name, ['This field was not expected.']])))
        if (!looksLikePhone(request.body?.phone)) return invalid({ phone: ['This value is not a valid phone number.'] })
        const lists = listIds(request.body.lists)
        if (typeof request.body.lists !== 'string' || !lists.length) return invalid({ lists: ['This value should not be blank.'] })
        if (lists.some((id) => id !== state.credentials.listId)) return { status: 404, body: { code: 404, message: 'List not found' } }
        const { contact } = upsert(state, request.body.phone, request.body)
        for (const id of lists) joinList(state, id, request.body.phone)
        return { status: 201, body: { id: Number(contact.id), href: `/api/v2/contacts/${contact.id}` } }
      },
    },
    {
      method: 'POST',
      path: '/messages',
      handle: (request, _p, state) => {
        if (!looksLikePhone(request.body?.phones))
          return {
            status: 400,
            body: {
              code: 400,
              message: 'Validation Failed',
              errors: { fields: { phones: ['Invalid phone number format'] } },
            },
          }
        const id = sent(state, { to: request.body.phones, text: request.body.text })
        return {
          status: 201,
          body: {
            id: Number(id),
            href: `/api/v2/sessions/${id}`,
            type: 'session',
            sessionId: Number(id),
            bulkId: null,
            messageId: Number(id),
            scheduleId: null,
          },
        }
      },
    },
  ],
}

export const messagebird: FakeDefinition = {
  credentials: () => ({ apiKey: 'live_fakeMessageBirdKey', from: 'JoinFlow', listId: 'group-1' }),
  authorized: (request, credentials) => read.header(request, 'authorization') === `AccessKey ${credentials.apiKey}`,
  unauthorized: {
    body: { errors: [{ code: 2, description: 'Request not allowed (incorrect access_key)', parameter: 'access_key' }] },
  },
  routes: [
    { method: 'GET', path: '/balance', handle: () => ({ body: { payment: 'prepaid', type: 'credits', amount: 10 } }) },
    {
      method: 'POST',
      path: '/contacts',
      handle: (request, _p, state) => {
        const extra = undocumentedFields(request.body, ['msisdn', 'firstName', 'lastName'])
        if (extra.length || !/^\d{8,15}$/.test(String(request.body?.msisdn ?? ''))) {
          return {
            status: 422,
            body: { errors: [{ code: 9, description: 'msisdn is invalid or a field is unknown', parameter: extra[0] ?? 'msisdn' }] },
          }
        }
        const { contact } = upsert(state, request.body.msisdn, request.body)
        return { status: 201, body: { id: `contact-${contact.id}`, msisdn: Number(request.body.msisdn) } }
      },
    },
    {
      method: 'PUT',
      path: '/groups/:id/contacts',
      handle: (request, params, state) => {
        if (params.id !== state.credentials.listId)
          return { status: 404, body: { errors: [{ code: 20, description: 'group not found', parameter: null }] } }
        const ids: unknown[] = Array.isArray(request.body?.ids) ? request.body.ids : []
        const members = [...state.contacts.values()].filter((contact) => ids.includes(`contact-${contact.id}`))
        if (!ids.length || members.length !== ids.length)
          return { status: 422, body: { errors: [{ code: 9, description: 'no (correct) contacts found', parameter: 'ids' }] } }
        for (const member of members) joinList(state, params.id, String(member.msisdn))
        return { status: 204 }
      },
    },
    {
      method: 'POST',
      path: '/messages',
      handle: (request, _p, state) => {
        const { originator, recipients = [], body } = request.body ?? {}
        if (!recipients.length || !recipients.every(looksLikePhone)) {
          return {
            status: 422,
            body: { errors: [{ code: 9, description: 'no (correct) recipients found', parameter: 'recipients' }] },
          }
        }
        const id = sent(state, { to: recipients[0], from: originator, text: body })
        return {
          status: 201,
          body: {
            id: `mb-${id}`,
            originator,
            body,
            recipients: {
              totalCount: 1,
              totalSentCount: 1,
              items: [{ recipient: Number(String(recipients[0]).replace('+', '')), status: 'sent' }],
            },
          },
        }
      },
    },
  ],
}

export const simpletexting: FakeDefinition = {
  credentials: () => ({ apiKey: 'simpletexting-fake-token', from: '15557654321', listId: 'list-st-1' }),
  authorized: (request, credentials) => read.bearer(request) === credentials.apiKey,
  unauthorized: { body: { status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' } },
  routes: [
    { method: 'GET', path: '/contact-lists', handle: () => ({ body: { content: [], totalElements: 0 } }) },
    {
      method: 'POST',
      path: '/contacts',
      handle: (request, _p, state) => {
        const invalid = (message: string): FakeReply => ({ status: 400, body: { status: 400, code: 'INVALID_REQUEST', message } })
        const extra = undocumentedFields(request.body, ['contactPhone', 'firstName', 'lastName', 'email', 'listIds'])
        if (extra.length) return invalid(`Unrecognized field: ${extra[0]}`)
        if (!/^\d{10,15}$/.test(String(request.body?.contactPhone ?? ''))) return invalid('contactPhone is not a valid phone number')
        const lists = Array.isArray(request.body.listIds) ? listIds(request.body.listIds) : []
        if (lists.some((id) => id !== state.credentials.listId))
          return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Contact list not found' } }
        const { contact } = upsert(state, request.body.contactPhone, request.body)
        for (const id of lists) joinList(state, id, request.body.contactPhone)
        return { status: 201, body: { id: `st-contact-${contact.id}` } }
      },
    },
    {
      method: 'POST',
      path: '/messages',
      handle: (request, _p, state) => {
        const { contactPhone, accountPhone, text, mode } = request.body ?? {}
        if (!mode || !/^\d{10,15}$/.test(contactPhone ?? ''))
          return {
            status: 400,
            body: { status: 400, code: 'INVALID_PHONE', message: 'contactPhone is not a valid phone number' },
          }
        const id = sent(state, { to: contactPhone, from: accountPhone, text })
        return { status: 201, body: { id: `st-${id}`, credits: 1 } }
      },
    },
  ],
}

export const eztexting: FakeDefinition = {
  credentials: () => ({ username: 'ez-owner', apiKey: 'ez-fake-password', listId: '55' }),
  authorized: (request, credentials) =>
    request.path === '/tokens/create' || read.bearer(request) === `token-for-${credentials.username}`,
  unauthorized: { body: { code: 'UNAUTHORIZED', message: 'Invalid or expired access token' } },
  routes: [
    {
      method: 'POST',
      path: '/tokens/create',
      handle: (request, _p, state) =>
        request.body?.appKey === state.credentials.username && request.body?.appSecret === state.credentials.apiKey
          ? {
              body: {
                accessToken: `token-for-${state.credentials.username}`,
                refreshToken: 'refresh',
                expiresInSeconds: 5400,
              },
            }
          : { status: 401, body: { code: 'UNAUTHORIZED', message: 'Bad credentials' } },
    },
    {
      method: 'POST',
      path: '/contacts',
      handle: (request, _p, state) => {
        const invalid = (message: string): FakeReply => ({ status: 400, body: { code: 'INVALID_REQUEST', message } })
        const extra = undocumentedFields(request.body, ['phoneNumber', 'firstName', 'lastName', 'email', 'groupIds'])
        if (extra.length) return invalid(`Unknown field ${extra[0]}`)
        if (!/^\d{10}$/.test(String(request.body?.phoneNumber ?? ''))) return invalid('Phone numbers must be 10-digit US numbers')
        const groups = Array.isArray(request.body.groupIds) ? listIds(request.body.groupIds) : []
        if (groups.some((id) => id !== state.credentials.listId)) return { status: 404, body: { code: 'NOT_FOUND', message: 'Group not found' } }
        const { contact } = upsert(state, request.body.phoneNumber, request.body)
        for (const id of groups) joinList(state, id, request.body.phoneNumber)
        return { status: 201, body: { id: Number(contact.id), phoneNumber: request.body.phoneNumber } }
      },
    },
    {
      method: 'POST',
      path: '/messages',
      handle: (request, _p, state) => {
        const { message, toNumbers = [] } = request.body ?? {}
        if (!toNumbers.length || !toNumbers.every((number: string) => /^\d{10}$/.test(number))) {
          return {
            status: 400,
            body: { code: 'INVALID_PHONE_NUMBER', message: 'Phone numbers must be 10-digit US numbers' },
          }
        }
        const id = sent(state, { to: toNumbers[0], text: message })
        return { status: 201, body: { id: Number(id), message, toNumbers } }
      },
    },
  ],
}
