import { XSRF_COOKIE, type Session } from './session.js'

/** Reads the page's cookies; `document.cookie` in a browser tab. */
export type CookieReader = () => string

// The SDK compiles without the DOM's types; a page has `document`, a service worker does not.
const pageCookies: CookieReader = () => (globalThis as { document?: { cookie: string } }).document?.cookie ?? ''

/**
 * The session of a web page signed in with its own cookie. The browser keeps and sends the cookies
 * itself (and hides `Set-Cookie` from scripts); the client only echoes the XSRF-TOKEN cookie in the
 * X-XSRF-TOKEN header on writes, which another site cannot read and therefore cannot forge.
 */
export class DocumentSession implements Session {
  constructor(private readonly readCookies: CookieReader = pageCookies) {}

  /** The browser already took the cookies in. */
  store(): void {}

  get hasXsrfToken(): boolean {
    return this.xsrfToken() !== undefined
  }

  headers(write: boolean): Record<string, string> {
    const token = write ? this.xsrfToken() : undefined
    return token ? { 'x-xsrf-token': token } : {}
  }

  private xsrfToken(): string | undefined {
    for (const pair of this.readCookies().split(';')) {
      const separator = pair.indexOf('=')
      if (separator === -1 || pair.slice(0, separator).trim() !== XSRF_COOKIE) continue
      const value = pair.slice(separator + 1).trim()
      if (value === '') return undefined
      try {
        return decodeURIComponent(value)
      } catch {
        // A value that is not valid percent-encoding is still the server's token; send it as is.
        return value
      }
    }
    return undefined
  }
}
