import type { ClientOptions } from './api_client.js'
import { JoinFlowClient } from './client.js'
import { FetchTransport, type FetchFunction } from './transport/fetch.js'

export * from './core.js'
export { DocumentSession, type CookieReader } from './document_session.js'

export interface JoinFlowOptions extends ClientOptions {
  /** Where the product is served, such as `http://localhost:3333`. */
  baseUrl: string
  /** Defaults to the global `fetch`. */
  fetch?: FetchFunction
}

/** The JoinFlow API client over `fetch`, for the browser extension and other non-Node runtimes. */
export class JoinFlow extends JoinFlowClient {
  constructor({ baseUrl, fetch, ...options }: JoinFlowOptions) {
    super(new FetchTransport(baseUrl, fetch), options)
  }
}
