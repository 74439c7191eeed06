import type { ClientOptions } from './api_client.js'
import { JoinFlowClient } from './client.js'
import { GotTransport } from './transport/got.js'

export * from './core.js'
export { saveToFile, type SavedFile } from './files.js'
export { GotTransport }

export interface JoinFlowOptions extends ClientOptions {
  /** Where the product is served, such as `http://localhost:3333`. */
  baseUrl: string
}

/** The JoinFlow API client for Node, over got. */
export class JoinFlow extends JoinFlowClient {
  constructor({ baseUrl, ...options }: JoinFlowOptions) {
    super(new GotTransport(baseUrl), options)
  }
}
