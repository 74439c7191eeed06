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

/** Where `JoinFlow.fromEnv()` connects when neither JOINFLOW_URL nor `baseUrl` says. */
export const DEFAULT_BASE_URL = 'http://localhost:3333'

/** The JoinFlow API client for Node, over got. */
export class JoinFlow extends JoinFlowClient {
  constructor({ baseUrl, ...options }: JoinFlowOptions) {
    super(new GotTransport(baseUrl), options)
  }

  /**
   * A client configured the way CI jobs are: `JOINFLOW_URL` and `JOINFLOW_TOKEN`, when set, win
   * over the `baseUrl` and `token` given here, which are only the fallbacks (the address then
   * defaults to http://localhost:3333).
   */
  static fromEnv(options: Partial<JoinFlowOptions> = {}, env: NodeJS.ProcessEnv = process.env): JoinFlow {
    return new JoinFlow({
      ...options,
      baseUrl: env.JOINFLOW_URL || options.baseUrl || DEFAULT_BASE_URL,
      token: env.JOINFLOW_TOKEN || options.token,
    })
  }
}
