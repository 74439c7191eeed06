import { PermissionDeniedError, type JoinFlowClient } from '@joinflow/sdk'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient } from '../../src/connection.js'
import { listUsers } from '../../src/services/admin/list.js'
import { setUserRole } from '../../src/services/admin/role.js'
import { setUserActive } from '../../src/services/admin/status.js'
import { editPlan } from '../../src/services/plans/edit.js'
import { listPlans } from '../../src/services/plans/list.js'
import { adminUser, plan, startFakeAdminApi, type FakeAdminApi } from '../support/fake_admin_api.js'
import { captureOutput } from '../support/output.js'

describe('admin users and plans', () => {
  let api: FakeAdminApi
  let client: JoinFlowClient

  async function start(superAdmin = true) {
    api = await startFakeAdminApi({ superAdmin })
    client = await createClient({ url: api.url, token: api.token })
  }

  afterEach(() => api.close())

  it('lists users with super admins badged', async () => {
    await start()
    api.users.push(
      adminUser(1, { email: 'founder@example.com', role: 'super_admin', isSuperAdmin: true }),
      adminUser(2, { isActive: false, planType: 'silver' }),
    )
    const output = captureOutput()

    await listUsers(client)

    const [header, , first, second] = output.stdout().split('\n')
    expect(header).toMatch(/^ID\s+Email\s+Name\s+Role\s+Active\s+Plan$/)
    expect(first).toMatch(/^1\s+founder@example.com\s+Uma User1\s+SUPER ADMIN\s+Yes\s+—$/)
    expect(second).toMatch(/^2\s+user2@example.com\s+Uma User2\s+user\s+No\s+silver$/)
  })

  it('gives a role with its permissions and switches a user off and on', async () => {
    await start()
    api.users.push(adminUser(2))
    const output = captureOutput()

    await setUserRole({ id: 2, role: 'admin' }, client)
    await setUserActive({ id: 2, isActive: false }, client)
    await setUserActive({ id: 2, isActive: true }, client)

    expect(api.received.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PUT', '/api/admin/users/2/role', { role: 'admin', permissions: ['manage_pricing', 'manage_content'] }],
      ['PUT', '/api/admin/users/2/status', { isActive: false }],
      ['PUT', '/api/admin/users/2/status', { isActive: true }],
    ])
    expect(output.stdout()).toContain('user2@example.com is now an admin.')
    expect(output.stdout()).toContain('Permissions: manage_pricing, manage_content.')
    expect(output.stdout()).toContain('user2@example.com is deactivated.')
  })

  it('passes on the server’s refusal to an owner', async () => {
    await start(false)
    captureOutput()
    await expect(listUsers(client)).rejects.toBeInstanceOf(PermissionDeniedError)
  })

  it('lists plans and edits only the fields given', async () => {
    await start()
    api.plans.push(plan(5, { planType: 'silver', title: 'Silver', price: '$29', groupLimit: 3 }), plan(6, { billingPeriod: 'one_time', groupLimit: null, isPopular: true }))
    const output = captureOutput()

    await listPlans(client)
    const lines = output.stdout().split('\n')
    expect(lines[0]).toMatch(/^ID\s+Plan type\s+Title\s+Price\s+Billing\s+Groups\s+Popular$/)
    expect(lines[2]).toMatch(/^5\s+silver\s+Silver\s+\$29\s+monthly\s+3\s*$/)
    expect(lines[3]).toMatch(/^6\s+plan-6\s+Plan 6\s+\$20\s+one-time\s+unlimited\s+Yes$/)

    const json = captureOutput({ json: true })
    const edited = await editPlan({ id: 5, changes: { title: 'Silver Plus', price: '31' } }, client)
    expect(edited).toMatchObject({ title: 'Silver Plus', price: '$31' })
    expect(api.received.at(-1)?.body).toEqual({ title: 'Silver Plus', price: '31' })
    expect(JSON.parse(json.stdout())).toMatchObject({ id: 5, title: 'Silver Plus' })
  })
})
