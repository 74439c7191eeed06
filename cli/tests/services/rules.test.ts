import { NotFoundError, type JoinFlowClient } from '@joinflow/sdk'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createClient } from '../../src/connection.js'
import { getRules } from '../../src/services/rules/get.js'
import { previewRules } from '../../src/services/rules/preview.js'
import { setRules } from '../../src/services/rules/set.js'
import { startFakeApi, type FakeApi } from '../support/fake_api.js'
import { captureOutput } from '../support/output.js'
import { group, memberRequest } from '../support/records.js'

describe('rules', () => {
  let api: FakeApi
  let client: JoinFlowClient

  beforeEach(async () => {
    api = await startFakeApi()
    client = await createClient({ url: api.url, token: api.token })
    api.groups.push(group(1))
  })

  afterEach(() => api.close())

  it('shows every setting with readable values', async () => {
    const output = captureOutput()

    await getRules({ groupId: 1 }, client)

    const lines = output.stdout().split('\n')
    expect(lines).toContainEqual(expect.stringMatching(/^Auto-approval\s+Off$/))
    expect(lines).toContainEqual(expect.stringMatching(/^Required keywords\s+\(none\)$/))
    expect(lines).toContainEqual(expect.stringMatching(/^Max approvals per hour\s+50$/))
    expect(lines).toContainEqual(expect.stringMatching(/^Min account age\s+Off$/))
    expect(lines).toContainEqual(expect.stringMatching(/^Allowed locations\s+\(anywhere\)$/))
  })

  it('sends only the changed settings and shows all of them as saved', async () => {
    const output = captureOutput()

    const saved = await setRules(
      { groupId: 1, changes: { enabled: true, blockedKeywords: ['crypto', 'forex'], minAccountAgeDays: 30 } },
      client,
    )

    expect(api.received.at(-1)?.body).toEqual({ enabled: true, blockedKeywords: ['crypto', 'forex'], minAccountAgeDays: 30 })
    expect(saved).toMatchObject({ enabled: true, requireEmail: false, maxApprovalsPerHour: 50 })
    expect(output.stdout()).toContain('Saved the auto-approval settings of group 1.')
    expect(output.stdout()).toMatch(/Blocked keywords\s+crypto, forex/)
    expect(output.stdout()).toMatch(/Min account age\s+30 days/)
  })

  it('prints the saved settings as JSON', async () => {
    const output = captureOutput({ json: true })

    await setRules({ groupId: 1, changes: { requirePhone: true } }, client)

    expect(JSON.parse(output.stdout())).toEqual(api.rules.get(1))
  })

  it('passes on 404 for a group that is not connected', async () => {
    captureOutput()

    await expect(getRules({ groupId: 9 }, client)).rejects.toBeInstanceOf(NotFoundError)
  })

  describe('preview', () => {
    beforeEach(() => {
      api.requests.push(
        memberRequest(1, { name: 'Crypto King' }),
        memberRequest(2, { name: 'Grace', status: 'approved', decidedBy: 'rules' }),
        memberRequest(3, { name: 'Alan' }),
      )
    })

    it('tries the changes on top of the saved settings without saving them', async () => {
      api.rules.set(1, { ...(await client.groups.autoApproval.get(1)), requireEmail: true })
      captureOutput({ json: true })

      await previewRules({ groupId: 1, changes: { enabled: true, blockedKeywords: ['crypto'] }, limit: 25 }, client)

      const sent = api.received.at(-1)
      expect(sent?.path).toBe('/api/groups/1/auto-approval/preview')
      expect(sent?.body).toMatchObject({ enabled: true, requireEmail: true, blockedKeywords: ['crypto'], maxApprovalsPerHour: 50 })
      expect(api.rules.get(1)?.enabled).toBe(false)
    })

    it('shows the counts and a table of decisions', async () => {
      const output = captureOutput()

      await previewRules({ groupId: 1, changes: { enabled: true, blockedKeywords: ['crypto'] }, limit: 25 }, client)

      const lines = output.stdout().split('\n')
      expect(lines).toContainEqual(expect.stringMatching(/^Requests\s+3$/))
      expect(lines).toContainEqual(expect.stringMatching(/^Approve\s+2$/))
      expect(lines).toContainEqual(expect.stringMatching(/^Decline\s+1$/))
      expect(lines).toContainEqual(expect.stringMatching(/^ID\s+Name\s+Would\s+Now\s+Reasons$/))
      expect(lines).toContainEqual(
        expect.stringMatching(/^1\s+Crypto King\s+Decline\s+Pending Review\s+Answer contains blocked keyword "crypto"$/),
      )
      expect(lines).toContainEqual(expect.stringMatching(/^2\s+Grace\s+Approve\s+Approved\s+Meets every auto-approval rule$/))
      expect(output.stdout()).toContain('Nothing was saved.')
    })

    it('limits the table but says how many decisions there are', async () => {
      const output = captureOutput()

      await previewRules({ groupId: 1, changes: {}, limit: 2 }, client)

      expect(output.stdout()).toContain('Showing 2 of 3 decisions; use --limit or --json for more.')
      expect(output.stdout()).not.toMatch(/^3\s+Alan/m)
    })

    it('prints every decision as JSON', async () => {
      const output = captureOutput({ json: true })

      await previewRules({ groupId: 1, changes: {}, limit: 1 }, client)

      expect(JSON.parse(output.stdout())).toMatchObject({ total: 3, counts: { review: 3 } })
      expect((JSON.parse(output.stdout()) as { decisions: unknown[] }).decisions).toHaveLength(3)
    })

    it('says when there is nothing to try the settings on', async () => {
      api.requests.length = 0
      const output = captureOutput()

      await previewRules({ groupId: 1, changes: { enabled: true }, limit: 25 }, client)

      expect(output.stdout()).toContain('No member requests to try the settings on yet.')
    })
  })
})
