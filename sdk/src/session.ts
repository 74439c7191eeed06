export const XSRF_COOKIE = 'XSRF-TOKEN'

/**
 * How a client made without a token keeps its password session: what a response's cookies
 * change, whether a write must first fetch the XSRF cookie, and the headers each request carries.
 */
export interface Session {
  store(setCookies: readonly string[]): void
  readonly hasXsrfToken: boolean
  headers(write: boolean): Record<string, string>
}

/**
 * The cookies of a session signed in with email and password, for the few things an API token may
 * not do (creating API tokens, changing the password). A browser keeps cookies itself; in Node the
 * client keeps them here, sends them back, and echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN
 * header on writes, as the web app does.
 */
export class SessionCookies implements Session {
  private readonly cookies = new Map<string, string>()

  /** Takes in the `Set-Cookie` lines of a response; a cookie set empty or expired is dropped. */
  store(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';')
      const separator = pair.indexOf('=')
      if (separator <= 0) continue
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
      if (value === '' || expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  get hasXsrfToken(): boolean {
    return this.cookies.has(XSRF_COOKIE)
  }

  /** The request headers: the cookies, and on writes the XSRF token. */
  headers(write: boolean): Record<string, string> {
    const headers: Record<string, string> = {}
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const xsrf = this.cookies.get(XSRF_COOKIE)
    if (write && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    return headers
  }
}
