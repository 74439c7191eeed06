import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#models/user'
import Subscription from '#models/subscription'
import { makeUser } from '#tests/helpers/users'
import { abilitiesFor } from '#services/tokens/token_abilities'

const emails = (response: { body(): Array<{ email: string }> }) => response.body().map((user) => user.email)

test.group('Admin / users', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a super admin lists every account with its role, status and plan, the simple-rest way', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin', email: 'root@example.test' })
    const owner = await makeUser({ email: 'grace@example.test' })
    await Subscription.create({ userId: owner.id, planType: 'silver', status: 'active', trialEndsAt: null, currentPeriodEnd: null, orderId: null })
    const response = await client.get('/api/admin/users').qs({ sort: '["email","ASC"]', range: '[0,9]' }).loginAs(admin)
    response.assertStatus(200)
    response.assertHeader('content-range', 'users 0-1/2')
    const [first, second] = response.body()
    assert.deepEqual(Object.keys(first).sort(), [
      'createdAt',
      'email',
      'firstName',
      'id',
      'isActive',
      'isSuperAdmin',
      'lastName',
      'permissions',
      'planType',
      'role',
      'subscriptionStatus',
    ])
    assert.deepInclude(first, { email: 'grace@example.test', role: 'user', isSuperAdmin: false, planType: 'silver', subscriptionStatus: 'active', permissions: [] })
    assert.deepInclude(second, { email: 'root@example.test', role: 'super_admin', isSuperAdmin: true, planType: 'trial', subscriptionStatus: 'trialing' })
  })

  test('filter q matches the email or the name', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const match = await makeUser({ email: 'someone@example.test' })
    await User.query().where('id', match.id).update({ firstName: 'Katherine', lastName: 'Johnson' })
    await makeUser({ email: 'other@example.test' })
    for (const q of ['SOMEONE@', 'katherine j', 'johnson']) {
      const response = await client.get('/api/admin/users').qs({ filter: JSON.stringify({ q }) }).loginAs(admin)
      assert.deepEqual(response.body().map((user: User) => user.id), [match.id], q)
    }
    const badSort = await client.get('/api/admin/users').qs({ sort: '["password","ASC"]' }).loginAs(admin)
    badSort.assertStatus(422)
  })

  test('owners get 403 and nobody signed in gets 401 on every admin route', async ({ client }) => {
    const owner = await makeUser()
    const target = await makeUser()
    const admin = await makeUser({ role: 'admin', permissions: ['manage_pricing', 'manage_content'] })
    const calls = [
      () => client.get('/api/admin/users'),
      () => client.get(`/api/admin/users/${target.id}`),
      () => client.put(`/api/admin/users/${target.id}`).json({ isActive: false }).withCsrfToken(),
      () => client.put(`/api/admin/users/${target.id}/role`).json({ role: 'admin' }).withCsrfToken(),
      () => client.put(`/api/admin/users/${target.id}/status`).json({ isActive: false }).withCsrfToken(),
      () => client.get('/api/admin/stats'),
      () => client.get('/api/admin/analytics'),
    ]
    for (const call of calls) {
      ;(await call()).assertStatus(401)
      ;(await call().loginAs(owner)).assertStatus(403)
      ;(await call().loginAs(admin)).assertStatus(403)
    }
  })

  test('admin sets manage_pricing and manage_content; user clears them', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const target = await makeUser({ emailVerified: true })
    const promoted = await client.put(`/api/admin/users/${target.id}/role`).json({ role: 'admin' }).loginAs(admin).withCsrfToken()
    promoted.assertStatus(200)
    promoted.assertBodyContains({ id: target.id, role: 'admin', permissions: ['manage_pricing', 'manage_content'] })
    const pricingOnly = await client
      .put(`/api/admin/users/${target.id}/role`)
      .json({ role: 'admin', permissions: ['manage_pricing'] })
      .loginAs(admin)
      .withCsrfToken()
    assert.deepEqual(pricingOnly.body().permissions, ['manage_pricing'])
    const demoted = await client
      .put(`/api/admin/users/${target.id}/role`)
      .json({ role: 'user', permissions: ['manage_pricing'] })
      .loginAs(admin)
      .withCsrfToken()
    demoted.assertBodyContains({ role: 'user', permissions: [] })
    await target.refresh()
    assert.deepEqual(target.permissions, [])
  })

  test('super_admin is never assignable, and unknown roles or permissions are 422s', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const target = await makeUser()
    const cases = [
      [{ role: 'super_admin' }, 'role', 'The super admin role cannot be assigned.'],
      [{ role: 'owner' }, 'role', 'Choose a role: user or admin.'],
      [{}, 'role', 'Choose a role: user or admin.'],
      [{ role: 'admin', permissions: ['manage_users'] }, 'permissions.0', 'Permissions are a list of manage_pricing and manage_content.'],
    ] as const
    for (const [body, field, message] of cases) {
      const response = await client.put(`/api/admin/users/${target.id}/role`).json(body).loginAs(admin).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field, message }] })
    }
  })

  test('a super admin\'s role and status cannot be changed, nor your own status', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const other = await makeUser({ role: 'super_admin' })
    const role = await client.put(`/api/admin/users/${other.id}/role`).json({ role: 'user' }).loginAs(admin).withCsrfToken()
    role.assertStatus(403)
    role.assertBody({ message: "A super admin's role cannot be changed.", code: 'E_PROTECTED_ACCOUNT' })
    const status = await client.put(`/api/admin/users/${other.id}/status`).json({ isActive: false }).loginAs(admin).withCsrfToken()
    status.assertStatus(403)
    status.assertBody({ message: "A super admin's status cannot be changed.", code: 'E_PROTECTED_ACCOUNT' })
    const own = await client.put(`/api/admin/users/${admin.id}/status`).json({ isActive: false }).loginAs(admin).withCsrfToken()
    own.assertStatus(403)
    await other.refresh()
    assert.isTrue(other.isActive)
    assert.equal(other.role, 'super_admin')
  })

  test('deactivating signs the account out everywhere; activating lets it back in', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const target = await makeUser()
    const token = await User.accessTokens.create(target, abilitiesFor('full'))
    const bearer = token.value!.release()
    ;(await client.get('/api/groups').bearerToken(bearer)).assertStatus(200)

    const response = await client.put(`/api/admin/users/${target.id}/status`).json({ isActive: false }).loginAs(admin).withCsrfToken()
    response.assertStatus(200)
    response.assertBodyContains({ id: target.id, isActive: false })

    ;(await client.get('/api/groups').bearerToken(bearer)).assertStatus(401)
    const [{ total }] = await db.from('auth_access_tokens').where('tokenable_id', target.id).count('* as total')
    assert.equal(Number(total), 0)
    const session = await client.get('/api/groups').loginAs(target)
    session.assertStatus(403)
    session.assertBodyContains({ code: 'E_ACCOUNT_DEACTIVATED' })
    const signIn = await client.post('/api/auth/login').json({ email: target.email, password: 'password123' }).withCsrfToken()
    signIn.assertStatus(403)

    const back = await client.put(`/api/admin/users/${target.id}/status`).json({ isActive: true }).loginAs(admin).withCsrfToken()
    back.assertBodyContains({ isActive: true })
    ;(await client.get('/api/groups').loginAs(target)).assertStatus(200)
  })

  test('isActive must be a boolean; an unknown user is a 404', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const target = await makeUser()
    const bad = await client.put(`/api/admin/users/${target.id}/status`).json({ isActive: 'nope' }).loginAs(admin).withCsrfToken()
    bad.assertStatus(422)
    bad.assertBodyContains({ errors: [{ field: 'isActive', message: 'isActive must be true or false.' }] })
    const missing = await client.put('/api/admin/users/999999/status').json({ isActive: false }).loginAs(admin).withCsrfToken()
    missing.assertStatus(404)
  })

  test('lists the newest accounts first and pages through the rest', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin', email: 'root@example.test' })
    for (const [email, daysAgo] of [['old@example.test', 30], ['middle@example.test', 10], ['new@example.test', 1]] as const) {
      const user = await makeUser({ email })
      await User.query().where('id', user.id).update({ createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
    }
    await User.query().where('id', admin.id).update({ createdAt: new Date(Date.now() - 60 * 86_400_000) })
    const first = await client.get('/api/admin/users').qs({ range: '[0,1]' }).loginAs(admin)
    first.assertHeader('content-range', 'users 0-1/4')
    assert.deepEqual(emails(first), ['new@example.test', 'middle@example.test'])
    const second = await client.get('/api/admin/users').qs({ range: '[2,3]' }).loginAs(admin)
    second.assertHeader('content-range', 'users 2-3/4')
    assert.deepEqual(emails(second), ['old@example.test', 'root@example.test'])
    const oldest = await client.get('/api/admin/users').qs({ sort: '["createdAt","ASC"]', range: '[0,0]' }).loginAs(admin)
    assert.deepEqual(emails(oldest), ['root@example.test'])
  })

  test('filters by role, plan, subscription status and active status, with the search', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin', email: 'root@example.test' })
    await makeUser({ role: 'admin', email: 'helper@example.test', permissions: ['manage_content'] })
    const silver = await makeUser({ email: 'silver@example.test' })
    await Subscription.create({ userId: silver.id, planType: 'silver', status: 'active', trialEndsAt: null, currentPeriodEnd: null, orderId: null })
    const lapsed = await makeUser({ email: 'lapsed@example.test', isActive: false })
    await Subscription.create({
      userId: lapsed.id,
      planType: 'trial',
      status: 'trialing',
      trialEndsAt: DateTime.now().minus({ days: 1 }),
      currentPeriodEnd: null,
      orderId: null,
    })
    // No subscription row: the trial it had from its creation, long over.
    const early = await makeUser({ email: 'early@example.test' })
    await User.query().where('id', early.id).update({ createdAt: new Date(Date.now() - 30 * 86_400_000) })

    const list = async (filter: Record<string, unknown>) =>
      emails(await client.get('/api/admin/users').qs({ filter: JSON.stringify(filter), sort: '["email","ASC"]' }).loginAs(admin))
    assert.deepEqual(await list({ role: 'admin' }), ['helper@example.test'])
    assert.deepEqual(await list({ role: 'super_admin' }), ['root@example.test'])
    assert.deepEqual(await list({ plan: 'silver' }), ['silver@example.test'])
    assert.deepEqual(await list({ plan: 'trial' }), ['early@example.test', 'helper@example.test', 'lapsed@example.test', 'root@example.test'])
    assert.deepEqual(await list({ status: 'expired' }), ['early@example.test', 'lapsed@example.test'])
    assert.deepEqual(await list({ status: 'active' }), ['silver@example.test'])
    assert.deepEqual(await list({ isActive: false }), ['lapsed@example.test'])
    assert.deepEqual(await list({ status: 'expired', isActive: true, q: 'EARLY' }), ['early@example.test'])
    const shown = (await client.get(`/api/admin/users/${early.id}`).loginAs(admin)).body()
    assert.deepInclude(shown, { email: 'early@example.test', planType: 'trial', subscriptionStatus: 'expired' })
  })

  test('counts a plan and status filter the same whether it needs the accounts or not', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin', email: 'root@example.test' })
    const subscribe = async (email: string, status: Subscription['status'], periodEnd: DateTime | null, isActive = true) => {
      const user = await makeUser({ email, isActive })
      await Subscription.create({ userId: user.id, planType: 'silver', status, trialEndsAt: null, currentPeriodEnd: periodEnd, orderId: null })
    }
    await subscribe('paying@example.test', 'active', DateTime.now().plus({ days: 20 }))
    await subscribe('leaving@example.test', 'canceled', DateTime.now().plus({ days: 3 }))
    await subscribe('gone@example.test', 'canceled', DateTime.now().minus({ days: 1 }))
    await subscribe('unpaid@example.test', 'past_due', DateTime.now().minus({ days: 2 }), false)
    await subscribe('blocked@example.test', 'active', null, false)

    const page = async (filter: Record<string, unknown>) => {
      const response = await client.get('/api/admin/users').qs({ filter: JSON.stringify(filter), sort: '["email","ASC"]' }).loginAs(admin)
      response.assertStatus(200)
      return { emails: emails(response), range: response.header('content-range') }
    }
    // Only stored-subscription filters: counted from the subscriptions alone.
    const active = await page({ plan: 'silver', status: 'active' })
    assert.deepEqual(active.emails, ['blocked@example.test', 'leaving@example.test', 'paying@example.test'])
    assert.equal(active.range, 'users 0-2/3')
    assert.deepEqual(await page({ status: 'canceled' }), { emails: ['gone@example.test'], range: 'users 0-0/1' })
    assert.deepEqual(await page({ plan: 'silver', status: 'past_due' }), { emails: ['unpaid@example.test'], range: 'users 0-0/1' })
    assert.deepEqual((await page({ plan: 'silver' })).range, 'users 0-4/5')
    // With a filter on the account as well: counted over the joined rows, the same way.
    assert.deepEqual(await page({ plan: 'silver', status: 'active', isActive: true }), {
      emails: ['leaving@example.test', 'paying@example.test'],
      range: 'users 0-1/2',
    })
    assert.deepEqual(await page({ status: 'active', q: 'pay' }), { emails: ['paying@example.test'], range: 'users 0-0/1' })
    // Only account filters: counted from the accounts alone.
    assert.deepEqual(await page({ isActive: false }), { emails: ['blocked@example.test', 'unpaid@example.test'], range: 'users 0-1/2' })
    assert.equal((await page({})).range, 'users 0-5/6')
    // A trial's statuses include accounts without a subscription row.
    assert.deepEqual(await page({ status: 'trialing' }), { emails: ['root@example.test'], range: 'users 0-0/1' })
  })

  test('refuses filters and sorts the list does not know', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const cases = [
      [{ filter: '{"password":"x"}' }, 'filter', 'This list cannot be filtered by "password". It can be filtered by q, id, role, plan, status, isActive.'],
      [{ filter: '{"role":"owner"}' }, 'filter.role', 'The role filter is user, admin or super_admin.'],
      [{ filter: '{"status":"paused"}' }, 'filter.status', 'The status filter is trialing, active, past_due, expired or canceled.'],
      [{ filter: '{"isActive":"maybe"}' }, 'filter.isActive', 'The isActive filter is true or false.'],
      [{ filter: '[1]' }, 'filter', 'The filter parameter must be a JSON object.'],
      [{ sort: '["permissions","ASC"]' }, 'sort', 'Lists cannot be sorted by "permissions".'],
    ] as const
    for (const [query, field, message] of cases) {
      const response = await client.get('/api/admin/users').qs(query).loginAs(admin)
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field, message }] })
    }
  })

  test('the resource edit changes role and active status together, as react-admin sends the record', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const target = await makeUser({ emailVerified: true })
    const token = await User.accessTokens.create(target)
    const record = (await client.get(`/api/admin/users/${target.id}`).loginAs(admin)).body()

    const response = await client
      .put(`/api/admin/users/${target.id}`)
      .json({ ...record, role: 'admin', isActive: false })
      .loginAs(admin)
      .withCsrfToken()
    response.assertStatus(200)
    response.assertBodyContains({ id: target.id, role: 'admin', permissions: ['manage_pricing', 'manage_content'], isActive: false })
    ;(await client.get('/api/groups').bearerToken(token.value!.release())).assertStatus(401)

    const back = await client
      .put(`/api/admin/users/${target.id}`)
      .json({ ...response.body(), role: 'user', isActive: true })
      .loginAs(admin)
      .withCsrfToken()
    back.assertBodyContains({ role: 'user', permissions: [], isActive: true })
    await target.refresh()
    assert.deepInclude(target.serialize(), { role: 'user', isActive: true, permissions: [] })
  })

  test('a super admin saved back unchanged is no change; changing one is refused', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const other = await makeUser({ role: 'super_admin' })
    const record = (await client.get(`/api/admin/users/${other.id}`).loginAs(admin)).body()
    const same = await client.put(`/api/admin/users/${other.id}`).json(record).loginAs(admin).withCsrfToken()
    same.assertStatus(200)
    same.assertBodyContains({ role: 'super_admin', isActive: true })
    const demoted = await client.put(`/api/admin/users/${other.id}`).json({ ...record, role: 'user' }).loginAs(admin).withCsrfToken()
    demoted.assertStatus(403)
    demoted.assertBody({ message: "A super admin's role cannot be changed.", code: 'E_PROTECTED_ACCOUNT' })
    const own = await client.put(`/api/admin/users/${admin.id}`).json({ isActive: false }).loginAs(admin).withCsrfToken()
    own.assertStatus(403)

    const target = await makeUser()
    const promoted = await client.put(`/api/admin/users/${target.id}`).json({ role: 'super_admin' }).loginAs(admin).withCsrfToken()
    promoted.assertStatus(422)
    promoted.assertBodyContains({ errors: [{ field: 'role', message: 'The super admin role cannot be assigned.' }] })
    ;(await client.get('/api/admin/users/999999').loginAs(admin)).assertStatus(404)
  })

  test('the search, the newest-first order and the plan filter have their indexes', async ({ assert }) => {
    const { rows } = await db.rawQuery(
      `SELECT indexname FROM pg_indexes WHERE tablename IN ('users', 'subscriptions') ORDER BY indexname`
    )
    const names = rows.map((row: { indexname: string }) => row.indexname)
    for (const index of [
      'users_created_at_index',
      'users_email_trigram_index',
      'users_name_trigram_index',
      'subscriptions_plan_type_status_index',
    ]) {
      assert.include(names, index)
    }
    // With the table read only through indexes, a search is answered by the trigram indexes.
    await db.rawQuery('SET LOCAL enable_seqscan = off')
    const plan = await db.rawQuery(
      `EXPLAIN SELECT id FROM users WHERE email ILIKE '%kamau%' OR (coalesce(first_name, '') || ' ' || coalesce(last_name, '')) ILIKE '%kamau%'`
    )
    const text = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')
    assert.include(text, 'users_email_trigram_index')
    assert.include(text, 'users_name_trigram_index')
  })
})
