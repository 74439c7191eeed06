import { describe, expect, it } from 'vitest'
import { DocumentSession, JoinFlow, UnprocessableEntityError, type User } from '../src/browser.js'
import { startApiServer } from './support/api_server.js'

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

describe('DocumentSession', () => {
  it('echoes the page\'s XSRF-TOKEN cookie, decoded, on writes only', () => {
    const session = new DocumentSession(() => `theme=dark; XSRF-TOKEN=${XSRF}; other=1`)
    expect(session.hasXsrfToken).toBe(true)
    expect(session.headers(true)).toEqual({ 'x-xsrf-token': decodeURIComponent(XSRF) })
    expect(session.headers(false)).toEqual({})
  })

  it('sends a token that is not valid percent-encoding as it is', () => {
    expect(new DocumentSession(() => 'XSRF-TOKEN=100%zz').headers(true)).toEqual({ 'x-xsrf-token': '100%zz' })
  })

  it('keeps "=" inside the value and matches the whole cookie name only', () => {
    expect(new DocumentSession(() => 'MY-XSRF-TOKEN=wrong; XSRF-TOKEN=a=b').headers(true)).toEqual({ 'x-xsrf-token': 'a=b' })
  })

  it('has no token when the cookie is missing or empty, and never a Cookie header', () => {
    for (const cookies of ['', 'theme=dark', 'XSRF-TOKEN=', 'NOT-XSRF-TOKEN=abc']) {
      const session = new DocumentSession(() => cookies)
      expect(session.hasXsrfToken).toBe(false)
      expect(session.headers(true)).toEqual({})
    }
  })
})

// A web page's client: the browser holds the cookies, the page can read XSRF-TOKEN.
describe('a browser page session over fetch', () => {
  it('reads the XSRF token from the page at each write and lets the browser carry the cookies', async () => {
    let pageCookies = ''
    const api = await startApiServer({
      'GET /api/health': () => ({ status: 200, body: { status: 'ok' } }),
      'POST /api/auth/login': () => ({ status: 200, body: owner }),
      'POST /api/auth/signup': () => ({ status: 422, body: { message: 'Validation failed', errors: [{ field: 'email', message: 'This email is already registered', rule: 'unique' }] } }),
    })
    try {
      // What a browser does on the first answer: the server's cookie becomes readable by the page.
      const fetchLikeABrowser = async (input: URL, init: RequestInit) => {
        const response = await globalThis.fetch(input, init)
        if (input.pathname === '/api/health') pageCookies = `XSRF-TOKEN=${XSRF}`
        return response
      }
      const client = new JoinFlow({ baseUrl: api.url, fetch: fetchLikeABrowser, session: new DocumentSession(() => pageCookies) })

      await expect(client.auth.login({ email: 'ada@example.com', password: 'correct horse' })).resolves.toEqual(owner)
      const error = await client.auth
        .signup({ email: 'ada@example.com', password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' })
        .catch((caught: unknown) => caught)

      expect(error).toBeInstanceOf(UnprocessableEntityError)
      expect((error as UnprocessableEntityError).errors).toEqual([{ field: 'email', message: 'This email is already registered', rule: 'unique' }])
      // The first write fetched the cookie first; the second found it on the page.
      expect(api.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
        'GET /api/health',
        'POST /api/auth/login',
        'POST /api/auth/signup',
      ])
      for (const request of api.requests.slice(1)) {
        expect(request.headers['x-xsrf-token']).toBe(decodeURIComponent(XSRF))
        expect(request.headers.cookie).toBeUndefined()
      }
      expect(api.requests[0]?.headers['x-xsrf-token']).toBeUndefined()
    } finally {
      await api.close()
    }
  })
})
