import { ConflictError, NotFoundError, UnprocessableEntityError, type JoinFlowClient } from '@joinflow/sdk'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createClient } from '../../src/connection.js'
import { addGroup } from '../../src/services/groups/add.js'
import { listGroups } from '../../src/services/groups/list.js'
import { removeGroup } from '../../src/services/groups/remove.js'
import { startFakeApi, type FakeApi } from '../support/fake_api.js'
import { captureOutput } from '../support/output.js'
import { group } from '../support/records.js'

describe('groups', () => {
  let api: FakeApi
  let client: JoinFlowClient

  beforeEach(async () => {
    api = await startFakeApi()
    client = await createClient({ url: api.url, token: api.token })
  })

  afterEach(() => api.close())

  describe('list', () => {
    it('shows a table with a row per group', async () => {
      api.groups.push(group(1, { name: 'Gardeners', autoApprovalEnabled: true, autoApprovalRate: 87, todayRequests: 4 }))
      api.groups.push(group(2, { name: 'Beekeepers', isActive: false }))
      const output = captureOutput()

      await listGroups({}, client)

      const [header, , first, second] = output.stdout().split('\n')
      expect(header).toMatch(/^ID\s+Name\s+Facebook group\s+Members\s+Auto-approval\s+Active\s+Today's requests$/)
      expect(first).toMatch(/^1\s+Gardeners\s+group1\s+1,200\s+On · 87% approved\s+Yes\s+4$/)
      expect(second).toMatch(/^2\s+Beekeepers\s+group2\s+1,200\s+Off\s+No\s+0$/)
    })

    it('fetches every page and prints them all as JSON', async () => {
      for (let id = 1; id <= 130; id += 1) api.groups.push(group(id))
      const output = captureOutput({ json: true })

      await listGroups({}, client)

      const printed = JSON.parse(output.stdout()) as { data: { id: number }[]; total: number }
      expect(printed.total).toBe(130)
      expect(printed.data.map((each) => each.id)).toEqual(api.groups.map((each) => each.id))
      expect(api.received.filter((request) => request.path === '/api/groups').map((request) => request.query.get('range'))).toEqual([
        '[0,99]',
        '[100,199]',
      ])
    })

    it('sends the search as the name filter', async () => {
      api.groups.push(group(1, { name: 'Gardeners' }), group(2, { name: 'Beekeepers' }))
      const output = captureOutput({ json: true })

      await listGroups({ search: 'bee' }, client)

      expect(JSON.parse(output.stdout())).toMatchObject({ data: [{ name: 'Beekeepers' }], total: 1 })
      expect(api.received[0]?.query.get('filter')).toBe('{"q":"bee"}')
    })

    it('explains how to connect the first group', async () => {
      const output = captureOutput()

      await listGroups({}, client)

      expect(output.stdout()).toContain('No Facebook groups connected yet.')
      expect(output.stdout()).toContain('joinflow groups add <url>')
    })
  })

  describe('add', () => {
    it('connects the group and shows the spec texts', async () => {
      const output = captureOutput()

      const added = await addGroup({ url: 'https://www.facebook.com/groups/tomato-growers' }, client)

      expect(added).toMatchObject({ facebookGroupId: 'tomato-growers', name: 'tomato growers', memberCount: 0 })
      expect(output.stdout()).toContain('Group Added')
      expect(output.stdout()).toContain('Facebook group has been connected successfully.')
      expect(output.stdout()).toContain(`joinflow rules set ${added.id} --enabled`)
      expect(api.received[0]?.body).toEqual({ url: 'https://www.facebook.com/groups/tomato-growers' })
    })

    it('sends the name and description given', async () => {
      captureOutput({ json: true })

      await addGroup({ url: 'facebook.com/groups/123', name: 'Tomatoes', description: 'Red ones' }, client)

      expect(api.received[0]?.body).toEqual({ url: 'facebook.com/groups/123', name: 'Tomatoes', description: 'Red ones' })
    })

    it('passes on the conflict for a group already connected', async () => {
      captureOutput()
      await addGroup({ url: 'facebook.com/groups/123' }, client)

      const error = await addGroup({ url: 'https://facebook.com/groups/123' }, client).catch((caught: unknown) => caught)

      expect(error).toBeInstanceOf(ConflictError)
      expect((error as ConflictError).message).toBe('This Facebook group is already connected to your account.')
    })

    it('passes on the spec message for an invalid URL', async () => {
      captureOutput()

      await expect(addGroup({ url: 'https://example.com/groups/x' }, client)).rejects.toThrow(
        'Please enter a valid Facebook group URL (e.g., facebook.com/groups/groupname)',
      )
      await expect(addGroup({ url: ' ' }, client)).rejects.toBeInstanceOf(UnprocessableEntityError)
    })
  })

  describe('rm', () => {
    it('disconnects without asking when already confirmed', async () => {
      api.groups.push(group(3))
      const output = captureOutput()

      await expect(removeGroup({ id: 3 }, client)).resolves.toEqual({ id: 3, removed: true })

      expect(api.groups).toEqual([])
      expect(output.stdout()).toContain('Facebook group disconnected successfully.')
    })

    it('asks with the group name and keeps the group when the answer is no', async () => {
      api.groups.push(group(3, { name: 'Gardeners' }))
      const output = captureOutput()
      const asked: string[] = []

      const result = await removeGroup(
        {
          id: 3,
          confirm: async (found) => {
            asked.push(found.name)
            return false
          },
        },
        client,
      )

      expect(result).toEqual({ id: 3, removed: false })
      expect(asked).toEqual(['Gardeners'])
      expect(api.groups).toHaveLength(1)
      expect(output.stdout()).toContain('Kept "Gardeners" connected.')
    })

    it('disconnects once the answer is yes', async () => {
      api.groups.push(group(3))
      captureOutput({ json: true })

      await expect(removeGroup({ id: 3, confirm: async () => true }, client)).resolves.toEqual({ id: 3, removed: true })
      expect(api.groups).toEqual([])
    })

    it('passes on 404 for a group that is not connected', async () => {
      captureOutput()

      await expect(removeGroup({ id: 99 }, client)).rejects.toBeInstanceOf(NotFoundError)
    })
  })
})
