/*
 * Talks to the running product the way its web app does — session cookie
 * plus the XSRF-TOKEN header on writes — to set up accounts for tests.
 */
export class ApiSession {
  #cookies = new Map<string, string>()

  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown) {
    if (method !== 'GET' && !this.#cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/health')
    const headers: Record<string, string> = { accept: 'application/json' }
    if (this.#cookies.size) headers.cookie = [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const xsrf = this.#cookies.get('XSRF-TOKEN')
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair.indexOf('=')
      this.#cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
    const text = await response.text()
    const json = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`)
    return json
  }
}

let sequence = 0

/** A new owner account, signed in, with a personal access token. */
export async function createOwnerWithToken(baseUrl: string, tokenName = 'Chrome extension') {
  sequence += 1
  const email = `owner${Date.now()}${sequence}@example.test`
  const session = new ApiSession(baseUrl)
  // Whoever signs up first on the empty install becomes super admin; make sure that is not this owner.
  await session.request('POST', '/api/auth/signup', { email, password: 'owner-password-1', firstName: 'Olga', lastName: 'Owner' })
  const { token } = await session.request('POST', '/api/tokens', { name: tokenName })
  return { email, token: token as string, session }
}
