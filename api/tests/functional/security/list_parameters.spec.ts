/*
 * Every list takes only its own sort fields, filters and ranges: names that
 * every JavaScript object carries (`constructor`, `__proto__`, `toString`,
 * `hasOwnProperty`), fields a list does not have, values of the wrong type
 * and impossible ranges are refused with a 422 naming the parameter, before
 * any answer starts — the CSV export included, which must not begin a
 * download it cannot finish.
 *
 * The lists are read from the router, as the permissions matrix reads its
 * routes: every GET route the document says takes `sort`, `range` or
 * `filter`, and every one whose plain answer is a page (`Content-Range`) or
 * a CSV file, so a list added later is covered without anyone listing it.
 */
import { isolatedTransaction } from '#tests/helpers/database'
import { test } from '@japa/runner'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import { apiRoutes, call, makeToken, makeWorld, type ApiRoute, type World } from '#tests/helpers/security'
import { operation } from '#tests/support/openapi_contract'
import { MATRIX, urlFor } from './route_access.js'

const LIST_PARAMETERS = new Set(['sort', 'range', 'filter'])
/** Signing out with the caller's token would revoke it for every later call. */
const SIGN_OUT = 'GET /api/logout'

/** Names every plain object answers to, and names no list has. */
const OBJECT_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__']
const UNKNOWN_NAMES = ['noSuchField', 'password', 'user_id', 'id; DROP TABLE groups', '']

/** Each entry is refused by every list, whatever the list's own fields are. */
const REFUSED: { parameter: 'sort' | 'range' | 'filter'; value: string }[] = [
  ...[...OBJECT_NAMES, ...UNKNOWN_NAMES].flatMap((name) => [
    { parameter: 'sort' as const, value: JSON.stringify([name, 'ASC']) },
    { parameter: 'filter' as const, value: JSON.stringify({ [name]: 1 }) },
  ]),
  // JSON.parse makes "__proto__" an own field, as a query string would; the pollution attempt is refused like any unknown field.
  { parameter: 'filter', value: '{"__proto__":{"isAdmin":true}}' },
  { parameter: 'filter', value: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  // Sorts of the wrong shape or type.
  ...['["name"]', '["name","ASC","x"]', '[["name"],"ASC"]', '[{"field":"name"},"ASC"]', '["name","sideways"]', '["name",null]', '["name",1]', '{"field":"name","order":"ASC"}', '42', '"name"', 'name', '[]'].map(
    (value) => ({ parameter: 'sort' as const, value })
  ),
  // Filters of the wrong type.
  ...['[]', '"groupId"', '42', 'null', 'true', '{"q":', '{"q":{"$gt":""}}', '{"q":["a"]}', `{"q":"${'x'.repeat(201)}"}`].map((value) => ({
    parameter: 'filter' as const,
    value,
  })),
  // Negative, reversed, fractional, huge and malformed ranges.
  ...['[-1,5]', '[-10,-1]', '[0,-1]', '[5,2]', '[0.5,3]', '["0","24"]', '[0]', '[0,24,48]', '{}', '"0-24"', '[0,"x"]', '[null,null]', '[1e300,1e300]', '[2147483648,2147483650]', '[9007199254740993,9007199254740999]', '[0,24'].map(
    (value) => ({ parameter: 'range' as const, value })
  ),
]

/** Values of the wrong type for the filters lists take (a list without one refuses it as unknown). */
const WRONG_FILTER_TYPES = [
  { groupId: 'abc' },
  { groupId: -1 },
  { groupId: 1.5 },
  { groupId: 2147483648 },
  { groupId: [1] },
  { status: 'everything' },
  { status: 7 },
  { isActive: 'yes' },
  { isActive: 1 },
  { id: '1 OR 1=1' },
  { id: [1, 'x', null] },
  { id: Array.from({ length: 501 }, (_, index) => index + 1) },
  { integrationId: { id: 1 } },
  { category: 'anything' },
  { q: 42 },
  { to: ['a'] },
]

/** A refusal in the one JSON error shape, naming the list parameter; or what is wrong with the answer. */
function refusalProblem(response: ApiResponse, parameter: string): string | null {
  const status = response.status()
  if (status !== 400 && status !== 422) return `answered ${status}: ${response.text().slice(0, 160)}`
  if (!response.header('content-type')?.includes('application/json')) return `answered ${response.header('content-type')}, not JSON`
  const body = response.body()
  if (typeof body?.message !== 'string' || !body.message) return 'answered without a message'
  if (typeof body.code !== 'string') return 'answered without a code'
  const named = (field?: string) => field === parameter || !!field?.startsWith(`${parameter}.`)
  if (status === 422 && !(body.errors ?? []).some((error: { field?: string }) => named(error.field))) {
    return `answered 422 without naming ${parameter}: ${response.text().slice(0, 160)}`
  }
  return null
}

function takesListParameters(route: ApiRoute) {
  const documented = operation(route.method, route.pattern)?.parameters ?? []
  return documented.some((parameter: { name?: string; $ref?: string }) => {
    const name = parameter.name ?? parameter.$ref?.split('/').pop()?.toLowerCase()
    return !!name && LIST_PARAMETERS.has(name)
  })
}

test.group('Security / list parameters', (group) => {
  let world: World
  let client: ApiClient
  let lists: ApiRoute[] = []

  group.setup(async () => {
    const rollback = await isolatedTransaction()
    world = await makeWorld()
    // One caller for every list: an owner with records of every kind who is also a super admin.
    await world.ownerB.user.merge({ role: 'super_admin' }).save()
    // The super admin's lists answer only a token created with admin access.
    world.ownerB.token = await makeToken(world.ownerB.user, 'full', true)
    return rollback
  })

  group.each.setup(({ context }) => {
    client = context.client
  })

  /** The GET routes that take list parameters or answer a page or a file. */
  async function listRoutes() {
    if (lists.length) return lists
    for (const route of apiRoutes()) {
      if (route.method !== 'GET' || !MATRIX[route.key] || route.pattern.includes(':') || route.key === SIGN_OUT) continue
      const plain = await call(client, 'GET', urlFor(route, world, world.ownerB), { bearer: world.ownerB.token })
      const isPage = plain.header('content-range') !== undefined || !!plain.header('content-type')?.includes('text/csv')
      if (isPage || takesListParameters(route)) lists.push(route)
    }
    return lists
  }

  test('finds every list the router serves', async ({ assert }) => {
    const found = (await listRoutes()).map(({ key }) => key)
    for (const key of [
      'GET /api/requests',
      'GET /api/requests/export.csv',
      'GET /api/groups',
      'GET /api/templates',
      'GET /api/deliveries',
      'GET /api/tokens',
      'GET /api/extension/actions',
      'GET /api/admin/users',
      'GET /api/admin/outbox',
    ]) {
      assert.include(found, key)
    }
  }).timeout(60_000)

  test('refuses sort fields, filters and ranges a list does not take, on every list, before answering', async ({ assert }) => {
    const failures: string[] = []
    for (const route of await listRoutes()) {
      const url = urlFor(route, world, world.ownerB)
      for (const { parameter, value } of REFUSED) {
        const response = await call(client, 'GET', url, { bearer: world.ownerB.token, query: { [parameter]: value } })
        const problem = refusalProblem(response, parameter)
        if (problem) failures.push(`${route.key} ?${parameter}=${value.slice(0, 60)} ${problem}`)
      }
      for (const filter of WRONG_FILTER_TYPES) {
        const response = await call(client, 'GET', url, { bearer: world.ownerB.token, query: { filter: JSON.stringify(filter) } })
        const problem = refusalProblem(response, 'filter')
        if (problem) failures.push(`${route.key} ?filter=${JSON.stringify(filter).slice(0, 60)} ${problem}`)
      }
    }
    assert.deepEqual(
      failures,
      [],
      'A list must refuse what it does not take: declare it with defineList (api/app/services/infra/list_query.ts) and pass that to parseListQuery'
    )
    // Nothing the requests tried reached Object.prototype.
    assert.isUndefined(({} as Record<string, unknown>).isAdmin)
  }).timeout(180_000)

  test('names what a list takes when it refuses', async ({ assert }) => {
    const sort = await call(client, 'GET', '/api/requests', { bearer: world.ownerB.token, query: { sort: '["constructor","ASC"]' } })
    sort.assertStatus(422)
    assert.containsSubset(sort.body(), {
      code: 'E_VALIDATION_ERROR',
      message: 'This list can be sorted by createdAt, name or status, not "constructor".',
      errors: [{ field: 'sort', rule: 'listQuery' }],
    })
    const filter = await call(client, 'GET', '/api/groups', { bearer: world.ownerB.token, query: { filter: '{"__proto__":{"x":1}}' } })
    filter.assertStatus(422)
    assert.equal(filter.body().message, 'This list has no filter "__proto__"; it takes q, isActive or id.')
    const range = await call(client, 'GET', '/api/templates', { bearer: world.ownerB.token, query: { range: '[-1,5]' } })
    range.assertStatus(422)
    assert.include(range.body().message, 'The range parameter must look like [0,24]')
    const actions = await call(client, 'GET', '/api/extension/actions', { bearer: world.ownerB.token, query: { sort: '["id","ASC"]' } })
    actions.assertStatus(422)
    assert.equal(actions.body().message, 'This list cannot be sorted.')
  })

  test('the CSV export refuses a bad sort with JSON before any of the file is sent', async ({ assert }) => {
    for (const name of OBJECT_NAMES) {
      const response = await call(client, 'GET', '/api/requests/export.csv', {
        bearer: world.ownerB.token,
        query: { sort: JSON.stringify([name, 'DESC']) },
      })
      assert.isNull(refusalProblem(response, 'sort'), name)
      assert.notInclude(response.text(), 'date,group,name')
      assert.isUndefined(response.header('content-disposition'), name)
    }
    const good = await call(client, 'GET', '/api/requests/export.csv', { bearer: world.ownerB.token, query: { sort: '["name","ASC"]' } })
    good.assertStatus(200)
    assert.include(good.text(), world.ownerB.marker)
  })

  test('a range longer than a page is served as one page, never refused for its length alone', async ({ assert }) => {
    for (const route of await listRoutes()) {
      const url = urlFor(route, world, world.ownerB)
      for (const range of ['[0,1e300]', '[0,9007199254740993]', '[0,2147483648]']) {
        const response = await call(client, 'GET', url, { bearer: world.ownerB.token, query: { range } })
        assert.equal(response.status(), 200, `${route.key} ?range=${range}: ${response.text().slice(0, 160)}`)
        const window = response.header('content-range')
        if (window) assert.match(window, /^\S+ (\*|0-\d+)\/\d+$/, `${route.key} ${window}`)
      }
    }
  }).timeout(60_000)

  test('what each list takes still works', async ({ assert }) => {
    const owner = world.ownerB
    const good: [string, Record<string, string>][] = [
      ['/api/requests', { sort: '["name","asc"]', range: '[0,1]', filter: JSON.stringify({ groupId: String(owner.ids.group), status: 'approved', q: owner.marker, from: '2020-01-01' }) }],
      ['/api/requests', { filter: '{"groupId":null}' }],
      ['/api/groups', { sort: '["memberCount","DESC"]', filter: JSON.stringify({ q: owner.marker, isActive: true, id: [owner.ids.group] }) }],
      ['/api/templates', { sort: '["usageCount","ASC"]', filter: JSON.stringify({ category: 'general', isApproved: false, isActive: true, id: [owner.ids.template] }) }],
      ['/api/deliveries', { sort: '["attempts","DESC"]', filter: JSON.stringify({ status: 'queued', integrationId: owner.ids.webhook, requestId: owner.ids.memberRequest }) }],
      ['/api/tokens', { sort: '["lastUsedAt","DESC"]', filter: '{"q":"laptop"}' }],
      ['/api/extension/actions', { filter: JSON.stringify({ groupId: owner.ids.group }) }],
      ['/api/admin/users', { sort: '["planType","ASC"]', filter: '{"q":"example"}' }],
      ['/api/admin/outbox', { sort: '["createdAt","ASC"]', filter: '{"to":"example"}' }],
      ['/api/requests/export.csv', { sort: '["status","DESC"]', filter: '{"status":"approved"}' }],
    ]
    for (const [url, query] of good) {
      const response = await call(client, 'GET', url, { bearer: owner.token, query })
      assert.equal(response.status(), 200, `${url} ${JSON.stringify(query)}: ${response.text().slice(0, 200)}`)
    }
    const groups = await call(client, 'GET', '/api/groups', { bearer: owner.token, query: { filter: JSON.stringify({ id: [owner.ids.group] }) } })
    assert.lengthOf(groups.body(), 1)
  })

  test('no GET route fails on list parameters named after object fields', async ({ assert }) => {
    const failures: string[] = []
    for (const route of apiRoutes()) {
      if (route.method !== 'GET' || !MATRIX[route.key] || route.key === SIGN_OUT) continue
      const url = urlFor(route, world, world.ownerB)
      for (const name of OBJECT_NAMES) {
        for (const query of [{ sort: JSON.stringify([name, 'ASC']) }, { filter: JSON.stringify({ [name]: name }) }, { [name]: name }]) {
          const response = await call(client, 'GET', url, { bearer: world.ownerB.token, query })
          if (response.status() >= 500 && response.body()?.code !== 'E_FACEBOOK_UNAVAILABLE') {
            failures.push(`${route.key} ?${JSON.stringify(query)} answered ${response.status()}: ${response.text().slice(0, 160)}`)
          }
        }
      }
    }
    assert.deepEqual(failures, [])
  }).timeout(120_000)
})
