import { afterEach } from 'vitest'
import { JoinFlow as BrowserJoinFlow } from '../../src/browser.js'
import { JoinFlow, type ClientOptions, type JoinFlowClient } from '../../src/index.js'
import { startApiServer, type ApiServer, type Handler } from './api_server.js'

export type CreateClient = (baseUrl: string, options: ClientOptions) => JoinFlowClient

/** Both entries, so every resource is proven over got and over fetch. */
export const transports: [name: string, createClient: CreateClient][] = [
  ['got (Node entry)', (baseUrl, options) => new JoinFlow({ baseUrl, ...options })],
  ['fetch (browser entry)', (baseUrl, options) => new BrowserJoinFlow({ baseUrl, ...options })],
]

/** Starts a local API per test with the given routes, closed after the test. */
export function useApi(createClient: CreateClient) {
  let server: ApiServer | undefined

  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  return async function serve(routes: Record<string, Handler>, options: ClientOptions = {}) {
    server = await startApiServer(routes)
    return { api: server, client: createClient(server.url, { token: 'jf_secret', ...options }) }
  }
}
