/*
 * Email platforms as their references describe them (shared/reference/
 * platform-apis.md): auth header, validate call, upsert call with its
 * created/updated answers, duplicate and error bodies.
 */
import { createHash } from 'node:crypto'
import { describedBy } from './contract.js'
import { type FakeDefinition, type FakeReply, type FakeState, type Route, looksLikeEmail, read, upsert } from './server.js'

const md5 = (value: string) => createHash('md5').update(value.trim().toLowerCase()).digest('hex')

/** Answers `missing` unless the id is the valid list (or other resource) id. */
function known(
  state: FakeState,
  field: string,
  id: string | number | undefined,
  missing: FakeReply
): FakeReply | undefined {
  return String(id) === String(state.credentials[field]) ? undefined : missing
}

const mailchimpNotFound: FakeReply = {
  status: 404,
  body: {
    type: 'https://mailchimp.com/developer/marketing/docs/errors/',
    title: 'Resource Not Found',
    status: 404,
    detail: 'The requested resource could not be found.',
    instance: '',
  },
}

export const mailchimp: FakeDefinition = {
  credentials: () => ({ apiKey: 'fakekey0123456789-us6', listId: 'a1b2c3d4e5' }),
  authorized: (request, credentials) =>
    read.basic(request)?.[1] === credentials.apiKey ||
    (Boolean(credentials.accessToken) && read.bearer(request) === credentials.accessToken) ||
    (request.path === '/oauth2/metadata' &&
      read.header(request, 'authorization') === `OAuth ${credentials.accessToken}`),
  unauthorized: {
    body: {
      type: 'https://mailchimp.com/developer/marketing/docs/errors/',
      title: 'API Key Invalid',
      status: 401,
      detail: "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
      instance: '',
    },
  },
  routes: [
    { method: 'GET', path: '/ping', handle: () => ({ body: { health_status: "Everything's Chimpy!" } }) },
    {
      method: 'GET',
      path: '/oauth2/metadata',
      handle: (request) => ({
        body: {
          dc: 'us6',
          accountname: 'Owner',
          api_endpoint: `http://${request.headers.host}`,
          login_url: 'https://login.mailchimp.com',
        },
      }),
    },
    {
      method: 'GET',
      path: '/lists/:listId',
      handle: (_r, p, s) =>
        known(s, 'listId', p.listId, mailchimpNotFound) ?? { body: { id: p.listId, name: 'Members' } },
    },
    {
      method: 'PUT',
      path: '/lists/:listId/members/:hash',
      handle: (request, params, state) => {
        const missing = known(state, 'listId', params.listId, mailchimpNotFound)
        if (missing) return missing
        const email = request.body?.email_address
        if (!looksLikeEmail(email) || md5(email) !== params.hash) {
          return {
            status: 400,
            body: {
              type: 'https://mailchimp.com/developer/marketing/docs/errors/',
              title: 'Invalid Resource',
              status: 400,
              detail: 'Please provide a valid email address.',
              instance: '',
            },
          }
        }
        const audienceFields = String(state.credentials.mergeFields ?? 'FNAME,LNAME,PHONE').split(',')
        const unknown = Object.keys(request.body.merge_fields ?? {}).filter((tag) => !audienceFields.includes(tag))
        if (unknown.length) {
          return {
            status: 400,
            body: {
              type: 'https://mailchimp.com/developer/marketing/docs/errors/',
              title: 'Invalid Resource',
              status: 400,
              detail: 'Your merge fields were invalid.',
              instance: '',
              errors: unknown.map((field) => ({ field, message: 'This merge field does not exist.' })),
            },
          }
        }
        const { contact } = upsert(state, email, { email, merge_fields: request.body.merge_fields })
        return {
          body: {
            id: params.hash,
            email_address: email,
            status: 'subscribed',
            merge_fields: contact.merge_fields,
            list_id: params.listId,
          },
        }
      },
    },
    { method: 'POST', path: '/lists/:listId/members/:hash/tags', handle: () => ({ status: 204 }) },
  ],
}

export const kit: FakeDefinition = {
  credentials: () => ({ apiKey: 'kit_fake_v4_key', listId: '1234' }),
  authorized: (request, credentials) => read.header(request, 'x-kit-api-key') === credentials.apiKey,
  unauthorized: { body: { errors: ['The access token is invalid'] } },
  routes: [
    {
      method: 'GET',
      path: '/account',
      handle: () => ({ body: { user: { email: 'owner@example.com' }, account: { name: 'Owner' } } }),
    },
    {
      method: 'GET',
      path: '/forms/:id/subscribers',
      handle: (_r, p, s) =>
        known(s, 'listId', p.id, { status: 404, body: { errors: ['Not Found'] } }) ?? { body: { subscribers: [] } },
    },
    {
      method: 'POST',
      path: '/subscribers',
      handle: (request, _p, state) => {
        const email = request.body?.email_address
        if (!looksLikeEmail(email)) return { status: 422, body: { errors: ['Email address is invalid'] } }
        const { contact, created } = upsert(state, email, {
          email,
          first_name: request.body.first_name,
          fields: request.body.fields,
        })
        return {
          status: created ? 201 : 200,
          body: {
            subscriber: {
              id: Number(contact.id),
              email_address: email,
              first_name: contact.first_name,
              state: 'active',
              fields: contact.fields,
            },
          },
        }
      },
    },
    {
      method: 'POST',
      path: '/forms/:id/subscribers',
      handle: (request, params, state) =>
        known(state, 'listId', params.id, { status: 404, body: { errors: ['Not Found'] } }) ?? {
          status: 201,
          body: {
            subscriber: {
              id: Number(state.contacts.get(request.body.email_address.toLowerCase())?.id),
              email_address: request.body.email_address,
            },
          },
        },
    },
  ],
}

export const activecampaign: FakeDefinition = {
  prefix: '/api/3',
  credentials: (url) => ({ accountUrl: url, apiKey: 'ac-fake-token', listId: '1' }),
  authorized: (request, credentials) => read.header(request, 'api-token') === credentials.apiKey,
  unauthorized: { status: 403, body: { message: 'Forbidden' } },
  routes: [
    { method: 'GET', path: '/users/me', handle: () => ({ body: { user: { id: '1', email: 'owner@example.com' } } }) },
    {
      method: 'GET',
      path: '/lists/:id',
      handle: (_r, p, s) =>
        known(s, 'listId', p.id, { status: 404, body: { message: `No Result found for List with id ${p.id}` } }) ?? {
          body: { list: { id: p.id } },
        },
    },
    {
      method: 'POST',
      path: '/contact/sync',
      handle: (request, _p, state) => {
        const contact = request.body?.contact ?? {}
        if (!looksLikeEmail(contact.email)) {
          return {
            status: 422,
            body: {
              errors: [
                {
                  title: 'Contact Email Address is not valid.',
                  detail: '',
                  code: 'email_invalid',
                  source: { pointer: '/data/attributes/email' },
                },
              ],
            },
          }
        }
        const { contact: saved, created } = upsert(state, contact.email, contact)
        return { status: created ? 201 : 200, body: { contact: { ...saved, id: saved.id } } }
      },
    },
    {
      method: 'POST',
      path: '/contactLists',
      handle: (request, _p, state) =>
        String(request.body?.contactList?.list) === state.credentials.listId
          ? { status: 201, body: { contactList: request.body.contactList } }
          : {
              status: 200,
              body: {
                errors: [
                  {
                    title: 'The related list does not exist.',
                    detail: '',
                    code: 'related_missing',
                    source: { pointer: '/data/attributes/list' },
                  },
                ],
              },
            },
    },
    {
      method: 'GET',
      path: '/tags',
      handle: (request, _p, state) => ({
        body: {
          tags: [...(state.data.get('tags') ?? [])].filter((tag: any) => tag.tag.includes(request.query.search ?? '')),
        },
      }),
    },
    {
      method: 'POST',
      path: '/tags',
      handle: (request, _p, state) => {
        const tag = { id: state.nextId(), tag: request.body.tag.tag }
        state.data.set('tags', [...(state.data.get('tags') ?? []), tag])
        return { status: 201, body: { tag } }
      },
    },
    {
      method: 'POST',
      path: '/contactTags',
      handle: (request) => ({ status: 201, body: { contactTag: request.body.contactTag } }),
    },
  ],
}

export const mailerlite: FakeDefinition = {
  credentials: () => ({ apiKey: 'eyJ0eXAiOiJKV1Q.fake.mailerlite', listId: '111' }),
  authorized: (request, credentials) => read.bearer(request) === credentials.apiKey,
  unauthorized: { body: { message: 'Unauthenticated.' } },
  routes: [
    { method: 'GET', path: '/groups', handle: () => ({ body: { data: [{ id: '111', name: 'Members' }] } }) },
    {
      method: 'GET',
      path: '/groups/:id/subscribers',
      handle: (_r, p, s) =>
        known(s, 'listId', p.id, { status: 404, body: { message: 'Resource not found.' } }) ?? { body: { data: [] } },
    },
    {
      method: 'POST',
      path: '/subscribers',
      handle: (request, _p, state) => {
        const { email, groups = [] } = request.body ?? {}
        if (!looksLikeEmail(email))
          return {
            status: 422,
            body: {
              message: 'The email must be a valid email address.',
              errors: { email: ['The email must be a valid email address.'] },
            },
          }
        if (groups.some((group: string) => group !== state.credentials.listId)) {
          return {
            status: 422,
            body: {
              message: 'The selected groups.0 is invalid.',
              errors: { 'groups.0': ['The selected groups.0 is invalid.'] },
            },
          }
        }
        const { contact, created } = upsert(state, email, request.body)
        return {
          status: created ? 201 : 200,
          body: { data: { id: contact.id, email, status: 'active', fields: contact.fields } },
        }
      },
    },
  ],
}

export const getresponse: FakeDefinition = {
  credentials: () => ({ apiKey: 'gr-fake-key', listId: 'Vp4f' }),
  authorized: (request, credentials) => read.header(request, 'x-auth-token') === `api-key ${credentials.apiKey}`,
  unauthorized: {
    body: {
      httpStatus: 401,
      code: 1014,
      codeDescription: 'Problem during authentication process, check headers!',
      message: 'Unable to authenticate request. Check credentials or authentication token details',
      moreInfo: 'https://apireference.getresponse.com/#/errors/1014',
      context: [],
    },
  },
  routes: [
    { method: 'GET', path: '/accounts', handle: () => ({ body: { accountId: 'acc1', email: 'owner@example.com' } }) },
    {
      method: 'GET',
      path: '/campaigns/:id',
      handle: (_r, p, s) =>
        known(s, 'listId', p.id, {
          status: 404,
          body: { httpStatus: 404, code: 1013, codeDescription: 'Resource not found', message: 'Resource not found' },
        }) ?? { body: { campaignId: p.id } },
    },
    {
      method: 'POST',
      path: '/contacts',
      handle: (request, _p, state) => {
        const { email, campaign } = request.body ?? {}
        if (campaign?.campaignId !== state.credentials.listId) {
          return {
            status: 400,
            body: {
              httpStatus: 400,
              code: 1000,
              codeDescription: 'General error of validation process',
              message: 'Custom field or campaign invalid',
              context: ['campaignId'],
            },
          }
        }
        if (!looksLikeEmail(email))
          return { status: 400, body: { httpStatus: 400, code: 1000, message: 'Email invalid', context: ['email'] } }
        const { created } = upsert(state, email, request.body)
        if (!created)
          return {
            status: 409,
            body: {
              httpStatus: 409,
              code: 1008,
              codeDescription: 'Contact already added',
              message: 'Contact already added to this campaign',
              context: [],
            },
          }
        return { status: 202 }
      },
    },
  ],
}

const brevoListMissing: FakeReply = {
  status: 404,
  body: { code: 'document_not_found', message: 'List ID does not exist' },
}

export const brevo: FakeDefinition = {
  credentials: () => ({ apiKey: 'xkeysib-fake-0123456789', listId: '2' }),
  authorized: (request, credentials) => read.header(request, 'api-key') === credentials.apiKey,
  unauthorized: { body: { code: 'unauthorized', message: 'Key not found' } },
  routes: [
    { method: 'GET', path: '/account', handle: () => ({ body: { email: 'owner@example.com', companyName: 'Owner' } }) },
    {
      method: 'GET',
      path: '/contacts/lists/:id',
      handle: (_r, p, s) =>
        known(s, 'listId', p.id, brevoListMissing) ?? { body: { id: Number(p.id), name: 'Members' } },
    },
    {
      method: 'POST',
      path: '/contacts',
      handle: (request, _p, state) => {
        const { email, attributes = {}, listIds = [], updateEnabled } = request.body ?? {}
        if (!looksLikeEmail(email))
          return { status: 400, body: { code: 'invalid_parameter', message: 'Invalid email address' } }
        if (listIds.some((id: number) => String(id) !== state.credentials.listId)) return brevoListMissing
        const phoneOwner = [...state.contacts.values()].find(
          (contact) => attributes.SMS && contact.attributes?.SMS === attributes.SMS
        )
        if (phoneOwner && phoneOwner.email !== email) {
          return {
            status: 400,
            body: {
              code: 'duplicate_parameter',
              message: 'Unable to update contact, SMS is already associated with another Contact',
              metadata: { duplicate_identifiers: ['SMS'] },
            },
          }
        }
        if (state.contacts.has(email.toLowerCase()) && !updateEnabled) {
          return {
            status: 400,
            body: {
              code: 'duplicate_parameter',
              message: 'Unable to create contact, email is already associated with another Contact',
              metadata: { duplicate_identifiers: ['email'] },
            },
          }
        }
        const { contact, created } = upsert(state, email, { email, attributes, listIds })
        return created ? { status: 201, body: { id: Number(contact.id) } } : { status: 204 }
      },
    },
  ],
}

const klaviyoError = (status: number, code: string, title: string, detail: string): FakeReply => ({
  status,
  body: { errors: [{ id: 'e1', status, code, title, detail, source: { pointer: '/data/' } }] },
})

/**
 * Klaviyo's routes checked against its official description first: a request naming another
 * revision than the one described (a retired one, say), missing the header, or with a body off
 * the schema is refused with Klaviyo's 400, as the platform would.
 */
const klaviyoContract = describedBy({
  file: 'klaviyo-stable.json',
  prefix: '/api',
  revisionHeader: 'revision',
  refuse: (problems) => klaviyoError(400, 'invalid', 'Invalid input.', problems.join('; ')),
})

export const klaviyo: FakeDefinition = {
  credentials: () => ({ apiKey: 'pk_fake0123456789', listId: 'XyZ123' }),
  authorized: (request, credentials) =>
    read.header(request, 'authorization') === `Klaviyo-API-Key ${credentials.apiKey}`,
  unauthorized: klaviyoError(
    401,
    'not_authenticated',
    'Authentication credentials were not provided.',
    'Missing or invalid private key.'
  ),
  routes: (
    [
      { method: 'GET', path: '/accounts', handle: () => ({ body: { data: [{ type: 'account', id: 'ACC1' }] } }) },
      {
        method: 'GET',
        path: '/lists/:id',
        handle: (_r, p, s) =>
          known(
            s,
            'listId',
            p.id,
            klaviyoError(404, 'not_found', 'Not found.', `A list with id ${p.id} does not exist.`)
          ) ?? { body: { data: { type: 'list', id: p.id } } },
      },
      {
        method: 'POST',
        path: '/profile-import',
        handle: (request, _p, state) => {
          const attributes = request.body?.data?.attributes ?? {}
          if (request.body?.data?.type !== 'profile' || !looksLikeEmail(attributes.email)) {
            return klaviyoError(400, 'invalid', 'Invalid input.', 'Invalid email address')
          }
          const { contact, created } = upsert(state, attributes.email, attributes)
          return {
            status: created ? 201 : 200,
            body: { data: { type: 'profile', id: `01PROFILE${contact.id}`, attributes: contact } },
          }
        },
      },
      {
        method: 'POST',
        path: '/lists/:id/relationships/profiles',
        handle: (_r, p, s) =>
          known(s, 'listId', p.id, klaviyoError(404, 'not_found', 'Not found.', 'List not found.')) ?? { status: 204 },
      },
    ] satisfies Route[]
  ).map(klaviyoContract),
}

export const hubspot: FakeDefinition = {
  credentials: () => ({ apiKey: 'pat-na1-fake-token' }),
  authorized: (request, credentials) =>
    read.bearer(request) === credentials.apiKey ||
    (Boolean(credentials.accessToken) && read.bearer(request) === credentials.accessToken),
  unauthorized: {
    body: {
      status: 'error',
      message: 'Authentication credentials not found. This API supports OAuth 2.0 authentication.',
      correlationId: 'c0ffee',
      category: 'INVALID_AUTHENTICATION',
    },
  },
  routes: [
    { method: 'GET', path: '/crm/v3/objects/contacts', handle: () => ({ body: { results: [] } }) },
    {
      method: 'POST',
      path: '/crm/v3/objects/contacts/batch/upsert',
      handle: (request, _p, state) => {
        const input = request.body?.inputs?.[0]
        if (!input || input.idProperty !== 'email' || !looksLikeEmail(input.id)) {
          return {
            status: 400,
            body: {
              status: 'error',
              message: 'Property values were not valid',
              correlationId: 'c0ffee',
              category: 'VALIDATION_ERROR',
            },
          }
        }
        const { contact, created } = upsert(state, input.id, input.properties)
        return {
          body: { status: 'COMPLETE', results: [{ id: contact.id, properties: input.properties, new: created }] },
        }
      },
    },
  ],
}

const dripNotFound: FakeReply = {
  status: 404,
  body: { errors: [{ code: 'not_found_error', message: 'The resource you requested was not found' }] },
}

export const drip: FakeDefinition = {
  credentials: () => ({ apiKey: 'drip-fake-token', accountId: '9999999' }),
  authorized: (request, credentials) =>
    read.basic(request)?.[0] === credentials.apiKey ||
    (Boolean(credentials.accessToken) && read.bearer(request) === credentials.accessToken),
  unauthorized: {
    body: { errors: [{ code: 'authorization_error', message: 'You are not authorized to access this resource' }] },
  },
  routes: [
    { method: 'GET', path: '/user', handle: () => ({ body: { users: [{ email: 'owner@example.com' }] } }) },
    {
      method: 'GET',
      path: '/accounts/:id',
      handle: (_r, p, s) => known(s, 'accountId', p.id, dripNotFound) ?? { body: { accounts: [{ id: p.id }] } },
    },
    {
      method: 'POST',
      path: '/:accountId/subscribers',
      handle: (request, params, state) => {
        const missing = known(state, 'accountId', params.accountId, dripNotFound)
        if (missing) return missing
        const subscriber = request.body?.subscribers?.[0] ?? {}
        if (!looksLikeEmail(subscriber.email))
          return {
            status: 422,
            body: { errors: [{ code: 'presence_error', attribute: 'email', message: 'Email is invalid' }] },
          }
        const { contact } = upsert(state, subscriber.email, subscriber)
        return { body: { links: {}, subscribers: [{ id: `sub_${contact.id}`, email: subscriber.email }] } }
      },
    },
  ],
}

export const omnisend: FakeDefinition = {
  credentials: () => ({ apiKey: 'omnisend-fake-key' }),
  authorized: (request, credentials) => read.header(request, 'x-api-key') === credentials.apiKey,
  unauthorized: { body: { error: 'Unauthorized: invalid API key', statusCode: 401 } },
  routes: [
    { method: 'GET', path: '/contacts', handle: () => ({ body: { contacts: [] } }) },
    {
      method: 'POST',
      path: '/contacts',
      handle: (request, _p, state) => {
        const email = request.body?.identifiers?.find((identifier: any) => identifier.type === 'email')?.id
        if (!looksLikeEmail(email)) return { status: 400, body: { error: 'Invalid identifiers', statusCode: 400 } }
        const { contact } = upsert(state, email, request.body)
        return { body: { contactID: `omni${contact.id}`, email } }
      },
    },
  ],
}

const octopusNotFound: FakeReply = {
  status: 404,
  body: {
    type: 'https://emailoctopus.com/api-documentation/v2#not-found',
    title: 'Not found.',
    detail: 'Resource not found.',
    status: 404,
  },
}

export const emailoctopus: FakeDefinition = {
  credentials: () => ({ apiKey: 'eo_fake_v2_key', listId: '00000000-0000-0000-0000-000000000001' }),
  authorized: (request, credentials) => read.bearer(request) === credentials.apiKey,
  unauthorized: {
    body: {
      type: 'https://emailoctopus.com/api-documentation/v2#unauthorised',
      title: 'Unauthorised.',
      detail: 'Your API key is invalid.',
      status: 401,
    },
  },
  routes: [
    { method: 'GET', path: '/lists', handle: () => ({ body: { data: [] } }) },
    {
      method: 'GET',
      path: '/lists/:id',
      handle: (_r, p, s) => known(s, 'listId', p.id, octopusNotFound) ?? { body: { id: p.id } },
    },
    {
      method: 'PUT',
      path: '/lists/:id/contacts',
      handle: (request, params, state) => {
        const missing = known(state, 'listId', params.id, octopusNotFound)
        if (missing) return missing
        const email = request.body?.email_address
        if (!looksLikeEmail(email)) {
          return {
            status: 422,
            body: {
              type: 'https://emailoctopus.com/api-documentation/v2#invalid-input',
              title: 'Invalid input.',
              detail: 'Email address is invalid.',
              status: 422,
            },
          }
        }
        const { contact } = upsert(state, email, request.body)
        return {
          body: {
            id: `contact-${contact.id}`,
            email_address: email,
            fields: request.body.fields,
            status: 'subscribed',
          },
        }
      },
    },
  ],
}

const beehiivNotFound: FakeReply = {
  status: 404,
  body: { status: 404, statusText: 'Not Found', errors: [{ message: 'Publication not found', code: 'NOT_FOUND' }] },
}

export const beehiiv: FakeDefinition = {
  credentials: () => ({ apiKey: 'beehiiv-fake-key', listId: 'pub_00000000-0000-0000-0000-000000000000' }),
  authorized: (request, credentials) => read.bearer(request) === credentials.apiKey,
  unauthorized: {
    body: { status: 401, statusText: 'Unauthorized', errors: [{ message: 'Unauthorized', code: 'UNAUTHORIZED' }] },
  },
  routes: [
    { method: 'GET', path: '/publications', handle: () => ({ body: { data: [] } }) },
    {
      method: 'GET',
      path: '/publications/:id',
      handle: (_r, p, s) => known(s, 'listId', p.id, beehiivNotFound) ?? { body: { data: { id: p.id } } },
    },
    {
      method: 'POST',
      path: '/publications/:id/subscriptions',
      handle: (request, params, state) => {
        const missing = known(state, 'listId', params.id, beehiivNotFound)
        if (missing) return missing
        if (!looksLikeEmail(request.body?.email))
          return { status: 400, body: { status: 400, errors: [{ message: 'Invalid email', code: 'INVALID_EMAIL' }] } }
        const { contact, created } = upsert(state, request.body.email, request.body)
        return {
          status: created ? 201 : 200,
          body: { data: { id: `sub_${contact.id}`, email: request.body.email, status: 'active' } },
        }
      },
    },
  ],
}

/** Sendy answers everything with HTTP 200 and a plain-text verdict. */
function sendyKey(request: { body: any }, state: FakeState) {
  return request.body?.api_key === state.credentials.apiKey ? undefined : { body: 'Invalid API key' }
}

export const sendy: FakeDefinition = {
  credentials: (url) => ({ accountUrl: url, apiKey: 'sendy-fake-key', listId: 'x8sTyL892' }),
  authorized: () => true,
  unauthorized: { body: 'Invalid API key' },
  routes: [
    {
      method: 'POST',
      path: '/api/brands/get-brands.php',
      handle: (request, _p, state) => sendyKey(request, state) ?? { body: { brand1: { id: '1', name: 'Owner' } } },
    },
    {
      method: 'POST',
      path: '/api/subscribers/active-subscriber-count.php',
      handle: (request, _p, state) =>
        sendyKey(request, state) ??
        (request.body?.list_id === state.credentials.listId
          ? { body: String(state.contacts.size) }
          : { body: 'List does not exist' }),
    },
    {
      method: 'POST',
      path: '/subscribe',
      handle: (request, _p, state) => {
        const { email, list } = request.body ?? {}
        if (!email || !list) return { body: 'Some fields are missing.' }
        const refused = sendyKey(request, state)
        if (refused) return refused
        if (list !== state.credentials.listId) return { body: 'Invalid list ID.' }
        if (!looksLikeEmail(email)) return { body: 'Invalid email address.' }
        if (state.contacts.has(email.toLowerCase())) return { body: 'Already subscribed.' }
        upsert(state, email, request.body)
        return { body: '1' }
      },
    },
  ],
}

/** Moosend answers HTTP 200 with Code 0 on success and the error in the body otherwise. */
const moosendError = (code: number, error: string): FakeReply => ({ body: { Code: code, Error: error, Context: null } })

function moosendKey(request: { query: Record<string, string> }, state: FakeState) {
  return request.query.apikey === state.credentials.apiKey ? undefined : moosendError(102, 'INVALID_API_KEY')
}

export const moosend: FakeDefinition = {
  credentials: () => ({ apiKey: '00000000-moosend-fake-key', listId: '11111111-2222-3333-4444-555555555555' }),
  authorized: () => true,
  unauthorized: moosendError(102, 'INVALID_API_KEY'),
  routes: [
    {
      method: 'GET',
      path: '/lists.json',
      handle: (request, _p, state) =>
        moosendKey(request, state) ?? { body: { Code: 0, Error: null, Context: { MailingLists: [] } } },
    },
    {
      method: 'GET',
      path: '/lists/:id/details.json',
      handle: (request, params, state) =>
        moosendKey(request, state) ??
        known(state, 'listId', params.id, moosendError(404, 'MAILING_LIST_NOT_FOUND')) ?? {
          body: { Code: 0, Error: null, Context: { ID: params.id } },
        },
    },
    {
      method: 'POST',
      path: '/subscribers/:id/subscribe.json',
      handle: (request, params, state) => {
        const refused =
          moosendKey(request, state) ?? known(state, 'listId', params.id, moosendError(404, 'MAILING_LIST_NOT_FOUND'))
        if (refused) return refused
        if (!looksLikeEmail(request.body?.Email)) return moosendError(400, 'INVALID_EMAIL_ADDRESS')
        const { contact } = upsert(state, request.body.Email, request.body)
        return { body: { Code: 0, Error: null, Context: { ID: `m-${contact.id}`, Email: request.body.Email } } }
      },
    },
  ],
}

const mailjetError = (status: number, message: string): FakeReply => ({
  status,
  body: { ErrorInfo: '', ErrorMessage: message, StatusCode: status },
})

export const mailjet: FakeDefinition = {
  credentials: () => ({ apiKey: 'mailjet-public-key', apiSecret: 'mailjet-private-key', listId: '10001' }),
  authorized: (request, credentials) => {
    const basic = read.basic(request)
    return basic?.[0] === credentials.apiKey && basic?.[1] === credentials.apiSecret
  },
  unauthorized: { body: '' },
  routes: [
    { method: 'GET', path: '/user', handle: () => ({ body: { Count: 1, Data: [{ ID: 1 }], Total: 1 } }) },
    {
      method: 'GET',
      path: '/contactslist/:id',
      handle: (_r, p, s) =>
        known(s, 'listId', p.id, mailjetError(404, 'Object not found')) ?? {
          body: { Count: 1, Data: [{ ID: Number(p.id) }], Total: 1 },
        },
    },
    {
      method: 'POST',
      path: '/contactslist/:id/managecontact',
      handle: (request, params, state) => {
        const missing = known(state, 'listId', params.id, mailjetError(404, 'Object not found'))
        if (missing) return missing
        if (!looksLikeEmail(request.body?.Email)) return mailjetError(400, 'Invalid email address')
        const { contact } = upsert(state, request.body.Email, request.body)
        return {
          status: 201,
          body: {
            Count: 1,
            Data: [
              {
                ContactID: Number(contact.id),
                Email: request.body.Email,
                Action: request.body.Action,
                Name: request.body.Name,
                Properties: request.body.Properties,
              },
            ],
            Total: 1,
          },
        }
      },
    },
  ],
}

const cmInvalidList: FakeReply = { status: 400, body: { Code: 101, Message: 'Invalid ListID' } }

export const campaignMonitor: FakeDefinition = {
  credentials: () => ({ apiKey: 'campaign-monitor-fake-key', listId: 'a58ee1d3039b8bec838e6d1482a8a965' }),
  authorized: (request, credentials) => read.basic(request)?.[0] === credentials.apiKey,
  unauthorized: { body: { Code: 50, Message: 'Must supply a valid HTTP Basic Authorization header' } },
  routes: [
    { method: 'GET', path: '/clients.json', handle: () => ({ body: [{ ClientID: 'c1', Name: 'Owner' }] }) },
    {
      method: 'GET',
      path: '/lists/:id.json',
      handle: (_r, p, s) => known(s, 'listId', p.id, cmInvalidList) ?? { body: { ListID: p.id, Title: 'Members' } },
    },
    {
      method: 'POST',
      path: '/subscribers/:id.json',
      handle: (request, params, state) => {
        const missing = known(state, 'listId', params.id, cmInvalidList)
        if (missing) return missing
        if (!looksLikeEmail(request.body?.EmailAddress))
          return { status: 400, body: { Code: 1, Message: 'Invalid Email Address' } }
        if (!request.body.ConsentToTrack)
          return { status: 400, body: { Code: 1, Message: 'ConsentToTrack is required' } }
        upsert(state, request.body.EmailAddress, request.body)
        return { status: 201, body: request.body.EmailAddress }
      },
    },
  ],
}

export const sendfox: FakeDefinition = {
  credentials: () => ({ apiKey: 'sendfox-fake-token', listId: '42' }),
  authorized: (request, credentials) => read.bearer(request) === credentials.apiKey,
  unauthorized: { body: { message: 'Unauthenticated.' } },
  routes: [
    { method: 'GET', path: '/me', handle: () => ({ body: { id: 1, email: 'owner@example.com' } }) },
    {
      method: 'GET',
      path: '/lists/:id',
      handle: (_r, p, s) =>
        known(s, 'listId', p.id, {
          status: 404,
          body: { message: `No query results for model [App\\List] ${p.id}` },
        }) ?? { body: { id: Number(p.id) } },
    },
    {
      method: 'POST',
      path: '/contacts',
      handle: (request, _p, state) => {
        if (!looksLikeEmail(request.body?.email)) {
          return {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: { email: ['The email must be a valid email address.'] },
            },
          }
        }
        const { contact, created } = upsert(state, request.body.email, request.body)
        return {
          status: created ? 201 : 200,
          body: { id: Number(contact.id), email: request.body.email, lists: request.body.lists ?? [] },
        }
      },
    },
  ],
}

export const systemeIo: FakeDefinition = {
  credentials: () => ({ apiKey: 'systeme-fake-key', tagId: '7' }),
  authorized: (request, credentials) => read.header(request, 'x-api-key') === credentials.apiKey,
  unauthorized: {
    body: {
      type: 'https://tools.ietf.org/html/rfc2616#section-10',
      title: 'An error occurred',
      detail: 'Unauthorized',
    },
  },
  routes: [
    { method: 'GET', path: '/tags', handle: () => ({ body: { items: [{ id: 7, name: 'JoinFlow' }] } }) },
    {
      method: 'GET',
      path: '/contacts',
      handle: (request, _p, state) => {
        const contact = state.contacts.get(String(request.query.email ?? '').toLowerCase())
        return { body: { items: contact ? [{ id: Number(contact.id), email: contact.email }] : [] } }
      },
    },
    {
      method: 'POST',
      path: '/contacts',
      handle: (request, _p, state) => {
        const email = request.body?.email
        if (!looksLikeEmail(email))
          return {
            status: 422,
            body: {
              title: 'An error occurred',
              detail: 'email: This value is not a valid email address.',
              violations: [{ propertyPath: 'email', message: 'This value is not a valid email address.' }],
            },
          }
        if (state.contacts.has(email.toLowerCase())) {
          return {
            status: 422,
            body: {
              type: 'https://tools.ietf.org/html/rfc2616#section-10',
              title: 'An error occurred',
              detail: 'email: This value is already used.',
              violations: [{ propertyPath: 'email', message: 'This value is already used.' }],
            },
          }
        }
        const { contact } = upsert(state, email, request.body)
        return { status: 201, body: { id: Number(contact.id), email } }
      },
    },
    { method: 'POST', path: '/contacts/:id/tags', handle: () => ({ status: 204 }) },
  ],
}

export const highlevel: FakeDefinition = {
  credentials: () => ({ apiKey: 'pit-fake-0000', locationId: 've9EPM428h8vShlRW1KT' }),
  authorized: (request, credentials) =>
    read.bearer(request) === credentials.apiKey && read.header(request, 'version') === '2021-07-28',
  unauthorized: { body: { statusCode: 401, message: 'Invalid JWT' } },
  routes: [
    {
      method: 'GET',
      path: '/locations/:id',
      handle: (_r, p, s) =>
        known(s, 'locationId', p.id, {
          status: 403,
          body: { statusCode: 403, message: 'The token does not have access to this location.' },
        }) ?? { body: { location: { id: p.id } } },
    },
    {
      method: 'POST',
      path: '/contacts/upsert',
      handle: (request, _p, state) => {
        if (request.body?.locationId !== state.credentials.locationId)
          return { status: 403, body: { statusCode: 403, message: 'The token does not have access to this location.' } }
        if (!looksLikeEmail(request.body?.email))
          return {
            status: 422,
            body: { statusCode: 422, message: ['email must be an email'], error: 'Unprocessable Entity' },
          }
        const { contact, created } = upsert(state, request.body.email, request.body)
        return {
          status: created ? 201 : 200,
          body: { new: created, contact: { id: `hl${contact.id}`, ...request.body } },
        }
      },
    },
  ],
}

export const sender: FakeDefinition = {
  credentials: () => ({ apiKey: 'sender-fake-token', listId: 'dN9n8z' }),
  authorized: (request, credentials) => read.bearer(request) === credentials.apiKey,
  unauthorized: { body: { message: 'Unauthenticated.' } },
  routes: [
    { method: 'GET', path: '/groups', handle: () => ({ body: { data: [] } }) },
    {
      method: 'GET',
      path: '/groups/:id',
      handle: (_r, p, s) =>
        known(s, 'listId', p.id, { status: 404, body: { success: false, message: 'Group not found' } }) ?? {
          body: { data: { id: p.id } },
        },
    },
    {
      method: 'POST',
      path: '/subscribers',
      handle: (request, _p, state) => {
        if (!looksLikeEmail(request.body?.email))
          return {
            status: 422,
            body: {
              message: 'The email must be a valid email address.',
              errors: { email: ['The email must be a valid email address.'] },
            },
          }
        const { contact } = upsert(state, request.body.email, request.body)
        return { body: { success: true, data: { id: `snd${contact.id}`, email: request.body.email } } }
      },
    },
  ],
}

const bearerOnly = (
  request: Parameters<FakeDefinition['authorized']>[0],
  credentials: Parameters<FakeDefinition['authorized']>[1]
) => Boolean(credentials.accessToken) && read.bearer(request) === credentials.accessToken

export const aweber: FakeDefinition = {
  credentials: () => ({ accessToken: 'aweber-fake-access-token', listId: '6170000' }),
  authorized: bearerOnly,
  unauthorized: {
    body: {
      error: {
        status: 401,
        message: 'Invalid token',
        type: 'UnauthorizedError',
        documentation_url: 'https://labs.aweber.com/docs/troubleshooting#unauthorized',
      },
    },
  },
  routes: [
    {
      method: 'GET',
      path: '/accounts',
      handle: () => ({
        body: { entries: [{ id: 1234567, self_link: 'https://api.aweber.com/1.0/accounts/1234567' }], total_size: 1 },
      }),
    },
    {
      method: 'GET',
      path: '/accounts/:account/lists/:id',
      handle: (_r, p, s) =>
        known(s, 'listId', p.id, {
          status: 404,
          body: { error: { status: 404, message: 'Not Found', type: 'NotFoundError' } },
        }) ?? { body: { id: Number(p.id) } },
    },
    {
      method: 'POST',
      path: '/accounts/:account/lists/:id/subscribers',
      handle: (request, params, state) => {
        if (String(params.id) !== state.credentials.listId)
          return { status: 404, body: { error: { status: 404, message: 'Not Found', type: 'NotFoundError' } } }
        if (!looksLikeEmail(request.body?.email))
          return {
            status: 400,
            body: { error: { status: 400, message: 'email: Invalid email address.', type: 'WebServiceError' } },
          }
        const existing = state.contacts.has(request.body.email.toLowerCase())
        if (existing && !request.body.update_existing)
          return {
            status: 400,
            body: { error: { status: 400, message: 'email: Subscriber already subscribed.', type: 'WebServiceError' } },
          }
        const { contact } = upsert(state, request.body.email, request.body)
        const location = `https://api.aweber.com/1.0/accounts/${params.account}/lists/${params.id}/subscribers/${contact.id}`
        return { status: existing ? 209 : 201, headers: { location } }
      },
    },
  ],
}

export const constantContact: FakeDefinition = {
  credentials: () => ({ accessToken: 'cc-fake-access-token', listId: '07936f78-662a-11eb-af0a-fa163e56c9b0' }),
  authorized: bearerOnly,
  unauthorized: { body: { error_key: 'unauthorized', error_message: 'Unauthorized' } },
  routes: [
    { method: 'GET', path: '/contact_lists', handle: () => ({ body: { lists: [] } }) },
    {
      method: 'GET',
      path: '/contact_lists/:id',
      handle: (_r, p, s) =>
        known(s, 'listId', p.id, {
          status: 404,
          body: [{ error_key: 'contacts.api.not.found', error_message: 'The list was not found.' }],
        }) ?? { body: { list_id: p.id } },
    },
    {
      method: 'POST',
      path: '/contacts/sign_up_form',
      handle: (request, _p, state) => {
        const { email_address: email, list_memberships: lists = [] } = request.body ?? {}
        if (!lists.length || lists.some((id: string) => id !== state.credentials.listId)) {
          return {
            status: 400,
            body: [
              {
                error_key: 'contacts.api.validation.error',
                error_message: 'list_memberships contains an unknown list.',
              },
            ],
          }
        }
        if (!looksLikeEmail(email))
          return {
            status: 400,
            body: [{ error_key: 'contacts.api.validation.error', error_message: 'email_address is not valid.' }],
          }
        const { contact, created } = upsert(state, email, request.body)
        return {
          status: created ? 201 : 200,
          body: { contact_id: `cc-${contact.id}`, action: created ? 'created' : 'updated' },
        }
      },
    },
  ],
}

export const keap: FakeDefinition = {
  credentials: () => ({ accessToken: 'keap-fake-access-token', tagId: '12' }),
  authorized: bearerOnly,
  unauthorized: {
    body: {
      fault: {
        faultstring: 'Invalid Access Token',
        detail: { errorcode: 'keymanagement.service.invalid_access_token' },
      },
    },
  },
  routes: [
    {
      method: 'GET',
      path: '/oauth/connect/userinfo',
      handle: () => ({ body: { email: 'owner@example.com', given_name: 'Owner' } }),
    },
    {
      method: 'PUT',
      path: '/contacts',
      handle: (request, _p, state) => {
        const email = request.body?.email_addresses?.[0]?.email
        if (!looksLikeEmail(email) || !request.body.duplicate_option)
          return { status: 400, body: { message: 'Input could not be converted to a valid request' } }
        const { contact, created } = upsert(state, email, request.body)
        return {
          status: created ? 201 : 200,
          body: { id: Number(contact.id), email_addresses: request.body.email_addresses },
        }
      },
    },
    { method: 'POST', path: '/contacts/:id/tags', handle: () => ({ body: {} }) },
  ],
}

export const listmonk: FakeDefinition = {
  prefix: '/api',
  credentials: (url) => ({ accountUrl: url, username: 'joinflow', apiKey: 'listmonk-fake-token', listId: '3' }),
  authorized: (request, credentials) =>
    read.header(request, 'authorization') === `token ${credentials.username}:${credentials.apiKey}`,
  unauthorized: { status: 403, body: { message: 'Invalid API credentials' } },
  routes: [
    { method: 'GET', path: '/health', handle: () => ({ body: { data: true } }) },
    {
      method: 'GET',
      path: '/lists/:id',
      handle: (_r, p, s) =>
        known(s, 'listId', p.id, { status: 404, body: { message: 'List not found' } }) ?? {
          body: { data: { id: Number(p.id) } },
        },
    },
    {
      method: 'GET',
      path: '/subscribers',
      handle: (request, _p, state) => {
        const email = String(request.query.query ?? '').match(/'(.+)'/)?.[1] ?? ''
        const contact = state.contacts.get(email.toLowerCase())
        return {
          body: {
            data: {
              results: contact ? [{ id: Number(contact.id), email: contact.email }] : [],
              total: contact ? 1 : 0,
            },
          },
        }
      },
    },
    {
      method: 'POST',
      path: '/subscribers',
      handle: (request, _p, state) => {
        const { email, lists = [] } = request.body ?? {}
        if (!looksLikeEmail(email)) return { status: 400, body: { message: 'Invalid email.' } }
        if (lists.some((id: number) => String(id) !== state.credentials.listId))
          return { status: 400, body: { message: 'Invalid list IDs.' } }
        if (state.contacts.has(email.toLowerCase())) return { status: 409, body: { message: 'E-mail already exists.' } }
        const { contact } = upsert(state, email, request.body)
        return { body: { data: { id: Number(contact.id), email, status: 'enabled' } } }
      },
    },
    { method: 'PUT', path: '/subscribers/lists', handle: () => ({ body: { data: true } }) },
  ],
}

export const customerIo: FakeDefinition = {
  credentials: () => ({ siteId: 'site-fake', apiKey: 'cio-track-fake', region: 'us' }),
  authorized: (request, credentials) => {
    const basic = read.basic(request)
    return basic?.[0] === credentials.siteId && basic?.[1] === credentials.apiKey
  },
  unauthorized: { body: { meta: { error: 'Unauthorized request' } } },
  routes: [
    {
      method: 'GET',
      path: '/accounts/region',
      handle: () => ({ body: { url: 'https://track.customer.io', data_center: 'us', environment_id: 1 } }),
    },
    {
      method: 'PUT',
      path: '/customers/:identifier',
      handle: (request, params, state) => {
        if (!looksLikeEmail(params.identifier))
          return { status: 400, body: { meta: { error: 'identifier is invalid' } } }
        upsert(state, params.identifier, request.body)
        return { body: {} }
      },
    },
  ],
}

export const ortto: FakeDefinition = {
  credentials: () => ({ apiKey: 'ortto-fake-key', region: 'default' }),
  authorized: (request, credentials) => read.header(request, 'x-api-key') === credentials.apiKey,
  unauthorized: { body: { status: 401, message: 'Unauthorized', error: 'invalid api key' } },
  routes: [
    {
      method: 'POST',
      path: '/person/get',
      handle: () => ({ body: { contacts: [], next_offset: 0, has_more: false } }),
    },
    {
      method: 'POST',
      path: '/person/merge',
      handle: (request, _p, state) => {
        const people = (request.body?.people ?? []).map((person: any) => {
          const email = person.fields?.['str::email']
          if (!looksLikeEmail(email)) return { status: 'invalid', error: 'str::email is not valid' }
          const { contact, created } = upsert(state, email, person.fields)
          return { person_id: `ortto-${contact.id}`, status: created ? 'created' : 'merged' }
        })
        if (people.some((person: any) => person.status === 'invalid'))
          return { status: 400, body: { status: 400, error: 'str::email is not valid' } }
        return { body: { people } }
      },
    },
  ],
}

export const flodesk: FakeDefinition = {
  credentials: () => ({ apiKey: 'flodesk-fake-key', listId: 'seg-1' }),
  authorized: (request, credentials) => read.basic(request)?.[0] === credentials.apiKey,
  unauthorized: { body: { message: 'Unauthorized', code: 'unauthorized' } },
  routes: [
    { method: 'GET', path: '/segments', handle: () => ({ body: { data: [] } }) },
    {
      method: 'GET',
      path: '/segments/:id',
      handle: (_r, p, s) =>
        known(s, 'listId', p.id, { status: 404, body: { message: 'Segment not found', code: 'not_found' } }) ?? {
          body: { id: p.id },
        },
    },
    {
      method: 'POST',
      path: '/subscribers',
      handle: (request, _p, state) => {
        if (!looksLikeEmail(request.body?.email))
          return { status: 400, body: { message: 'Invalid email', code: 'invalid_email' } }
        if ((request.body.segment_ids ?? []).some((id: string) => id !== state.credentials.listId))
          return { status: 404, body: { message: 'Segment not found', code: 'not_found' } }
        const { contact } = upsert(state, request.body.email, request.body)
        return { body: { id: `fd-${contact.id}`, email: request.body.email, status: 'active' } }
      },
    },
  ],
}

export const encharge: FakeDefinition = {
  credentials: () => ({ apiKey: 'encharge-fake-token' }),
  authorized: (request, credentials) => read.header(request, 'x-encharge-token') === credentials.apiKey,
  unauthorized: { body: { error: { message: 'Invalid API token.' } } },
  routes: [
    { method: 'GET', path: '/accounts/info', handle: () => ({ body: { account: { id: 1 } } }) },
    {
      method: 'POST',
      path: '/people',
      handle: (request, _p, state) => {
        if (!looksLikeEmail(request.body?.email)) return { status: 400, body: { error: { message: 'Invalid email.' } } }
        const { contact } = upsert(state, request.body.email, request.body)
        return { body: { user: { id: Number(contact.id), email: request.body.email } } }
      },
    },
  ],
}

export const sendlane: FakeDefinition = {
  credentials: () => ({ apiKey: 'sendlane-fake-token', listId: '12' }),
  authorized: (request, credentials) => read.bearer(request) === credentials.apiKey,
  unauthorized: { body: { message: 'Unauthenticated.' } },
  routes: [
    { method: 'GET', path: '/lists', handle: () => ({ body: { data: [] } }) },
    {
      method: 'GET',
      path: '/lists/:id',
      handle: (_r, p, s) =>
        known(s, 'listId', p.id, { status: 404, body: { message: 'List not found.' } }) ?? {
          body: { data: { id: Number(p.id) } },
        },
    },
    {
      method: 'POST',
      path: '/lists/:id/contacts',
      handle: (request, params, state) => {
        const missing = known(state, 'listId', params.id, { status: 404, body: { message: 'List not found.' } })
        if (missing) return missing
        const contacts = request.body?.contacts ?? []
        if (!contacts.length || !contacts.every((contact: any) => looksLikeEmail(contact.email))) {
          return {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: { 'contacts.0.email': ['The email must be a valid email address.'] },
            },
          }
        }
        for (const contact of contacts) upsert(state, contact.email, contact)
        return { status: 202, body: { message: 'Contacts are being added.' } }
      },
    },
  ],
}

export const emma: FakeDefinition = {
  credentials: () => ({ accountId: '1746', username: 'emma-public-key', apiKey: 'emma-private-key', listId: '151' }),
  authorized: (request, credentials) => {
    const basic = read.basic(request)
    return (
      basic?.[0] === credentials.username &&
      basic?.[1] === credentials.apiKey &&
      request.path.startsWith(`/${credentials.accountId}/`)
    )
  },
  unauthorized: { body: { error: 'Authorization required.' } },
  routes: [
    {
      method: 'GET',
      path: '/:account/groups',
      handle: () => ({ body: [{ member_group_id: 151, group_name: 'Members' }] }),
    },
    {
      method: 'POST',
      path: '/:account/members/add',
      handle: (request, _p, state) => {
        if (!looksLikeEmail(request.body?.email)) return { status: 400, body: { error: 'Invalid email address.' } }
        if ((request.body.group_ids ?? []).some((id: number) => String(id) !== state.credentials.listId))
          return { status: 404, body: { error: 'Group not found.' } }
        const { contact, created } = upsert(state, request.body.email, request.body)
        return { body: { member_id: Number(contact.id), added: created, status: 'a' } }
      },
    },
  ],
}

export const ontraport: FakeDefinition = {
  credentials: () => ({ apiKey: 'ontraport-fake-key', appId: '2_1234_abcd' }),
  authorized: (request, credentials) =>
    read.header(request, 'api-key') === credentials.apiKey && read.header(request, 'api-appid') === credentials.appId,
  unauthorized: { body: 'Your App ID and API Key do not authenticate.' },
  routes: [
    { method: 'GET', path: '/Contacts', handle: () => ({ body: { code: 0, data: [], account_id: 1 } }) },
    {
      method: 'POST',
      path: '/Contacts/saveorupdate',
      handle: (request, _p, state) => {
        if (!looksLikeEmail(request.body?.email))
          return { body: { code: 1, message: 'Invalid email address', data: null } }
        const { contact, created } = upsert(state, request.body.email, request.body)
        return {
          body: {
            code: 0,
            data: created
              ? { id: String(contact.id), ...request.body }
              : { attrs: { id: String(contact.id), ...request.body } },
            account_id: 1,
          },
        }
      },
    },
  ],
}

export const mautic: FakeDefinition = {
  prefix: '/api',
  credentials: (url) => ({ accountUrl: url, username: 'joinflow', apiKey: 'mautic-fake-password', listId: '4' }),
  authorized: (request, credentials) => {
    const basic = read.basic(request)
    return basic?.[0] === credentials.username && basic?.[1] === credentials.apiKey
  },
  unauthorized: { body: { errors: [{ message: 'API authorization denied.', code: 401, type: 'access_denied' }] } },
  routes: [
    { method: 'GET', path: '/users/self', handle: () => ({ body: { id: 1, username: 'joinflow' } }) },
    {
      method: 'GET',
      path: '/segments/:id',
      handle: (_r, p, s) =>
        known(s, 'listId', p.id, {
          status: 404,
          body: { errors: [{ message: 'Item was not found.', code: 404, type: null }] },
        }) ?? { body: { list: { id: Number(p.id) } } },
    },
    {
      method: 'POST',
      path: '/contacts/new',
      handle: (request, _p, state) => {
        if (!looksLikeEmail(request.body?.email))
          return {
            status: 422,
            body: { errors: [{ message: 'email: A valid email is required.', code: 422, type: null }] },
          }
        const { contact, created } = upsert(state, request.body.email, request.body)
        return {
          status: created ? 201 : 200,
          body: { contact: { id: Number(contact.id), fields: { all: request.body } } },
        }
      },
    },
    {
      method: 'POST',
      path: '/segments/:id/contact/:contact/add',
      handle: (_r, p, s) =>
        known(s, 'listId', p.id, {
          status: 404,
          body: { errors: [{ message: 'Item was not found.', code: 404, type: null }] },
        }) ?? { body: { success: 1 } },
    },
  ],
}

export const sendpulse: FakeDefinition = {
  credentials: () => ({ clientId: 'sendpulse-api-id', apiKey: 'sendpulse-api-secret', listId: '88' }),
  authorized: (request, credentials) =>
    request.path === '/oauth/access_token' || read.bearer(request) === `token-for-${credentials.clientId}`,
  unauthorized: { body: { error: 'invalid_token', message: 'The access token is invalid or expired' } },
  routes: [
    {
      method: 'POST',
      path: '/oauth/access_token',
      handle: (request, _p, state) =>
        request.body?.client_id === state.credentials.clientId &&
        request.body?.client_secret === state.credentials.apiKey
          ? {
              body: { access_token: `token-for-${state.credentials.clientId}`, token_type: 'Bearer', expires_in: 3600 },
            }
          : {
              status: 400,
              body: {
                error: 'invalid_client',
                error_description: 'Client authentication failed.',
                message: 'Client authentication failed.',
              },
            },
    },
    {
      method: 'GET',
      path: '/addressbooks/:id',
      handle: (_r, p, s) =>
        known(s, 'listId', p.id, { status: 404, body: { error_code: 213, message: 'Book not found' } }) ?? {
          body: [{ id: Number(p.id), name: 'Members' }],
        },
    },
    {
      method: 'POST',
      path: '/addressbooks/:id/emails',
      handle: (request, params, state) => {
        const missing = known(state, 'listId', params.id, {
          status: 404,
          body: { error_code: 213, message: 'Book not found' },
        })
        if (missing) return missing
        const emails = request.body?.emails ?? []
        if (!emails.length || !emails.every((entry: any) => looksLikeEmail(entry.email))) {
          return { status: 400, body: { error_code: 203, message: 'Emails list is empty or invalid' } }
        }
        for (const entry of emails) upsert(state, entry.email, entry)
        return { body: { result: true } }
      },
    },
  ],
}
