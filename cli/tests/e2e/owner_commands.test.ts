import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { joinflow, joinflowOnTerminal } from '../support/binary.js'
import { startFakeApi, type FakeApi } from '../support/fake_api.js'
import { memberRequest } from '../support/records.js'
import { useTempDir } from '../support/temp_dir.js'

describe('joinflow groups, rules, welcome, templates and requests', () => {
  const tempDir = useTempDir()
  let api: FakeApi
  let env: NodeJS.ProcessEnv

  beforeEach(async () => {
    api = await startFakeApi()
    env = { JOINFLOW_CONFIG: join(await tempDir(), 'config.json'), JOINFLOW_URL: api.url, JOINFLOW_TOKEN: api.token }
  })

  afterEach(() => api.close())

  it('adds a group and lists it as JSON', async () => {
    const added = await joinflow(['groups', 'add', 'https://www.facebook.com/groups/123456789', '--name', 'Tomato growers', '--json'], env)
    expect(added).toMatchObject({ code: 0, stderr: '' })
    const group = JSON.parse(added.stdout) as { id: number }
    expect(group).toMatchObject({ facebookGroupId: '123456789', name: 'Tomato growers', memberCount: 0, isActive: true })

    const listed = await joinflow(['groups', 'list', '--json'], env)
    expect(listed.code).toBe(0)
    expect(JSON.parse(listed.stdout)).toEqual({ data: [expect.objectContaining({ id: group.id, name: 'Tomato growers' })], total: 1 })

    const again = await joinflow(['groups', 'add', 'facebook.com/groups/123456789'], env)
    expect(again.code).toBe(5)
    expect(again.stderr).toContain('This Facebook group is already connected to your account.')
  })

  it('sets rules and reads them back as JSON', async () => {
    await joinflow(['groups', 'add', 'facebook.com/groups/gardeners', '--json'], env)

    const set = await joinflow(
      ['rules', 'set', '1', '--enabled', '--require-email', '--blocked-keywords', 'crypto, forex', '--max-per-hour', '30'],
      env,
    )
    expect(set.code).toBe(0)
    expect(set.stdout).toContain('Saved the auto-approval settings of group 1.')

    const off = await joinflow(['rules', 'set', '1', '--no-require-email', '--json'], env)
    expect(off.code).toBe(0)

    const get = await joinflow(['rules', 'get', '1', '--json'], env)
    expect(get.code).toBe(0)
    expect(JSON.parse(get.stdout)).toMatchObject({
      enabled: true,
      requireEmail: false,
      blockedKeywords: ['crypto', 'forex'],
      maxApprovalsPerHour: 30,
    })
  })

  it('previews rules with counts and a table of decisions', async () => {
    await joinflow(['groups', 'add', 'facebook.com/groups/gardeners', '--json'], env)
    api.requests.push(memberRequest(1, { name: 'Crypto King' }), memberRequest(2, { name: 'Grace' }))

    const preview = await joinflow(['rules', 'preview', '1', '--enabled', '--blocked-keywords', 'crypto'], env)

    expect(preview.code).toBe(0)
    expect(preview.stdout).toMatch(/Approve\s+1/)
    expect(preview.stdout).toMatch(/1\s+Crypto King\s+Decline\s+Pending Review/)
    expect(api.rules.get(1)).toBeUndefined()
  })

  it('sets the welcome message and its variants', async () => {
    await joinflow(['groups', 'add', 'facebook.com/groups/gardeners', '--json'], env)

    const set = await joinflow(
      ['welcome', 'set', '1', '--enabled', '--message', 'Welcome, {name}!', '--variant', 'Hi {name}!', '--variant', 'Hello {name}!', '--json'],
      env,
    )
    expect(set.code).toBe(0)
    expect(JSON.parse(set.stdout)).toMatchObject({ enabled: true, message: 'Welcome, {name}!', variants: ['Hi {name}!', 'Hello {name}!'] })

    const cleared = await joinflow(['welcome', 'set', '1', '--no-variant', '--json'], env)
    expect(JSON.parse(cleared.stdout)).toMatchObject({ enabled: true, variants: [] })
  })

  it('creates, approves and lists a template', async () => {
    const added = await joinflow(['templates', 'add', '--name', 'Warm welcome', '--text', 'Hi {first-name}!', '--category', 'welcome'], env)
    expect(added.code).toBe(0)
    expect(added.stdout).toContain('Pending Approval')

    // Off a terminal the approval names the version reviewed; an edit since then is refused.
    const unnamed = await joinflow(['templates', 'approve', '1'], env)
    expect(unnamed.code).toBe(2)
    expect(unnamed.stderr).toContain('Missing --reviewed-version.')
    expect((await joinflow(['templates', 'edit', '1', '--text', 'Hello {first-name}!'], env)).code).toBe(0)
    const stale = await joinflow(['templates', 'approve', '1', '--reviewed-version', '1'], env)
    expect(stale.code).not.toBe(0)
    expect(stale.stderr).toContain('it is now version 2')
    expect((await joinflow(['templates', 'approve', '1', '--reviewed-version', '2'], env)).code).toBe(0)

    const listed = await joinflow(['templates', 'list'], env)
    expect(listed.stdout).toMatch(/^1\s+Warm welcome\s+welcome\s+Approved\s+2\s+Yes\s+0$/m)
  })

  it('exports requests to a CSV file without drawing progress off a terminal', async () => {
    api.requests.push(memberRequest(1, { name: 'Ada', status: 'approved' }), memberRequest(2, { name: 'Grace' }))
    const path = join(await tempDir(), 'requests.csv')

    const result = await joinflow(['requests', 'export', '--status', 'approved', '-o', path, '--json'], env)

    expect(result).toMatchObject({ code: 0, stderr: '' })
    const csv = await readFile(path, 'utf8')
    expect(csv.split('\r\n')).toEqual([
      'date,group,name,email,phone,status,decision,reasons,profile URL',
      expect.stringContaining(',Gardeners,Ada,member1@example.com,,approved,'),
      '',
    ])
    expect(JSON.parse(result.stdout)).toEqual({ path, rows: 1, bytes: (await stat(path)).size })
  })

  it('shows a progress bar while exporting on a terminal', async () => {
    for (let id = 1; id <= 50; id += 1) api.requests.push(memberRequest(id))
    const path = join(await tempDir(), 'requests.csv')

    const result = await joinflowOnTerminal(['requests', 'export', '-o', path], env, [])

    expect(result.code).toBe(0)
    expect(result.screen).toContain('Exporting member requests')
    expect(result.screen).toContain('/ 50 rows')
    expect(result.screen).toContain(`Exported 50 member requests to ${path}.`)
  })

  it('approves and declines requests by ID', async () => {
    api.requests.push(memberRequest(1), memberRequest(2), memberRequest(3))

    const unconfirmed = await joinflow(['requests', 'approve', '1', '2'], env)
    expect(unconfirmed.code).toBe(2)
    expect(unconfirmed.stderr).toContain('Missing --yes.')
    const approved = await joinflow(['requests', 'approve', '1', '2', '--yes', '--json'], env)
    expect(JSON.parse(approved.stdout)).toMatchObject({ updated: 2, ids: [1, 2], target: { account: 'ada@example.com', server: api.url } })

    const declined = await joinflow(['requests', 'decline', '3', '--reason', 'Spam profile'], env)
    expect(declined.stdout).toContain('Declined 1 request.')

    const listed = await joinflow(['requests', 'list', '--status', 'approved', '--json'], env)
    expect((JSON.parse(listed.stdout) as { total: number }).total).toBe(2)
  })

  it.each([
    [['templates', 'add', '--name', 'Warm welcome'], 'Missing --text.'],
    [['templates', 'add', '--text', 'Hi'], 'Missing --name.'],
    [['groups', 'rm', '1'], 'Missing --yes.'],
    [['requests', 'export', '--status', 'pending'], 'Missing --output.'],
    [['rules', 'set', '1'], 'Nothing to change: give at least one setting.'],
  ])('exits 2 naming what is missing instead of prompting without a terminal: %j', async (args, message) => {
    const result = await joinflow(args, env)

    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain(message)
    expect(api.received.filter((request) => request.method !== 'GET')).toEqual([])
  })

  it('reports a malformed flag as a usage error', async () => {
    const status = await joinflow(['requests', 'list', '--status', 'maybe'], env)
    expect(status.code).toBe(2)
    expect(status.stderr).toContain(
      "Option '--status <status>' argument 'maybe' is invalid. Allowed choices are pending, approved, declined.",
    )

    const date = await joinflow(['requests', 'list', '--from', 'last week'], env)
    expect(date.code).toBe(2)
    expect(date.stderr).toContain('Expected a date such as 2025-03-01.')
  })

  it('disconnects a group with --yes, and asks first on a terminal', async () => {
    await joinflow(['groups', 'add', 'facebook.com/groups/gardeners', '--json'], env)
    await joinflow(['groups', 'add', 'facebook.com/groups/beekeepers', '--json'], env)

    const removed = await joinflow(['groups', 'rm', '1', '--yes', '--json'], env)
    expect(JSON.parse(removed.stdout)).toMatchObject({ id: 1, removed: true, target: { account: 'ada@example.com' } })

    const asked = await joinflowOnTerminal(['groups', 'rm', '2'], env, [['Disconnect "beekeepers" (ID 2)', 'y']])
    expect(asked.code).toBe(0)
    expect(asked.screen).toContain('Facebook group disconnected successfully.')
    expect(api.groups).toEqual([])
  })

  it.each([
    ['groups'],
    ['groups list'],
    ['groups add'],
    ['groups rm'],
    ['rules'],
    ['rules get'],
    ['rules set'],
    ['rules preview'],
    ['welcome'],
    ['welcome get'],
    ['welcome set'],
    ['templates'],
    ['templates list'],
    ['templates add'],
    ['templates edit'],
    ['templates rm'],
    ['templates approve'],
    ['requests'],
    ['requests list'],
    ['requests approve'],
    ['requests decline'],
    ['requests export'],
  ])('shows examples in the help of `%s`', async (command) => {
    const result = await joinflow([...command.split(' '), '--help'], env)

    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Examples:\n  $ joinflow')
    expect(result.stdout).toContain('--json')
  })
})
