import { describe, expect, it } from 'vitest'
import {
  APIConnectionError,
  APIError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  JoinFlowError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
  type User,
} from '../src/index.js'
import { closedPort, startApiServer } from './support/api_server.js'
import { transports, useApi } from './support/transports.js'

const user: User = {
  id: 1,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'super_admin',
  isSuperAdmin: true,
  isActive: true,
  isEmailVerified: true,
  emailVerifiedAt: '2025-01-02T03:10:00.000Z',
  createdAt: '2025-01-02T03:04:05.000Z',
  permissions: [],
}

const tokens = [
  { id: 1, name: 'laptop', access: 'full', abilities: ['read', 'write', 'extension'], lastUsedAt: null, createdAt: '2025-01-02T03:04:05.000Z', expiresAt: null },
  { id: 2, name: 'extension', access: 'extension', abilities: ['extension'], lastUsedAt: '2025-01-03T00:00:00.000Z', createdAt: '2025-01-02T03:04:06.000Z', expiresAt: null },
]

describe.each(transports)('JoinFlow over %s', (_name, createClient) => {
  const serve = useApi(createClient)

  describe('resources', () => {
    it('reads the signed-in user with the bearer token', async () => {
      const { api, client } = await serve({ 'GET /api/auth/user': () => ({ status: 200, body: user }) })

      await expect(client.auth.user()).resolves.toEqual(user)
      expect(api.requests[0]?.headers.authorization).toBe('Bearer jf_secret')
      expect(api.requests[0]?.headers.accept).toBe('application/json')
    })

    it('reads a visitor as nobody: null from currentUser, an authentication error from user', async () => {
      const { client } = await serve({ 'GET /api/auth/user': () => ({ status: 200, body: { user: null } }) })

      await expect(client.auth.currentUser()).resolves.toBeNull()
      await expect(client.auth.user()).rejects.toBeInstanceOf(AuthenticationError)
    })

    it('still refuses a token the API refuses, from currentUser too', async () => {
      const { client } = await serve({
        'GET /api/auth/user': () => ({ status: 401, body: { message: 'Unauthorized access', code: 'E_UNAUTHORIZED_ACCESS' } }),
      })

      await expect(client.auth.currentUser()).rejects.toBeInstanceOf(AuthenticationError)
    })

    it('lists tokens with simple-rest parameters and the total from Content-Range', async () => {
      const { api, client } = await serve({
        'GET /api/tokens': () => ({ status: 200, body: tokens, headers: { 'content-range': 'tokens 0-1/12' } }),
      })

      const result = await client.tokens.list({ sort: ['createdAt', 'DESC'], range: [0, 1], filter: { name: 'lap' } })

      expect(result).toEqual({ data: tokens, total: 12 })
      const query = api.requests[0]?.url.searchParams
      expect(query?.get('sort')).toBe('["createdAt","DESC"]')
      expect(query?.get('range')).toBe('[0,1]')
      expect(query?.get('filter')).toBe('{"name":"lap"}')
    })

    it('counts the rows it got when Content-Range is missing', async () => {
      const { api, client } = await serve({ 'GET /api/tokens': () => ({ status: 200, body: tokens }) })

      await expect(client.tokens.list()).resolves.toEqual({ data: tokens, total: 2 })
      expect([...(api.requests[0]?.url.searchParams.keys() ?? [])]).toEqual([])
    })

    it('creates a token with a JSON body', async () => {
      const created = { ...tokens[0], token: 'jf_new' }
      const { api, client } = await serve({ 'POST /api/tokens': () => ({ status: 201, body: created }) })

      await expect(client.tokens.create({ name: 'laptop' })).resolves.toEqual(created)
      expect(api.requests[0]?.body).toEqual({ name: 'laptop' })
      expect(api.requests[0]?.headers['content-type']).toBe('application/json')
    })

    it('revokes a token by id', async () => {
      const { api, client } = await serve({ 'DELETE /api/tokens/7': () => ({ status: 200, body: { id: 7 } }) })

      await expect(client.tokens.revoke(7)).resolves.toEqual({ id: 7 })
      expect(api.requests).toHaveLength(1)
    })

    it('returns the health report, also when the server reports itself unhealthy', async () => {
      const unhealthy = { status: 'error', database: { status: 'error' }, queue: { status: 'ok' } }
      const { api, client } = await serve({ 'GET /api/health': () => ({ status: 503, body: unhealthy }) })

      await expect(client.health()).resolves.toEqual(unhealthy)
      expect(api.requests).toHaveLength(1)
    })

    it('keeps the path prefix of the base URL', async () => {
      const server = await startApiServer({ 'GET /joinflow/api/auth/user': () => ({ status: 200, body: user }) })
      try {
        const client = createClient(`${server.url}/joinflow/`, { token: 'jf_secret' })

        await expect(client.auth.user()).resolves.toEqual(user)
      } finally {
        await server.close()
      }
    })
  })

  describe('errors', () => {
    it.each([
      [400, { message: 'Invalid email or password.' }, BadRequestError],
      [401, { message: 'Unauthorized access', code: 'E_UNAUTHORIZED_ACCESS' }, AuthenticationError],
      [403, { message: 'This account has been deactivated.' }, PermissionDeniedError],
      [404, { message: 'Token not found' }, NotFoundError],
      [409, { message: 'This Facebook group is already connected' }, ConflictError],
      [422, { message: 'The name field must be defined', code: 'E_VALIDATION_ERROR', errors: [] }, UnprocessableEntityError],
      [429, { message: 'Too many sign-in attempts. Please try again in 60 seconds.', code: 'E_TOO_MANY_REQUESTS' }, RateLimitError],
      [500, { message: 'Internal server error' }, InternalServerError],
      [502, { message: 'Bad gateway' }, InternalServerError],
    ])('maps %i to its error class with message, status and request id', async (status, body, ErrorClass) => {
      const { client } = await serve({ 'GET /api/auth/user': () => ({ status, body }) }, { maxRetries: 0 })

      const error = await client.auth.user().catch((caught: unknown) => caught)

      expect(error).toBeInstanceOf(ErrorClass)
      expect(error).toBeInstanceOf(APIError)
      expect(error).toBeInstanceOf(JoinFlowError)
      const apiError = error as APIError
      expect(apiError.name).toBe(ErrorClass.name)
      expect(apiError.message).toBe(body.message)
      expect(apiError.status).toBe(status)
      expect(apiError.requestId).toBe('req-1')
      expect(apiError.body).toEqual(body)
      expect(apiError.code).toBe('code' in body ? body.code : undefined)
    })

    it('gives the field errors of a 422', async () => {
      const errors = [
        { field: 'name', message: 'The name field must be defined', rule: 'required' },
        { field: 'expiresAt', message: 'The expiresAt field must be a date', rule: 'date' },
      ]
      const { client } = await serve({
        'POST /api/tokens': () => ({
          status: 422,
          body: { message: errors[0]?.message, code: 'E_VALIDATION_ERROR', errors },
        }),
      })

      const error = await client.tokens.create({ name: '' }).catch((caught: unknown) => caught)

      expect(error).toBeInstanceOf(UnprocessableEntityError)
      expect((error as UnprocessableEntityError).errors).toEqual(errors)
    })

    it('gives other statuses the base APIError and a message when the body has none', async () => {
      const { client } = await serve({ 'GET /api/auth/user': () => ({ status: 418, body: 'teapot' }) })

      const error = await client.auth.user().catch((caught: unknown) => caught)

      expect(error).toBeInstanceOf(APIError)
      expect(error).not.toBeInstanceOf(InternalServerError)
      expect((error as APIError).message).toBe('The JoinFlow API answered with status 418.')
      expect((error as APIError).body).toBe('teapot')
    })

    it('raises APIConnectionError, not the transport error, when nothing listens', async () => {
      const baseUrl = `http://127.0.0.1:${await closedPort()}`
      const client = createClient(baseUrl, { token: 'jf_secret', maxRetries: 0 })

      const error = await client.auth.user().catch((caught: unknown) => caught)

      expect(error).toBeInstanceOf(APIConnectionError)
      expect(error).toBeInstanceOf(JoinFlowError)
      expect((error as APIConnectionError).name).toBe('APIConnectionError')
      expect((error as APIConnectionError).message).toBe(`Could not connect to ${baseUrl}.`)
      expect((error as APIConnectionError).baseUrl).toBe(baseUrl)
      expect((error as APIConnectionError).timedOut).toBe(false)
    })

    it('raises APIConnectionError when the answer takes longer than the timeout', async () => {
      const { client } = await serve(
        { 'GET /api/auth/user': () => ({ status: 200, body: user, delayMs: 1_000 }) },
        { timeout: 100, maxRetries: 0 },
      )

      const error = await client.auth.user().catch((caught: unknown) => caught)

      expect(error).toBeInstanceOf(APIConnectionError)
      expect((error as APIConnectionError).timedOut).toBe(true)
    })
  })

  describe('retries', () => {
    it('retries a GET after a 503 and returns the later success', async () => {
      const { api, client } = await serve({
        'GET /api/auth/user': (_request, attempt) =>
          attempt === 0 ? { status: 503, body: { message: 'Service unavailable' } } : { status: 200, body: user },
      })

      await expect(client.auth.user()).resolves.toEqual(user)
      expect(api.requests).toHaveLength(2)
    })

    it('gives up after maxRetries and raises the last error', async () => {
      const { api, client } = await serve(
        { 'GET /api/auth/user': () => ({ status: 500, body: { message: 'Internal server error' } }) },
        { maxRetries: 1 },
      )

      await expect(client.auth.user()).rejects.toBeInstanceOf(InternalServerError)
      expect(api.requests).toHaveLength(2)
    })

    it('waits as long as Retry-After asks after a 429', async () => {
      const { api, client } = await serve({
        'DELETE /api/tokens/3': (_request, attempt) =>
          attempt === 0
            ? { status: 429, body: { message: 'Slow down' }, headers: { 'retry-after': '1' } }
            : { status: 200, body: { id: 3 } },
      })

      const started = Date.now()
      await expect(client.tokens.revoke(3)).resolves.toEqual({ id: 3 })

      expect(Date.now() - started).toBeGreaterThanOrEqual(1_000)
      expect(api.requests).toHaveLength(2)
    })

    it('does not wait for a Retry-After beyond the limit and raises RateLimitError at once', async () => {
      const { api, client } = await serve({
        'GET /api/auth/user': () => ({
          status: 429,
          body: { message: 'Too many sign-in attempts. Please try again in 900 seconds.' },
          headers: { 'retry-after': '900' },
        }),
      })

      const error = await client.auth.user().catch((caught: unknown) => caught)

      expect(error).toBeInstanceOf(RateLimitError)
      expect((error as RateLimitError).retryAfter).toBe(900)
      expect(api.requests).toHaveLength(1)
    })

    it('waits as long as Retry-After asks while the database is away (503), then reads again', async () => {
      const unavailable = { message: 'The database is not answering right now. Try again in a few seconds.', code: 'E_DATABASE_UNAVAILABLE' }
      const { api, client } = await serve({
        'GET /api/auth/user': (_request, attempt) =>
          attempt === 0 ? { status: 503, body: unavailable, headers: { 'retry-after': '1' } } : { status: 200, body: user },
      })

      const started = Date.now()
      await expect(client.auth.user()).resolves.toEqual(user)

      expect(Date.now() - started).toBeGreaterThanOrEqual(1_000)
      expect(api.requests).toHaveLength(2)
    })

    it('says how long a 503 asks to wait when no retry is left, so the caller can wait itself', async () => {
      const unavailable = { message: 'The database is not answering right now. Try again in a few seconds.', code: 'E_DATABASE_UNAVAILABLE' }
      const { api, client } = await serve(
        { 'GET /api/auth/user': () => ({ status: 503, body: unavailable, headers: { 'retry-after': '5' } }) },
        { maxRetries: 0 },
      )

      const error = await client.auth.user().catch((caught: unknown) => caught)

      expect(error).toBeInstanceOf(InternalServerError)
      expect((error as InternalServerError).retryAfter).toBe(5)
      expect(api.requests).toHaveLength(1)
    })

    it('leaves retryAfter unset when the answer has no Retry-After', async () => {
      const { client } = await serve({ 'GET /api/auth/user': () => ({ status: 401, body: { message: 'Unauthorized access' } }) })

      const error = await client.auth.user().catch((caught: unknown) => caught)

      expect(error).toBeInstanceOf(AuthenticationError)
      expect((error as AuthenticationError).retryAfter).toBeUndefined()
    })

    it('sends a captured batch again after a 503, as the API stores each member once', async () => {
      const results = [{ index: 0, facebookUserId: '100', requestId: 7, status: 'pending', decision: 'review', reasons: [] }]
      const { api, client } = await serve({
        'POST /api/extension/requests': (_request, attempt) =>
          attempt === 0
            ? { status: 503, body: { message: 'The database is not answering right now.', code: 'E_DATABASE_UNAVAILABLE' }, headers: { 'retry-after': '1' } }
            : { status: 200, body: { results } },
      })

      const started = Date.now()
      const batch = { facebookGroupId: '42', requests: [{ facebookUserId: '100', name: 'Ann' }] }
      const captured = await client.extension.capture(batch)

      expect(captured.results).toEqual(results)
      expect(captured.errors).toEqual([])

      expect(Date.now() - started).toBeGreaterThanOrEqual(1_000)
      expect(api.requests).toHaveLength(2)
      expect(api.requests[1]?.body).toEqual(api.requests[0]?.body)
    })

    it('retries a partial update (PATCH) after a 503, as sending it twice leaves the same record', async () => {
      const renamed = { id: 4, name: 'Gardeners' }
      const { api, client } = await serve({
        'PATCH /api/groups/4': (_request, attempt) =>
          attempt === 0 ? { status: 503, body: { message: 'Service unavailable' } } : { status: 200, body: renamed },
      })

      await expect(client.groups.update(4, { name: 'Gardeners' })).resolves.toEqual(renamed)
      expect(api.requests.map((request) => request.method)).toEqual(['PATCH', 'PATCH'])
    })

    it('never retries a POST', async () => {
      const { api, client } = await serve({
        'POST /api/tokens': () => ({ status: 503, body: { message: 'Service unavailable' } }),
      })

      await expect(client.tokens.create({ name: 'laptop' })).rejects.toBeInstanceOf(InternalServerError)
      expect(api.requests).toHaveLength(1)
    })

    it('does not retry client errors', async () => {
      const { api, client } = await serve({
        'GET /api/auth/user': () => ({ status: 401, body: { message: 'Unauthorized access' } }),
      })

      await expect(client.auth.user()).rejects.toBeInstanceOf(AuthenticationError)
      expect(api.requests).toHaveLength(1)
    })

    it('retries a checkout payment whose connection dropped, with the same idempotency key', async () => {
      const receipt = { orderId: 'JF-AAAAAAAAAAAAAAAA', planType: 'silver', status: 'active', trialEndsAt: null }
      const { api, client } = await serve({
        'POST /api/payment/process': (_request, attempt) => (attempt === 0 ? { hangUp: true } : { status: 201, body: receipt }),
      })
      const body = {
        planType: 'silver',
        planTitle: 'Silver',
        amount: 29,
        userId: 1,
        email: 'ada@example.com',
        country: 'US',
        subscribeToUpdates: false,
        cardNumber: '4242424242424242',
        nameOnCard: 'Ada',
        expirationDate: '09/39',
        securityCode: '123',
      }

      await expect(client.checkout.pay(body)).resolves.toEqual(receipt)
      expect(api.requests).toHaveLength(2)
      const [first, second] = api.requests.map((request) => request.headers['idempotency-key'])
      expect(first).toMatch(/^[0-9a-f-]{36}$/)
      expect(second).toBe(first)
    })

    it('retries a GET whose connection dropped', async () => {
      const { api, client } = await serve({
        'GET /api/auth/user': (_request, attempt) => (attempt === 0 ? { hangUp: true } : { status: 200, body: user }),
      })

      await expect(client.auth.user()).resolves.toEqual(user)
      expect(api.requests).toHaveLength(2)
    })
  })
})
