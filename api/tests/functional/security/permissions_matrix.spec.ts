/*
 * Every /api route, called as nobody, as two owners, as an admin holding
 * manage_pricing and manage_content and as a super admin, always with the
 * OTHER owner's ids; then with each kind of API token (the extension's, a
 * read-only one, a full one, and a super admin's with and without admin
 * access). The table in route_access.ts declares each route's access, and
 * start/route_abilities.ts what it needs from a token; a route the router
 * serves without an entry in both fails, so a new route cannot ship
 * without someone deciding who may call it.
 */
import { isolatedTransaction } from '#tests/helpers/database'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import FacebookPage from '#services/groups/facebook_page'
import { allowPrivateNetwork, startLocalPlatform } from '#tests/helpers/local_platform'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import type User from '#models/user'
import { apiRoutes, call, makeWorld, type ApiRoute, type Method, type Owner, type World } from '#tests/helpers/security'
import { MATRIX, urlFor, validBody, type Access } from './route_access.js'
import { ROUTE_NEEDS } from '#start/route_abilities'
import { abilitiesFor, tokenMay } from '#services/tokens/token_abilities'

/** Everything the Chrome extension calls: its token may do these and nothing else. */
const EXTENSION_CALLS = new Set([
  'POST /api/extension/requests',
  'GET /api/extension/actions',
  'POST /api/extension/actions/:id/result',
  'POST /api/extension/health',
  'GET /api/extension/status',
  'GET /api/extension/summary',
  'POST /api/groups',
])

/** Posts that change nothing, so a read-only token may make them. */
const READS_BY_POST = new Set(['POST /api/groups/:id/auto-approval/preview', 'POST /api/billing/change-plan/preview'])

/** What no token may do, whatever it holds. */
const SESSION_ONLY = ['POST /api/tokens', 'POST /api/extension/connect', 'PUT /api/auth/password', 'POST /api/auth/verify-email/resend']

/**
 * A call that got through: not refused, not missing, no failure on our side
 * (a platform being out of reach, 502, is the platform's).
 */
function admitted(response: ApiResponse, access?: Access) {
  const status = response.status()
  if (access?.kind === 'public' && access.unlessUnconfigured && status === 404) {
    return response.body()?.code === 'E_PROVIDER_NOT_CONFIGURED'
  }
  return status !== 500 && status < 600 && ![401, 403, 404].includes(status) && response.body()?.code !== 'E_INTERNAL'
}

type Actor = 'nobody' | 'ownerA' | 'admin' | 'superAdmin'

function expectedFor(access: Access, actor: Actor): 'admitted' | number {
  if (access.kind === 'public') return 'admitted'
  if (actor === 'nobody') return 401
  switch (access.kind) {
    case 'signedIn':
      return 'admitted'
    case 'owned':
      return 404
    case 'superAdmin':
      return actor === 'superAdmin' ? 'admitted' : 403
    case 'managePricing':
    case 'manageContent':
      return actor === 'ownerA' ? 403 : 'admitted'
    case 'reviewer':
      return actor === 'ownerA' ? 404 : 'admitted'
  }
}

function describe(actor: string, method: Method, url: string, response: ApiResponse) {
  return `${actor} ${method} ${url} → ${response.status()} ${response.text().slice(0, 160)}`
}

function actorsOf(world: World): [Actor, User | null][] {
  return [
    ['nobody', null],
    ['ownerA', world.ownerA.user],
    ['admin', world.admin],
    ['superAdmin', world.superAdmin],
  ]
}

/** Destructive calls last, so every route before them finds the records it needs. */
function inCallOrder(routes: ApiRoute[]) {
  return [...routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
}

test.group('Security / permissions matrix', (group) => {
  // Its stand-in servers listen on this machine.
  group.setup(() => allowPrivateNetwork())
  let world: World
  let client: ApiClient

  group.setup(async () => {
    const rollback = await isolatedTransaction()
    world = await makeWorld()
    return rollback
  })

  // Group pages for the picture refresh, so that route can succeed for its owner.
  group.setup(async () => {
    const facebook = await startLocalPlatform({
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: '<html><head><meta property="og:image" content="https://scontent.example/cover.jpg"></head></html>',
    })
    app.container.swap(FacebookPage, () => new FacebookPage({ baseUrl: facebook.url, timeoutMs: 2000 }))
    return async () => {
      app.container.restore(FacebookPage)
      await facebook.close()
    }
  })

  group.each.setup(({ context }) => {
    client = context.client
  })

  test('declares the access of every /api route the router serves', ({ assert }) => {
    const served = apiRoutes().map(({ key }) => key)
    const undeclared = served.filter((key) => !(key in MATRIX))
    assert.deepEqual(
      undeclared,
      [],
      `These routes have no entry in the permissions matrix (tests/functional/security/route_access.ts); declare who may call them: ${undeclared.join(', ')}`
    )
    const gone = Object.keys(MATRIX).filter((key) => !served.includes(key))
    assert.deepEqual(gone, [], `The matrix declares routes the router no longer serves: ${gone.join(', ')}`)
  })

  test('answers every route as its access class says, for every actor, with the other owner’s ids', async ({ assert }) => {
    const violations: string[] = []
    for (const route of inCallOrder(apiRoutes())) {
      const access = MATRIX[route.key]
      if (!access) continue
      const url = urlFor(route, world, world.ownerB)
      for (const [actor, user] of actorsOf(world)) {
        const response = await call(client, route.method, url, { as: user, body: validBody(route.key) })
        const status = response.status()
        const expected = expectedFor(access, actor)
        const ok = expected === 'admitted' ? admitted(response, access) : status === expected
        if (!ok) violations.push(`${describe(actor, route.method, url, response)} (expected ${expected})`)
        if (status >= 400 && response.header('content-type')?.includes('json')) {
          const body = response.body()
          if (typeof body?.message !== 'string') violations.push(`${describe(actor, route.method, url, response)} (error without a message)`)
        }
      }
    }
    assert.deepEqual(violations, [])
  }).timeout(120_000)

  test('declares what every route needs from an API token, by the rules', ({ assert }) => {
    const served = apiRoutes().map(({ key }) => key)
    assert.deepEqual(
      served.filter((key) => !(key in ROUTE_NEEDS)),
      [],
      'Declare what a token needs for these routes in start/route_abilities.ts (until then every token is refused)'
    )
    assert.deepEqual(
      Object.keys(ROUTE_NEEDS).filter((key) => !served.includes(key)),
      [],
      'start/route_abilities.ts declares routes the router no longer serves'
    )
    const broken: string[] = []
    for (const key of served) {
      const need = ROUTE_NEEDS[key]
      const access = MATRIX[key]
      const needs = typeof need === 'string' ? [need] : [...need]
      if ((access?.kind === 'public') !== (need === 'public')) broken.push(`${key}: public in one table only`)
      if (['superAdmin', 'managePricing', 'manageContent', 'reviewer'].includes(access?.kind) && need !== 'admin') {
        broken.push(`${key}: an admin route needs the admin ability`)
      }
      if (needs.includes('admin') && !['superAdmin', 'managePricing', 'manageContent', 'reviewer'].includes(access?.kind)) {
        broken.push(`${key}: the admin ability is for admin routes only`)
      }
      if (needs.includes('read') && !key.startsWith('GET ') && !READS_BY_POST.has(key)) broken.push(`${key}: a change needs write`)
      if (needs.includes('extension') !== EXTENSION_CALLS.has(key)) broken.push(`${key}: the extension's token does only what the extension does`)
    }
    for (const key of SESSION_ONLY) if (ROUTE_NEEDS[key] !== 'session') broken.push(`${key}: only a signed-in session may`)
    assert.deepEqual(broken, [])
  })

  test('answers each kind of API token as its abilities and the route’s need say, with the other owner’s ids', async ({ assert }) => {
    const { ownerA, superAdminTokens } = world
    const callers: [string, string, Actor, readonly string[]][] = [
      ['ownerA extension token', ownerA.tokens.extension, 'ownerA', abilitiesFor('extension')],
      ['ownerA read-only token', ownerA.tokens.read_only, 'ownerA', abilitiesFor('read_only')],
      ['ownerA full token', ownerA.tokens.full, 'ownerA', abilitiesFor('full')],
      ['super admin full token', superAdminTokens.full, 'superAdmin', abilitiesFor('full')],
      ['super admin admin token', superAdminTokens.admin, 'superAdmin', abilitiesFor('full', true)],
      ['forged token', `jf_${'x'.repeat(40)}`, 'nobody', []],
    ]
    const violations: string[] = []
    for (const route of inCallOrder(apiRoutes())) {
      const access = MATRIX[route.key]
      if (!access || access.kind === 'public') continue
      const url = urlFor(route, world, world.ownerB)
      for (const [caller, bearer, actor, abilities] of callers) {
        const response = await call(client, route.method, url, { bearer, body: validBody(route.key) })
        const allowed = actor === 'nobody' || tokenMay(abilities, ROUTE_NEEDS[route.key] ?? 'session')
        const expected = allowed ? expectedFor(access, actor) : 403
        const ok = expected === 'admitted' ? admitted(response, access) : response.status() === expected
        if (!ok) violations.push(`${describe(caller, route.method, url, response)} (expected ${expected})`)
        if (response.status() >= 400 && typeof response.body()?.message !== 'string') {
          violations.push(`${describe(caller, route.method, url, response)} (error without a message)`)
        }
      }
    }
    assert.deepEqual(violations, [])
  }).timeout(180_000)

  test('lets each owner reach their own records through every owned route', async ({ assert }) => {
    const { ownerB } = world
    const violations: string[] = []
    for (const route of inCallOrder(apiRoutes())) {
      const access = MATRIX[route.key]
      if (access?.kind !== 'owned') continue
      const url = urlFor(route, world, ownerB)
      const response = await call(client, route.method, url, { as: ownerB.user, body: validBody(route.key) })
      if (response.status() >= 300) violations.push(describe('ownerB', route.method, url, response))
    }
    assert.deepEqual(violations, [])
  }).timeout(60_000)
})

test.group('Security / nothing of another owner leaks through lists, filters, exports and figures', (group) => {
  let world: World
  let client: ApiClient

  group.setup(async () => {
    const rollback = await isolatedTransaction()
    world = await makeWorld()
    return rollback
  })

  group.each.setup(({ context }) => {
    client = context.client
  })

  /** Every query that could point a list at the other owner's rows. */
  function hostileQueries(victim: Owner) {
    const { ids } = victim
    return [
      {},
      { groupId: ids.group },
      { integrationId: ids.webhook },
      { requestId: ids.memberRequest },
      { id: [ids.group, ids.template, ids.memberRequest, ids.delivery] },
      { filter: JSON.stringify({ groupId: ids.group }) },
      { filter: JSON.stringify({ integrationId: ids.webhook }) },
      { filter: JSON.stringify({ id: [ids.group, ids.template, ids.memberRequest, ids.delivery, ids.notification] }) },
      { q: victim.marker },
    ]
  }

  test('no signed-in read shows the other owner’s names, whatever the filters', async ({ assert }) => {
    const { ownerA, ownerB } = world
    const reads = apiRoutes().filter((route) => {
      const access = MATRIX[route.key]
      return route.method === 'GET' && (access?.kind === 'signedIn' || access?.kind === 'public')
    })
    assert.isAbove(reads.length, 15)
    const leaks: string[] = []
    for (const [actor, user] of actorsOf(world)) {
      if (!user) continue
      for (const route of reads) {
        const url = urlFor(route, world, ownerB)
        for (const query of hostileQueries(ownerB)) {
          const response = await call(client, 'GET', url, { as: user, query })
          if (response.text().includes(ownerB.marker)) leaks.push(`${describe(actor, 'GET', url, response)} with ${JSON.stringify(query)}`)
          if (response.status() >= 500) leaks.push(`${describe(actor, 'GET', url, response)} with ${JSON.stringify(query)}`)
        }
      }
    }
    assert.deepEqual(leaks, [])

    // The lists are not empty for want of data: the owner's own names are there.
    for (const path of ['/api/groups', '/api/requests', '/api/templates', '/api/deliveries', '/api/requests/export.csv', '/api/notifications']) {
      const own = await call(client, 'GET', path, { as: ownerA.user })
      assert.include(own.text(), ownerA.marker, path)
    }
  }).timeout(120_000)

  test('previews, exports and figures count only the owner’s own rows', async ({ assert }) => {
    const { ownerA, ownerB } = world
    const preview = await call(client, 'POST', `/api/groups/${ownerB.ids.group}/auto-approval/preview`, {
      as: ownerA.user,
      body: { enabled: true, requireEmail: false, requiredKeywords: [], blockedKeywords: [], maxApprovalsPerHour: 50 },
    })
    preview.assertStatus(404)

    const csv = await call(client, 'GET', '/api/requests/export.csv', { as: ownerA.user, query: { groupId: ownerB.ids.group } })
    assert.notInclude(csv.text(), ownerB.marker)

    const stats = await call(client, 'GET', '/api/dashboard/stats', { as: ownerA.user })
    stats.assertStatus(200)
    assert.equal(stats.body().connectedGroups, 1)
    assert.equal(stats.body().emailIntegrations, 1)
  })

  test('an owner cannot point their own records at the other owner’s group', async ({ assert }) => {
    const { ownerA, ownerB } = world
    const response = await call(client, 'POST', '/api/integrations/webhooks', {
      as: ownerA.user,
      body: { name: 'Cross hook', url: 'https://hooks.example.com/cross', groupIds: [ownerB.ids.group] },
    })
    assert.oneOf(response.status(), [201, 422], describe('ownerA', 'POST', '/api/integrations/webhooks', response))
    if (response.status() === 201) {
      const row = await db.from('integrations').where('id', response.body().id).firstOrFail()
      const groupIds: number[] = typeof row.group_ids === 'string' ? JSON.parse(row.group_ids) : (row.group_ids ?? [])
      assert.notInclude(groupIds.map(Number), ownerB.ids.group)
    }
  })

  test('leaves the other owner’s records as they were', async ({ assert }) => {
    const { ownerA, ownerB } = world
    for (const route of inCallOrder(apiRoutes())) {
      const access = MATRIX[route.key]
      if (access?.kind !== 'owned' || route.method === 'GET') continue
      await call(client, route.method, urlFor(route, world, ownerB), { as: ownerA.user, body: validBody(route.key) })
    }
    const groupRow = await db.from('groups').where('id', ownerB.ids.group).firstOrFail()
    assert.include(groupRow.name, ownerB.marker)
    const templateRow = await db.from('message_templates').where('id', ownerB.ids.template).firstOrFail()
    assert.include(templateRow.name, ownerB.marker)
    for (const kind of ['emailIntegration', 'smsIntegration', 'sheetsIntegration', 'webhook'] as const) {
      const row = await db.from('integrations').where('id', ownerB.ids[kind]).firstOrFail()
      assert.include(row.name, ownerB.marker)
    }
    assert.exists(await db.from('auth_access_tokens').where('id', ownerB.ids.token).first())
    assert.exists(await db.from('notifications').where('id', ownerB.ids.notification).whereNull('read_at').first())
    const requestRow = await db.from('member_requests').where('id', ownerB.ids.memberRequest).firstOrFail()
    assert.equal(requestRow.status, 'approved')
  }).timeout(60_000)
})
