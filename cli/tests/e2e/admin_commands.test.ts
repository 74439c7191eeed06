import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { joinflow } from '../support/binary.js'
import { adminUser, plan, startFakeAdminApi, type FakeAdminApi } from '../support/fake_admin_api.js'
import { useTempDir } from '../support/temp_dir.js'

describe('joinflow admin users and plans', () => {
  const tempDir = useTempDir()
  let api: FakeAdminApi
  let env: NodeJS.ProcessEnv

  async function start(superAdmin = true) {
    api = await startFakeAdminApi({ superAdmin })
    env = { JOINFLOW_CONFIG: join(await tempDir(), 'config.json'), JOINFLOW_URL: api.url, JOINFLOW_TOKEN: api.token }
  }

  afterEach(() => api.close())

  describe('as a super admin', () => {
    beforeEach(() => start())

    it('lists users as JSON, makes one an admin and deactivates them', async () => {
      api.users.push(adminUser(1, { isSuperAdmin: true, role: 'super_admin' }), adminUser(2))

      const listed = await joinflow(['admin', 'users', 'list', '--json'], env)
      expect(listed.code).toBe(0)
      expect(JSON.parse(listed.stdout)).toMatchObject({ total: 2, data: [{ id: 1, isSuperAdmin: true }, { id: 2 }] })

      const role = await joinflow(['admin', 'users', 'role', '2', 'admin', '--json'], env)
      expect(role.code).toBe(0)
      expect(JSON.parse(role.stdout)).toMatchObject({ role: 'admin', permissions: ['manage_pricing', 'manage_content'] })

      const off = await joinflow(['admin', 'users', 'deactivate', '2'], env)
      expect(off.code).toBe(0)
      expect(off.stdout).toContain('user2@example.com is deactivated.')
      expect(api.users[1]?.isActive).toBe(false)
    })

    it('refuses super_admin as a role and an edit with nothing to change', async () => {
      const role = await joinflow(['admin', 'users', 'role', '2', 'super_admin'], env)
      expect(role.code).toBe(2)
      expect(role.stderr).toContain('Expected user or admin')

      const edit = await joinflow(['plans', 'edit', '5'], env)
      expect(edit.code).toBe(2)
      expect(edit.stderr).toContain('Nothing to change')
      expect(api.received).toHaveLength(0)
    })

    it('renames a plan and replaces its features', async () => {
      api.plans.push(plan(5, { title: 'Silver' }))
      const edited = await joinflow(
        ['plans', 'edit', '5', '--title', 'Silver Plus', '--price', '$31', '--feature', '3 groups', '--feature', 'Email support', '--popular', '--json'],
        env,
      )
      expect(edited.code).toBe(0)
      expect(api.received.at(-1)?.body).toEqual({
        title: 'Silver Plus',
        price: '$31',
        features: ['3 groups', 'Email support'],
        isPopular: true,
      })
      expect(JSON.parse(edited.stdout)).toMatchObject({ title: 'Silver Plus', price: '$31', isPopular: true })
    })
  })

  it('ends with the refused exit code when an owner tries', async () => {
    await start(false)
    const run = await joinflow(['admin', 'users', 'list'], env)
    expect(run.code).toBe(7)
    expect(run.stderr).toContain('Access denied')
  })
})
