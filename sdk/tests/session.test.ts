import { describe, expect, it } from 'vitest'
import { PermissionDeniedError, type User } from '../src/index.js'
import { transports, useApi } from './support/transports.js'

const owner: User = {
  id: 3,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'user',
  isSuperAdmin: false,
  isActive: true,
  isEmailVerified: true,
  emailVerifiedAt: '2025-01-02T03:10:00.000Z',
  createdAt: '2025-01-02T03:04:05.000Z',
  permissions: [],
}

const XSRF = 'eyJ2YWx1ZSI6InhzcmYifQ%3D%3D'

// Browsers keep cookies to themselves; Node's client keeps and sends them.
describe('a password session over got (Node entry)', () => {
  const serve = useApi(transports[0][1])

  it('signs in, sends the session cookie back and the XSRF token on writes, like the web app', async () => {
    const { api, client } = await serve(
      {
        'GET /api/health': () => ({
          status: 200,
          body: { status: 'ok' },
          headers: { 'set-cookie': [`XSRF-TOKEN=${XSRF}; Path=/`, 'joinflow-session=s%3Aanonymous; Path=/; HttpOnly'] },
        }),
        'POST /api/auth/login': () => ({
          status: 200,
          body: owner,
          headers: { 'set-cookie': ['joinflow-session=s%3Asigned-in; Path=/; HttpOnly', `XSRF-TOKEN=${XSRF}; Path=/`] },
        }),
        'POST /api/tokens': () => ({ status: 201, body: { id: 9, name: 'laptop', token: 'jf_new' } }),
        'GET /api/auth/user': () => ({ status: 200, body: owner }),
      },
      { token: undefined },
    )

    await expect(client.auth.login({ email: 'ada@example.com', password: 'correct horse' })).resolves.toEqual(owner)
    await client.tokens.create({ name: 'laptop' })
    await client.auth.user()

    const [health, login, create, user] = api.requests
    expect(health?.url.pathname).toBe('/api/health')
    expect(login?.headers['x-xsrf-token']).toBe(decodeURIComponent(XSRF))
    expect(login?.body).toEqual({ email: 'ada@example.com', password: 'correct horse' })
    expect(create?.headers.cookie).toContain('joinflow-session=s%3Asigned-in')
    expect(create?.headers['x-xsrf-token']).toBe(decodeURIComponent(XSRF))
    expect(create?.headers.authorization).toBeUndefined()
    expect(user?.headers['x-xsrf-token']).toBeUndefined()
    expect(api.requests).toHaveLength(4)
  })
})

describe.each(transports)('a token client over %s', (_name, createClient) => {
  const serve = useApi(createClient)

  it('never sends cookies or an XSRF header with a token', async () => {
    const { api, client } = await serve({
      'POST /api/tokens': () => ({ status: 403, body: { message: 'Only a signed-in session can create API tokens.', code: 'E_SESSION_REQUIRED' } }),
    })

    const error = await client.tokens.create({ name: 'laptop' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PermissionDeniedError)
    expect(api.requests).toHaveLength(1)
    expect(api.requests[0]?.headers.cookie).toBeUndefined()
    expect(api.requests[0]?.headers['x-xsrf-token']).toBeUndefined()
    expect(api.requests[0]?.headers.authorization).toBe('Bearer jf_secret')
  })
})
