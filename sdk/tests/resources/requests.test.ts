import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  APIConnectionError,
  NotFoundError,
  saveToFile,
  UnprocessableEntityError,
  type MemberRequest,
  type RecentMemberRequest,
} from '../../src/index.js'
import type { Handler } from '../support/api_server.js'
import { memberRequest, memberRequestDetail } from '../support/fixtures.js'
import { transports, useApi } from '../support/transports.js'

const csvHeaders = { 'content-type': 'text/csv; charset=utf-8' }
const csvChunks = [
  'date,group,name,email,phone,status,decision,reasons,profile URL,Why do you want to join?\r\n',
  '2025-03-02,Gardeners,Ada,ada@example.com,,approved,approve,Meets every auto-approval rule,,"I grow\r\ntomatoes"\r\n',
  "2025-03-02,Gardeners,'=HYPERLINK(),,,pending,review,No email address in the answers,,\r\n",
]

/** Answers list requests from `rows`, honouring range like the API, at most `cap` rows per page. */
function pagedRequests(rows: MemberRequest[], cap = Infinity): Handler {
  return (request) => {
    const [first = 0, last = 24] = JSON.parse(request.url.searchParams.get('range') ?? '[0,24]') as number[]
    const page = rows.slice(first, Math.min(last + 1, first + cap))
    const range = page.length > 0 ? `${first}-${first + page.length - 1}` : '*'
    return { status: 200, body: page, headers: { 'content-range': `requests ${range}/${rows.length}` } }
  }
}

describe.each(transports)('requests over %s', (_name, createClient) => {
  const serve = useApi(createClient)
  const folders: string[] = []

  afterEach(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
  })

  async function tempFolder(): Promise<string> {
    const folder = await mkdtemp(join(tmpdir(), 'joinflow-sdk-'))
    folders.push(folder)
    return folder
  }

  it('lists requests with filters, sort and the total from Content-Range', async () => {
    const rows = [memberRequest(1), memberRequest(2)]
    const { api, client } = await serve({ 'GET /api/requests': pagedRequests(rows) })

    const result = await client.requests.list({
      filter: { groupId: 4, status: 'pending', from: '2025-03-01', to: '2025-03-31', q: 'ada' },
      sort: ['createdAt', 'DESC'],
      range: [0, 0],
    })

    expect(result).toEqual({ data: [rows[0]], total: 2 })
    const query = api.requests[0]?.url.searchParams
    expect(JSON.parse(query?.get('filter') ?? '')).toEqual({
      groupId: 4,
      status: 'pending',
      from: '2025-03-01',
      to: '2025-03-31',
      q: 'ada',
    })
    expect(query?.get('sort')).toBe('["createdAt","DESC"]')
  })

  it('iterates over every page with range, keeping the filter on each page', async () => {
    const rows = Array.from({ length: 7 }, (_, index) => memberRequest(index + 1))
    const { api, client } = await serve({ 'GET /api/requests': pagedRequests(rows) })

    const seen: number[] = []
    for await (const request of client.requests.iterate({ filter: { status: 'pending' }, pageSize: 3 })) seen.push(request.id)

    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(api.requests.map((request) => request.url.searchParams.get('range'))).toEqual(['[0,2]', '[3,5]', '[6,8]'])
    expect(api.requests.every((request) => request.url.searchParams.get('filter') === '{"status":"pending"}')).toBe(true)
  })

  it('moves on by the rows received when the server sends shorter pages than asked', async () => {
    const rows = Array.from({ length: 5 }, (_, index) => memberRequest(index + 1))
    const { api, client } = await serve({ 'GET /api/requests': pagedRequests(rows, 2) })

    const seen: number[] = []
    for await (const request of client.requests.iterate({ pageSize: 500 })) seen.push(request.id)

    expect(seen).toEqual([1, 2, 3, 4, 5])
    expect(api.requests.map((request) => request.url.searchParams.get('range'))).toEqual(['[0,499]', '[2,501]', '[4,503]'])
  })

  it('stops fetching when the loop stops', async () => {
    const rows = Array.from({ length: 10 }, (_, index) => memberRequest(index + 1))
    const { api, client } = await serve({ 'GET /api/requests': pagedRequests(rows) })

    for await (const request of client.requests.iterate({ pageSize: 4 })) {
      if (request.id === 2) break
    }

    expect(api.requests).toHaveLength(1)
  })

  it('makes a single request for an empty list', async () => {
    const { api, client } = await serve({ 'GET /api/requests': pagedRequests([]) })

    const seen: MemberRequest[] = []
    for await (const request of client.requests.iterate()) seen.push(request)

    expect(seen).toEqual([])
    expect(api.requests).toHaveLength(1)
  })

  it('refuses a page size below 1', async () => {
    const { client } = await serve({})

    await expect(client.requests.iterate({ pageSize: 0 }).next()).rejects.toThrow(RangeError)
  })

  it('reads the recent requests and one request in detail', async () => {
    const recent: RecentMemberRequest[] = [
      { id: 2, name: 'Ada', email: null, groupName: 'Gardeners', profileImageUrl: null, status: 'approved', decidedBy: 'owner', createdAt: '2025-03-02T08:00:00.000Z' },
    ]
    const detail = memberRequestDetail(2)
    const { client } = await serve({
      'GET /api/requests/recent': () => ({ status: 200, body: recent }),
      'GET /api/requests/2': () => ({ status: 200, body: detail }),
    })

    await expect(client.requests.recent()).resolves.toEqual(recent)
    await expect(client.requests.get(2)).resolves.toEqual(detail)
  })

  it('approves and declines by hand, with a reason', async () => {
    const approved = memberRequestDetail(2, { status: 'approved', decidedBy: 'owner', decidedByUserId: 1 })
    const declined = memberRequestDetail(3, { status: 'declined', decidedBy: 'owner', decidedByUserId: 1 })
    const { api, client } = await serve({
      'POST /api/requests/2/approve': () => ({ status: 200, body: approved }),
      'POST /api/requests/3/decline': () => ({ status: 200, body: declined }),
    })

    await expect(client.requests.approve(2)).resolves.toEqual(approved)
    await expect(client.requests.decline(3, { reason: 'Spam profile' })).resolves.toEqual(declined)
    expect(api.requests.map((request) => request.body)).toEqual([{}, { reason: 'Spam profile' }])
  })

  it('raises NotFoundError for a request that is not the account’s', async () => {
    const { client } = await serve({
      'POST /api/requests/99/approve': () => ({ status: 404, body: { message: 'Member request not found' } }),
    })

    await expect(client.requests.approve(99)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('decides many requests at once', async () => {
    const { api, client } = await serve({
      'POST /api/requests/bulk': () => ({ status: 200, body: { updated: 2, ids: [2, 3] } }),
    })

    await expect(client.requests.bulk({ ids: [2, 3], action: 'decline', reason: 'Spam' })).resolves.toEqual({
      updated: 2,
      ids: [2, 3],
    })
    expect(api.requests[0]?.body).toEqual({ ids: [2, 3], action: 'decline', reason: 'Spam' })
  })

  describe('CSV export', () => {
    it('streams the CSV as it arrives, with the filters in the query', async () => {
      const { api, client } = await serve({
        'GET /api/requests/export.csv': () => ({ status: 200, chunks: csvChunks, headers: csvHeaders, chunkDelayMs: 20 }),
      })

      const download = await client.requests.exportCsv({ filter: { groupId: 4, status: 'approved' } })
      const chunks: string[] = []
      const decoder = new TextDecoder()
      for await (const chunk of download) chunks.push(decoder.decode(chunk, { stream: true }))

      expect(chunks.join('')).toBe(csvChunks.join(''))
      expect(chunks.length).toBeGreaterThan(1)
      expect(download.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(api.requests[0]?.url.searchParams.get('filter')).toBe('{"groupId":4,"status":"approved"}')
      expect(api.requests[0]?.headers.accept).toBe('text/csv')
      expect(api.requests[0]?.headers.authorization).toBe('Bearer jf_secret')
    })

    it('reads the whole export as text', async () => {
      const { client } = await serve({
        'GET /api/requests/export.csv': () => ({ status: 200, chunks: csvChunks, headers: csvHeaders }),
      })

      await expect((await client.requests.exportCsv()).text()).resolves.toBe(csvChunks.join(''))
    })

    it('saves the export to a file and counts its bytes', async () => {
      const { client } = await serve({
        'GET /api/requests/export.csv': () => ({ status: 200, chunks: csvChunks, headers: csvHeaders, chunkDelayMs: 10 }),
      })
      const folder = await tempFolder()
      const path = join(folder, 'requests.csv')

      const saved = await saveToFile(await client.requests.exportCsv(), path)

      expect(saved).toEqual({ path, bytes: Buffer.byteLength(csvChunks.join('')) })
      await expect(readFile(path, 'utf8')).resolves.toBe(csvChunks.join(''))
      expect(await readdir(folder)).toEqual(['requests.csv'])
    })

    it('raises the API error before any byte, with the JSON message', async () => {
      const errors = [{ field: 'filter', message: 'The filter parameter must be a JSON object.', rule: 'listQuery' }]
      const { client } = await serve({
        'GET /api/requests/export.csv': () => ({
          status: 422,
          body: { message: errors[0]?.message, code: 'E_VALIDATION_ERROR', errors },
        }),
      })

      const error = await client.requests.exportCsv().catch((caught: unknown) => caught)

      expect(error).toBeInstanceOf(UnprocessableEntityError)
      expect((error as UnprocessableEntityError).errors).toEqual(errors)
      expect((error as UnprocessableEntityError).requestId).toBe('req-1')
    })

    it('retries an export the server could not start', async () => {
      const { api, client } = await serve({
        'GET /api/requests/export.csv': (_request, attempt) =>
          attempt === 0
            ? { status: 503, body: { message: 'Service unavailable' } }
            : { status: 200, chunks: csvChunks, headers: csvHeaders },
      })

      await expect((await client.requests.exportCsv()).text()).resolves.toBe(csvChunks.join(''))
      expect(api.requests).toHaveLength(2)
    })

    it('raises APIConnectionError when the connection drops halfway, leaving no file behind', async () => {
      const { client } = await serve({
        'GET /api/requests/export.csv': () => ({
          status: 200,
          chunks: csvChunks.slice(0, 2),
          headers: csvHeaders,
          hangUpAfterChunks: true,
        }),
      })
      const folder = await tempFolder()
      const path = join(folder, 'requests.csv')

      await expect(saveToFile(await client.requests.exportCsv(), path)).rejects.toBeInstanceOf(APIConnectionError)
      expect(await readdir(folder)).toEqual([])
    })

    it('keeps an earlier file when a new export fails', async () => {
      const { client } = await serve({
        'GET /api/requests/export.csv': () => ({ status: 200, chunks: csvChunks.slice(0, 1), headers: csvHeaders, hangUpAfterChunks: true }),
      })
      const path = join(await tempFolder(), 'requests.csv')
      await writeFile(path, 'earlier export')

      await expect(saveToFile(await client.requests.exportCsv(), path)).rejects.toBeInstanceOf(APIConnectionError)
      await expect(readFile(path, 'utf8')).resolves.toBe('earlier export')
    })

    it('times out when the export stalls, however long the whole download takes', async () => {
      const { client } = await serve(
        {
          'GET /api/requests/export.csv': () => ({ status: 200, chunks: ['a\r\n', 'b\r\n', 'c\r\n', 'd\r\n', 'e\r\n'], headers: csvHeaders, chunkDelayMs: 150 }),
        },
        { timeout: 400, maxRetries: 0 },
      )
      await expect((await client.requests.exportCsv()).text()).resolves.toBe('a\r\nb\r\nc\r\nd\r\ne\r\n')

      const { client: impatient } = await serve(
        {
          'GET /api/requests/export.csv': () => ({ status: 200, chunks: ['a\r\n', 'b\r\n'], headers: csvHeaders, chunkDelayMs: 1_000 }),
        },
        { timeout: 200, maxRetries: 0 },
      )
      const error = await (await impatient.requests.exportCsv()).text().catch((caught: unknown) => caught)

      expect(error).toBeInstanceOf(APIConnectionError)
      expect((error as APIConnectionError).timedOut).toBe(true)
    })
  })
})
