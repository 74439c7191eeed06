/*
 * Every list docs/openapi.yaml pages (its answer carries a Content-Range header) can be walked to
 * the end with the resource's iterate(), which asks for one range after another until the total.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { JoinFlowClient, type Transport, type TransportRequest } from '../src/index.js'

interface Operation {
  responses?: Record<string, { headers?: Record<string, unknown> }>
}

const document = parse(readFileSync(new URL('../../docs/openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>
}

/** `GET /api/groups` for every operation whose 200 answer is one page of a longer list. */
const pagedOperations = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([, operation]) => operation.responses?.['200']?.headers?.['Content-Range'] !== undefined)
    .map(([method]) => `${method.toUpperCase()} ${path}`),
)

const ITERATORS: Record<string, string> = {
  'GET /api/tokens': 'tokens.iterate',
  'GET /api/requests': 'requests.iterate',
  'GET /api/groups': 'groups.iterate',
  'GET /api/templates': 'templates.iterate',
  'GET /api/deliveries': 'deliveries.iterate',
  'GET /api/admin/outbox': 'admin.outbox.iterate',
  'GET /api/admin/users': 'admin.users.iterate',
  'GET /api/admin/plans': 'admin.plans.iterate',
  'GET /api/admin/orders': 'admin.orders.iterate',
  'GET /api/admin/subscriptions': 'admin.subscriptions.iterate',
}

/** Answers every list request from `rows` rows, honouring the range asked for. */
class PagedTransport implements Transport {
  readonly baseUrl = 'http://joinflow.test'
  readonly requests: TransportRequest[] = []

  constructor(private readonly rows: number) {}

  async request(request: TransportRequest) {
    this.requests.push(request)
    const [first, last] = JSON.parse(String(request.query?.range)) as [number, number]
    const ids = Array.from({ length: Math.max(0, Math.min(last, this.rows - 1) - first + 1) }, (_, index) => ({ id: first + index + 1 }))
    return { status: 200, headers: { 'content-range': `rows ${first}-${first + ids.length - 1}/${this.rows}` }, body: ids }
  }

  async stream(): Promise<never> {
    throw new Error('No list is streamed.')
  }
}

function iteratorOf(client: JoinFlowClient, dotted: string) {
  const names = dotted.split('.')
  const owner = names.slice(0, -1).reduce<unknown>((object, name) => (object as Record<string, unknown>)[name], client) as Record<string, unknown>
  const method = owner[names.at(-1)!]
  return typeof method === 'function' ? (method.bind(owner) as (params: object) => AsyncIterable<{ id: number }>) : undefined
}

describe('paged lists', () => {
  it('are the lists the SDK walks with an iterator, no more and no fewer', () => {
    expect(pagedOperations.length).toBeGreaterThan(0)
    expect([...pagedOperations].sort()).toEqual(Object.keys(ITERATORS).sort())
  })

  it.each(Object.entries(ITERATORS))('%s is walked to its last row by %s', async (operation, dotted) => {
    const transport = new PagedTransport(5)
    const iterate = iteratorOf(new JoinFlowClient(transport, { token: 'jf_test', maxRetries: 0 }), dotted)
    expect(iterate, `${dotted} is missing`).toBeDefined()

    const ids: number[] = []
    for await (const row of iterate!({ pageSize: 2, filter: { q: 'x' } })) ids.push(row.id)

    expect(ids).toEqual([1, 2, 3, 4, 5])
    expect(transport.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(Array(3).fill(operation))
    expect(transport.requests.map(({ query }) => query?.range)).toEqual(['[0,1]', '[2,3]', '[4,5]'])
    expect(transport.requests.every(({ query }) => query?.filter === '{"q":"x"}')).toBe(true)
  })
})
