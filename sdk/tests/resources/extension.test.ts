import { describe, expect, it } from 'vitest'
import {
  NotFoundError,
  UnprocessableEntityError,
  type CaptureResult,
  type ExtensionAction,
} from '../../src/index.js'
import { transports, useApi } from '../support/transports.js'

const approved: CaptureResult = {
  index: 0,
  facebookUserId: '100001',
  requestId: 31,
  status: 'approved',
  decision: 'approve',
  reasons: ['Meets every auto-approval rule'],
  welcomeMessage: 'Welcome to the group, Ada!',
  created: true,
  corrections: [],
}

describe.each(transports)('extension over %s', (_name, createClient) => {
  const serve = useApi(createClient)

  describe('capture', () => {
    const batch = {
      facebookGroupId: 'gardeners',
      requests: [
        { facebookUserId: '100001', name: 'Ada', answers: [{ question: 'Email?', answer: 'ada@example.com' }] },
        { facebookUserId: '', name: 'Bo' },
      ],
    }

    it('sends the batch and returns a result per request', async () => {
      const { api, client } = await serve({
        'POST /api/extension/requests': () => ({ status: 200, body: { results: [approved], rejected: [] } }),
      })

      await expect(client.extension.capture(batch)).resolves.toEqual({ results: [approved], rejected: [], errors: [] })
      expect(api.requests[0]?.body).toEqual(batch)
    })

    it('returns the stored results with the requests that could not be stored, and why', async () => {
      const errors = [{ field: 'requests.1.facebookUserId', message: 'Each request needs the Facebook user id.', rule: 'required' }]
      const rejected = [{ index: 1, reason: 'Each request needs the Facebook user id.', errors }]
      const { client } = await serve({
        'POST /api/extension/requests': () => ({
          status: 422,
          body: { message: errors[0]?.message, code: 'E_VALIDATION_ERROR', errors, results: [approved], rejected },
        }),
      })

      await expect(client.extension.capture(batch)).resolves.toEqual({ results: [approved], rejected, errors })
    })

    it('reads the refusals of an older server from its field errors, one per request', async () => {
      const errors = [
        { field: 'requests.1.name', message: 'Each request needs a name.', rule: 'required' },
        { field: 'requests.1.profileUrl', message: 'The profileUrl must be an http or https address.', rule: 'url' },
        { field: 'requests.3', message: 'Each request must be an object with a facebookUserId and a name.', rule: 'object' },
      ]
      const { client } = await serve({
        'POST /api/extension/requests': () => ({
          status: 422,
          body: { message: errors[0]?.message, code: 'E_VALIDATION_ERROR', errors, results: [approved] },
        }),
      })

      await expect(client.extension.capture(batch)).resolves.toEqual({
        results: [approved],
        rejected: [
          { index: 1, reason: 'Each request needs a name.', errors: errors.slice(0, 2) },
          { index: 3, reason: 'Each request must be an object with a facebookUserId and a name.', errors: errors.slice(2) },
        ],
        errors,
      })
    })

    it('throws when nothing was stored', async () => {
      const errors = [{ field: 'requests', message: 'A batch holds at most 100 requests.', rule: 'maxLength' }]
      const { client } = await serve({
        'POST /api/extension/requests': () => ({
          status: 422,
          body: { message: errors[0]?.message, code: 'E_VALIDATION_ERROR', errors },
        }),
      })

      const error = await client.extension.capture(batch).catch((caught: unknown) => caught)

      expect(error).toBeInstanceOf(UnprocessableEntityError)
      expect((error as UnprocessableEntityError).message).toBe('A batch holds at most 100 requests.')
    })

    it('raises NotFoundError for a group that is not connected', async () => {
      const { client } = await serve({
        'POST /api/extension/requests': () => ({ status: 404, body: { message: 'This group is not connected to JoinFlow.' } }),
      })

      await expect(client.extension.capture(batch)).rejects.toThrow(NotFoundError)
    })
  })

  it('lists pending actions for one group and reports a result', async () => {
    const action: ExtensionAction = {
      id: 5,
      type: 'welcome_message',
      groupId: 4,
      facebookGroupId: 'gardeners',
      memberRequestId: 31,
      facebookUserId: '100001',
      name: 'Ada Lovelace',
      payload: { message: 'Welcome to the group, Ada!' },
      createdAt: '2025-03-02T08:00:00.000Z',
    }
    const { api, client } = await serve({
      'GET /api/extension/actions': () => ({ status: 200, body: [action] }),
      'POST /api/extension/actions/5/result': () => ({ status: 200, body: { id: 5, status: 'failed' } }),
    })

    await expect(client.extension.actions({ facebookGroupId: 'gardeners' })).resolves.toEqual([action])
    await expect(client.extension.reportResult(5, { status: 'failed', error: 'Message box not found' })).resolves.toEqual({
      id: 5,
      status: 'failed',
    })
    expect(api.requests[0]?.url.searchParams.get('filter')).toBe('{"facebookGroupId":"gardeners"}')
    expect(api.requests[1]?.body).toEqual({ status: 'failed', error: 'Message box not found' })
  })

  it('lists all pending actions without a filter', async () => {
    const { api, client } = await serve({ 'GET /api/extension/actions': () => ({ status: 200, body: [] }) })

    await expect(client.extension.actions()).resolves.toEqual([])
    expect([...(api.requests[0]?.url.searchParams.keys() ?? [])]).toEqual([])
  })
})
