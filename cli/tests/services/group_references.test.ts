import type { JoinFlowClient } from '@joinflow/sdk'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createClient } from '../../src/connection.js'
import { ExitCode } from '../../src/errors.js'
import { groupIdOf, groupIdsOf } from '../../src/services/groups/resolve.js'
import { joinflow } from '../support/binary.js'
import { startFakeApi, type FakeApi } from '../support/fake_api.js'
import { group, memberRequest } from '../support/records.js'
import { useTempDir } from '../support/temp_dir.js'

describe('groups named by ID, Facebook address or slug', () => {
  const tempDir = useTempDir()
  let api: FakeApi
  let client: JoinFlowClient

  beforeEach(async () => {
    api = await startFakeApi()
    client = await createClient({ url: api.url, token: api.token })
    api.groups.push(
      group(1, { name: 'Tomato Growers', facebookGroupId: 'tomato-growers' }),
      group(2, { name: 'Beekeepers', facebookGroupId: '123456789012345' }),
    )
  })

  afterEach(() => api.close())

  const groupLists = () => api.received.filter((request) => request.method === 'GET' && request.path === '/api/groups').length

  it('reads a JoinFlow ID as it is, and looks the others up in one listing', async () => {
    expect(await groupIdOf(client, '7')).toBe(7)
    expect(groupLists()).toBe(0)

    const ids = await groupIdsOf(client, [
      'tomato-growers',
      'https://www.facebook.com/groups/123456789012345/',
      '123456789012345',
      ' 2 ',
    ])
    expect(ids).toEqual([1, 2, 2, 2])
    expect(groupLists()).toBe(1)
  })

  it('fails with the not-found exit code for a group that is not connected', async () => {
    await expect(groupIdOf(client, 'facebook.com/groups/nobody')).rejects.toMatchObject({
      message: 'No connected group is facebook.com/groups/nobody.',
      exitCode: ExitCode.NotFound,
    })
  })

  it('takes a slug or address in the commands that name a group', async () => {
    api.requests.push(memberRequest(1, { groupId: 1 }), memberRequest(2, { groupId: 2 }))
    const env = { JOINFLOW_CONFIG: join(await tempDir(), 'config.json'), JOINFLOW_URL: api.url, JOINFLOW_TOKEN: api.token }

    const rules = await joinflow(['rules', 'get', 'tomato-growers', '--json'], env)
    expect(rules.code, rules.stderr).toBe(0)
    expect(api.received.some((request) => request.path === '/api/groups/1/auto-approval')).toBe(true)

    const welcome = await joinflow(['welcome', 'get', 'https://www.facebook.com/groups/123456789012345', '--json'], env)
    expect(welcome.code, welcome.stderr).toBe(0)
    expect(api.received.some((request) => request.path === '/api/groups/2/welcome-message')).toBe(true)

    const listed = await joinflow(['requests', 'list', '--group', 'tomato-growers', '--json'], env)
    expect(listed.code, listed.stderr).toBe(0)
    expect(JSON.parse(listed.stdout).data.map((request: { id: number }) => request.id)).toEqual([1])

    const unknown = await joinflow(['groups', 'rm', 'nobody-here', '--yes'], env)
    expect(unknown.code).toBe(ExitCode.NotFound)
    expect(unknown.stderr).toContain('No connected group is nobody-here.')

    const removed = await joinflow(['groups', 'rm', 'tomato-growers', '--yes', '--json'], env)
    expect(removed.code, removed.stderr).toBe(0)
    expect(api.groups.map(({ id }) => id)).toEqual([2])
  })
})
