import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { startServer, unreachableUrl, VALID_TOKEN, type LocalServer } from '../../tests/support/fake-api'
import { ApiError, ApiUnavailable, createApiClient, NOT_CONNECTED_MESSAGE, unreachableMessage } from './api-client'

type Answer = [number, string, Record<string, string>?]

/** An API that gives every request the same answer, raw. */
const answering =
  ([status, body, headers = {}]: Answer) =>
  (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers })
    response.end(body)
  }

describe('the API client', () => {
  let server: LocalServer | undefined

  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  const clientFor = (apiUrl: string, options: Parameters<typeof createApiClient>[1] = {}) =>
    createApiClient(async () => ({ apiUrl, token: VALID_TOKEN }), options)

  it('sends the saved token and never the browser’s cookies', async () => {
    server = await startServer()
    const sent: RequestInit[] = []
    const call = clientFor(server.url, {
      fetch: (input, init) => {
        sent.push(init ?? {})
        return fetch(input, init)
      },
    })

    await expect(call((api) => api.auth.user())).resolves.toMatchObject({ email: 'owner@example.com' })

    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${VALID_TOKEN}`)
    expect(sent.map(({ credentials }) => credentials)).toEqual(['omit'])
  })

  it('says how to connect when no address and token are saved', async () => {
    const call = createApiClient(async () => null)

    const error = await call((api) => api.auth.user()).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(ApiUnavailable)
    expect((error as Error).message).toBe(NOT_CONNECTED_MESSAGE)
  })

  it('tries once: a 503 comes back with its code, body and Retry-After for the delivery queue to wait out', async () => {
    const body = { message: 'The database is not answering right now. Try again in a few seconds.', code: 'E_DATABASE_UNAVAILABLE' }
    server = await startServer(answering([503, JSON.stringify(body), { 'Retry-After': '2' }]))

    const error = await clientFor(server.url)((api) => api.extension.status()).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 503, code: 'E_DATABASE_UNAVAILABLE', message: body.message, body, retryAfterMs: 2_000 })
    expect(server.requests).toHaveLength(1)
  })

  it('names the status when an error has no explanation, and has no code then', async () => {
    server = await startServer(answering([502, 'Bad gateway']))

    const error = await clientFor(server.url)((api) => api.extension.status()).catch((caught: unknown) => caught)

    expect(error).toMatchObject({ status: 502, code: null, message: 'The API answered 502.', body: null, retryAfterMs: null })
    expect(server.requests).toHaveLength(1)
  })

  it('says which address it could not reach, without trying again', async () => {
    const apiUrl = await unreachableUrl()
    let tries = 0
    const call = clientFor(apiUrl, {
      fetch: (input, init) => {
        tries += 1
        return fetch(input, init)
      },
    })

    const error = await call((api) => api.extension.actions({ facebookGroupId: '1' })).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(ApiUnavailable)
    expect((error as Error).message).toBe(unreachableMessage(apiUrl))
    expect(tries).toBe(1)
  })

  it('gives up on an API that does not answer in time', async () => {
    server = await startServer(() => {})

    const started = Date.now()
    const error = await clientFor(server.url, { timeoutMs: 100 })((api) => api.extension.status()).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(ApiUnavailable)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(server.requests).toHaveLength(1)
  })
})
