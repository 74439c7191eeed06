import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_BASE_URL, JoinFlow } from '../src/index.js'
import { startApiServer, type ApiServer } from './support/api_server.js'

describe('JoinFlow.fromEnv', () => {
  let server: ApiServer | undefined

  afterEach(() => server?.close())

  it('connects with JOINFLOW_URL and JOINFLOW_TOKEN, which win over the options given', async () => {
    server = await startApiServer({ 'GET /api/auth/user': () => ({ status: 200, body: { id: 1, email: 'ci@example.com' } }) })

    const client = JoinFlow.fromEnv(
      { baseUrl: 'http://127.0.0.1:9', token: 'jf_from_options' },
      { JOINFLOW_URL: server.url, JOINFLOW_TOKEN: 'jf_from_env' },
    )

    await expect(client.auth.user()).resolves.toMatchObject({ email: 'ci@example.com' })
    expect(client.baseUrl).toBe(server.url)
    expect(server.requests[0]?.headers.authorization).toBe('Bearer jf_from_env')
  })

  it('falls back to the options, then to the local server', () => {
    expect(JoinFlow.fromEnv({ baseUrl: 'https://joinflow.example.com' }, {}).baseUrl).toBe('https://joinflow.example.com')
    expect(JoinFlow.fromEnv({}, {}).baseUrl).toBe(DEFAULT_BASE_URL)
  })
})
