import { describe, expect, it } from 'vitest'
import {
  APIConnectionError,
  APIError,
  MAX_RETRY_AFTER_SECONDS,
  retryAfterSeconds,
  type TransportResponse,
} from '../src/index.js'
import { retryDelay } from '../src/retry.js'

function errorFor(status: number, headers: Record<string, string> = {}): APIError {
  const response: TransportResponse = { status, headers, body: { message: 'failed' } }
  return APIError.fromResponse(response)
}

describe('retryDelay', () => {
  const noJitter = () => 0
  const fullJitter = () => 1

  it('backs off exponentially up to a ceiling', () => {
    const error = new APIConnectionError({ baseUrl: 'http://localhost:3333', cause: new Error('ECONNREFUSED') })
    expect([0, 1, 2, 3, 4, 5].map((attempt) => retryDelay(error, attempt, noJitter))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 8_000,
    ])
  })

  it('shortens the wait by up to a quarter at random', () => {
    expect(retryDelay(errorFor(503), 0, fullJitter)).toBe(375)
  })

  it('follows Retry-After on 429 and 5xx up to the limit', () => {
    expect(retryDelay(errorFor(429, { 'retry-after': '3' }), 0)).toBe(3_000)
    expect(retryDelay(errorFor(503, { 'retry-after': '2' }), 0)).toBe(2_000)
    expect(retryDelay(errorFor(429, { 'retry-after': String(MAX_RETRY_AFTER_SECONDS + 1) }), 0)).toBeUndefined()
  })

  it('does not retry other client errors', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) expect(retryDelay(errorFor(status), 0)).toBeUndefined()
    expect(retryDelay(new Error('bug'), 0)).toBeUndefined()
  })
})

describe('retryAfterSeconds', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2025-01-01T00:00:00Z')
    expect(retryAfterSeconds({ 'retry-after': '120' }, now)).toBe(120)
    expect(retryAfterSeconds({ 'retry-after': 'Wed, 01 Jan 2025 00:00:30 GMT' }, now)).toBe(30)
    expect(retryAfterSeconds({ 'retry-after': 'Tue, 31 Dec 2024 23:00:00 GMT' }, now)).toBe(0)
    expect(retryAfterSeconds({ 'retry-after': 'soon' }, now)).toBeUndefined()
    expect(retryAfterSeconds({}, now)).toBeUndefined()
  })
})
