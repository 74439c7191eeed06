/*
 * A browser's view of the API over real HTTP: it keeps the cookies the
 * server sets (the session id, XSRF-TOKEN) and sends them back the way a
 * browser does, with the XSRF header on writes like the web app. The
 * test client's session plugin ends every session after each request, so
 * tests about sessions lasting, ending and being replayed use this.
 */
export interface BrowserResponse {
  status: number
  headers: Headers
  body: any
}

export interface BrowserRequestOptions {
  body?: unknown
  headers?: Record<string, string>
  /** Leave the XSRF header off a write, as a page on another site would. */
  withoutXsrf?: boolean
}

export function serverUrl() {
  return `http://${process.env.HOST}:${process.env.PORT}`
}

export class Browser {
  cookies = new Map<string, string>()

  /** A browser holding a copy of this one's cookies, as someone who copied them would. */
  copy() {
    const copy = new Browser()
    copy.cookies = new Map(this.cookies)
    return copy
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async request(method: string, path: string, options: BrowserRequestOptions = {}): Promise<BrowserResponse> {
    const write = method !== 'GET' && method !== 'HEAD'
    if (write && !options.withoutXsrf && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/health')
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
    if (this.cookies.size) headers.cookie = this.cookieHeader()
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (write && xsrf && !options.withoutXsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${serverUrl()}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index)
      const value = pair.slice(index + 1)
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const text = await response.text()
    const body = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text
    return { status: response.status, headers: response.headers, body }
  }

  /** Signs in with email and password, as the web app's form does. */
  async signIn(email: string, password: string) {
    const response = await this.request('POST', '/api/auth/login', { body: { email, password } })
    if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${JSON.stringify(response.body)}`)
    return response
  }
}
