import { afterEach, describe, expect, it } from 'vitest'
import {
  OWNER,
  startServer,
  unreachableUrl,
  VALID_TOKEN,
  type LocalServer,
} from '../../tests/support/fake-api'
import {
  checkConnection,
  notJoinFlowMessage,
  REJECTED_TOKEN_MESSAGE,
  unreachableMessage,
} from './check-connection'

const checkedAt = new Date('2025-06-01T12:00:00.000Z')
const now = () => checkedAt

describe('checkConnection', () => {
  let server: LocalServer | undefined

  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  it('reports the owner the token belongs to', async () => {
    server = await startServer()

    const state = await checkConnection({ apiUrl: server.url, token: VALID_TOKEN }, { now })

    expect(state).toEqual({
      status: 'connected',
      apiUrl: server.url,
      email: OWNER.email,
      checkedAt: checkedAt.toISOString(),
    })
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${VALID_TOKEN}`)
  })

  it('explains a rejected token', async () => {
    server = await startServer()

    const state = await checkConnection({ apiUrl: server.url, token: 'jf_revoked' }, { now })

    expect(state).toEqual({
      status: 'failed',
      apiUrl: server.url,
      reason: 'rejected',
      message: REJECTED_TOKEN_MESSAGE,
      checkedAt: checkedAt.toISOString(),
    })
  })

  it('explains an API it cannot reach', async () => {
    const apiUrl = await unreachableUrl()

    const state = await checkConnection({ apiUrl, token: VALID_TOKEN }, { now })

    expect(state).toMatchObject({
      status: 'failed',
      reason: 'unreachable',
      message: unreachableMessage(apiUrl),
    })
    expect(unreachableMessage(apiUrl)).toBe(`Could not reach the JoinFlow API at ${apiUrl}.`)
  })

  it('gives up on an API that does not answer in time', async () => {
    server = await startServer(() => {})

    const state = await checkConnection(
      { apiUrl: server.url, token: VALID_TOKEN },
      { now, timeoutMs: 50 },
    )

    expect(state).toMatchObject({ reason: 'unreachable', message: unreachableMessage(server.url) })
  })

  it("passes on the API's own explanation of a refusal", async () => {
    server = await startServer((_request, response) => {
      response.writeHead(403, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ message: 'This account has been deactivated.' }))
    })

    const state = await checkConnection({ apiUrl: server.url, token: VALID_TOKEN }, { now })

    expect(state).toMatchObject({
      reason: 'unexpected',
      message: 'This account has been deactivated.',
    })
  })

  it('names the status when an error has no explanation', async () => {
    server = await startServer((_request, response) => {
      response.writeHead(502)
      response.end('Bad gateway')
    })

    const state = await checkConnection({ apiUrl: server.url, token: VALID_TOKEN }, { now })

    expect(state).toMatchObject({
      reason: 'unexpected',
      message: `The JoinFlow API at ${server.url} answered 502.`,
    })
  })

  it('notices an address that is not a JoinFlow API', async () => {
    server = await startServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' })
      response.end('<!doctype html><title>Some other site</title>')
    })

    const state = await checkConnection({ apiUrl: server.url, token: VALID_TOKEN }, { now })

    expect(state).toMatchObject({ reason: 'unexpected', message: notJoinFlowMessage(server.url) })
  })
})
