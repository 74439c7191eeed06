import type { JoinFlowClient } from '@joinflow/sdk'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createClient } from '../../src/connection.js'
import { ExitCode } from '../../src/errors.js'
import { decideRequests } from '../../src/services/requests/decide.js'
import { exportRequests } from '../../src/services/requests/export.js'
import { listRequests } from '../../src/services/requests/list.js'
import { startFakeApi, type FakeApi } from '../support/fake_api.js'
import { captureOutput } from '../support/output.js'
import { group, memberRequest } from '../support/records.js'
import { useTempDir } from '../support/temp_dir.js'

describe('requests', () => {
  const tempDir = useTempDir()
  let api: FakeApi
  let client: JoinFlowClient

  beforeEach(async () => {
    api = await startFakeApi()
    client = await createClient({ url: api.url, token: api.token })
  })

  afterEach(() => api.close())

  describe('list', () => {
    it('shows a table with the web app status labels, newest first', async () => {
      api.requests.push(
        memberRequest(1, { name: 'Ada', status: 'approved', decidedBy: 'rules', reasons: ['Meets every auto-approval rule'] }),
        memberRequest(2, { name: 'Grace', status: 'approved', decidedBy: 'owner', reasons: [] }),
        memberRequest(3, { name: 'Alan', status: 'pending' }),
        memberRequest(4, { name: 'Spam Bot', status: 'declined', reasons: ['Answer contains blocked keyword "crypto"'] }),
      )
      const output = captureOutput()

      await listRequests({ filter: {}, limit: 25 }, client)

      const lines = output.stdout().split('\n')
      expect(lines[0]).toMatch(/^ID\s+Received\s+Group\s+Name\s+Email\s+Status\s+Reasons$/)
      expect(lines[2]).toMatch(/^4\s+2025-03-0\d \d\d:\d\d\s+Gardeners\s+Spam Bot\s+member4@example\.com\s+Denied\s+Answer contains/)
      expect(lines[3]).toMatch(/^3\s.*Alan\s.*Pending Review\s+No email address in the answers$/)
      expect(lines[4]).toMatch(/^2\s.*Grace\s.*Approved\s*$/)
      expect(lines[5]).toMatch(/^1\s.*Ada\s.*Auto-Approved\s+Meets every auto-approval rule$/)
      expect(api.received[0]?.query.get('sort')).toBe('["createdAt","DESC"]')
    })

    it('sends the filters and the limit as the range, and says how many there are in all', async () => {
      for (let id = 1; id <= 12; id += 1) api.requests.push(memberRequest(id, { status: 'pending' }))
      const output = captureOutput()

      await listRequests({ filter: { groupId: 1, status: 'pending', q: 'member' }, limit: 5 }, client)

      expect(JSON.parse(api.received[0]?.query.get('filter') ?? '')).toEqual({ groupId: 1, status: 'pending', q: 'member' })
      expect(api.received[0]?.query.get('range')).toBe('[0,4]')
      expect(output.stdout()).toContain('Showing 5 of 12 requests.')
    })

    it('prints the page and total as JSON', async () => {
      api.requests.push(memberRequest(1))
      const output = captureOutput({ json: true })

      await listRequests({ filter: {}, limit: 25 }, client)

      expect(JSON.parse(output.stdout())).toEqual({ data: api.requests, total: 1 })
    })

    it('shows the spec empty text, or a plain one when filters match nothing', async () => {
      const empty = captureOutput()
      await listRequests({ filter: {}, limit: 25 }, client)
      expect(empty.stdout()).toContain('No member requests yet')
      expect(empty.stdout()).toContain('Member requests will appear here once you connect Facebook groups')

      const filtered = captureOutput()
      await listRequests({ filter: { status: 'declined' }, limit: 25 }, client)
      expect(filtered.stdout()).toContain('No member requests match.')
    })
  })

  describe('approve and decline', () => {
    it('decides every request given in one bulk call', async () => {
      api.requests.push(memberRequest(1), memberRequest(2))
      const output = captureOutput()

      await decideRequests({ action: 'approve', ids: [1, 2] }, client)

      expect(api.received[0]).toMatchObject({ method: 'POST', path: '/api/requests/bulk', body: { ids: [1, 2], action: 'approve' } })
      expect(api.requests.map((request) => request.status)).toEqual(['approved', 'approved'])
      expect(output.stdout()).toContain('Approved 2 requests.')
      expect(output.stdout()).toContain('The browser extension applies the decision on Facebook')
    })

    it('sends the reason of a decline and names the requests already decided', async () => {
      api.requests.push(memberRequest(1), memberRequest(2, { status: 'declined' }))
      const output = captureOutput()

      await decideRequests({ action: 'decline', ids: [1, 2], reason: 'Spam profile' }, client)

      expect(api.received[0]?.body).toEqual({ ids: [1, 2], action: 'decline', reason: 'Spam profile' })
      expect(output.stdout()).toContain('Declined 1 request.')
      expect(output.stdout()).toContain('Already declined: 2.')
    })

    it('fails, after deciding the others, when an ID is no request of the owner', async () => {
      api.requests.push(memberRequest(1))
      const output = captureOutput()

      const failure = decideRequests({ action: 'approve', ids: [1, 99999999] }, client)

      await expect(failure).rejects.toMatchObject({ message: 'Request 99999999 was not found.', exitCode: ExitCode.NotFound })
      expect(output.stdout()).toContain('Approved 1 request.')
      expect(api.requests[0].status).toBe('approved')
    })

    it('asks before deciding several requests by ID, and changes nothing when the answer is no', async () => {
      api.requests.push(memberRequest(1), memberRequest(2))
      const asked: unknown[] = []

      const kept = await decideRequests({ action: 'approve', ids: [1, 2], confirm: async (question) => (asked.push(question), false) }, client)

      expect(asked).toEqual([{ count: 2, action: 'approve' }])
      expect(kept).toEqual({ updated: 0, ids: [] })
      expect(api.requests.map(({ status }) => status)).toEqual(['pending', 'pending'])
      // One request by ID is not a bulk decision: nothing to ask.
      await decideRequests({ action: 'approve', ids: [1], confirm: async () => { throw new Error('asked') } }, client)
      expect(api.requests[0].status).toBe('approved')
    })

    it('decides every request a group, status and age select, once the count is shown and confirmed', async () => {
      api.groups.push(group(1, { facebookGroupId: 'tomato-growers' }), group(2, { facebookGroupId: 'beekeepers' }))
      api.requests.push(
        memberRequest(1, { createdAt: '2025-03-01T08:00:00.000Z' }),
        memberRequest(2, { createdAt: '2025-03-02T08:00:00.000Z' }),
        memberRequest(3, { createdAt: '2025-03-09T08:00:00.000Z' }),
        memberRequest(4, { createdAt: '2025-03-01T08:00:00.000Z', status: 'approved' }),
        memberRequest(5, { createdAt: '2025-03-01T08:00:00.000Z', groupId: 2 }),
      )
      const output = captureOutput()
      const asked: unknown[] = []
      const now = new Date('2025-03-10T08:00:00.000Z')
      const select = { group: 'https://www.facebook.com/groups/tomato-growers', status: 'pending' as const, olderThanMs: 7 * 86_400_000 }

      await decideRequests({ action: 'approve', select, now, confirm: async (question) => (asked.push(question), true) }, client)

      expect(asked).toEqual([{ count: 2, action: 'approve' }])
      expect(output.stdout()).toContain('2 requests match.')
      expect(output.stdout()).toContain('Approved 2 requests.')
      expect(api.requests.map(({ id, status }) => `${id} ${status}`)).toEqual(['1 approved', '2 approved', '3 pending', '4 approved', '5 pending'])
    })

    it('changes nothing when the count is not confirmed, and says when nothing matches', async () => {
      api.groups.push(group(1, { facebookGroupId: 'tomato-growers' }))
      api.requests.push(memberRequest(1))
      const output = captureOutput()

      const kept = await decideRequests({ action: 'decline', select: { group: '1', status: 'pending' }, confirm: async () => false }, client)
      const none = await decideRequests({ action: 'decline', select: { group: 'tomato-growers', status: 'approved' } }, client)

      expect(kept).toEqual({ updated: 0, ids: [], matched: 1 })
      expect(none).toEqual({ updated: 0, ids: [], matched: 0 })
      expect(output.stdout()).toContain('Nothing was changed.')
      expect(output.stdout()).toContain('No requests match.')
      expect(api.requests[0].status).toBe('pending')
      expect(api.received.some((request) => request.path === '/api/requests/bulk')).toBe(false)
    })

    it('names a group nobody connected as an error', async () => {
      captureOutput()
      await expect(
        decideRequests({ action: 'approve', select: { group: 'facebook.com/groups/nobody', status: 'pending' } }, client),
      ).rejects.toMatchObject({ message: 'No connected group is facebook.com/groups/nobody.', exitCode: ExitCode.NotFound })
    })

    it('prints the bulk result as JSON', async () => {
      api.requests.push(memberRequest(1))
      const output = captureOutput({ json: true })

      await decideRequests({ action: 'approve', ids: [1] }, client)

      expect(JSON.parse(output.stdout())).toEqual({ updated: 1, ids: [1] })
    })
  })

  describe('export', () => {
    it('writes the CSV to the file and counts rows and bytes', async () => {
      api.requests.push(
        memberRequest(1, { name: 'Ada', reasons: ['Line one\nline two'] }),
        memberRequest(2, { name: '=HYPERLINK("x")' }),
        memberRequest(3, { name: 'Grace', groupId: 2 }),
      )
      const output = captureOutput({ json: true })
      const path = join(await tempDir(), 'requests.csv')

      const result = await exportRequests({ filter: { groupId: 1 }, output: path }, client)

      const csv = await readFile(path, 'utf8')
      expect(csv.split('\r\n')[0]).toBe('date,group,name,email,phone,status,decision,reasons,profile URL')
      expect(csv).toContain('"Line one\nline two"')
      expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
      expect(csv).not.toContain('Grace')
      expect(result).toEqual({ path, rows: 2, bytes: Buffer.byteLength(csv) })
      expect(JSON.parse(output.stdout())).toEqual(result)
      expect(output.stderr()).toBe('')
      const exported = api.received.find((request) => request.path === '/api/requests/export.csv')
      expect(exported?.query.get('filter')).toBe('{"groupId":1}')
    })

    it('confirms where the file went', async () => {
      api.requests.push(memberRequest(1))
      const output = captureOutput()
      const folder = await tempDir()

      await exportRequests({ filter: {}, output: join(folder, 'out.csv') }, client)

      expect(output.stdout()).toContain(`Exported 1 member request to ${join(folder, 'out.csv')}.`)
      expect(await readdir(folder)).toEqual(['out.csv'])
    })
  })
})
