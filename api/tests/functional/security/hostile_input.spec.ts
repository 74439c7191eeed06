/*
 * Whatever a client sends, the API answers with a client error in the one
 * JSON shape, never a 500; text that looks like SQL or script is stored and
 * returned exactly as typed, and exported cells never run as formulas.
 */
import { isolatedTransaction } from '#tests/helpers/database'
import { test } from '@japa/runner'
import fc from 'fast-check'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import { apiRoutes, call, makeOwner, makeToken, makeWorld, type Owner, type World } from '#tests/helpers/security'
import { MATRIX, urlFor, validBody } from './route_access.js'
import { abilitiesFor } from '#services/tokens/token_abilities'

/** The field names the validators know, so generated bodies reach past "field missing". */
const FIELD_NAMES = [
  'url', 'name', 'description', 'facebookGroupId', 'template', 'category', 'platform', 'apiKey', 'listId',
  'isActive', 'email', 'password', 'token', 'role', 'permissions', 'enabled', 'requireEmail', 'requiredKeywords',
  'blockedKeywords', 'maxApprovalsPerHour', 'message', 'personalizeWithName', 'tagNewMembers', 'requests', 'ids',
  'action', 'status', 'groupIds', 'spreadsheetId', 'sheetName', 'orderData', 'paymentData', 'cardNumber',
  'securityCode', 'expirationDate', 'planType', 'amount', 'userId', 'orderId', 'mainHeading', 'subtitle', 'price',
  'features', 'buttonText', 'trigger', 'health', 'version', 'country', 'platformName', 'platformUrl', 'filter',
]

/** Strings that have broken parsers, queries and pages elsewhere. */
const NASTY_STRINGS = [
  "Robert'); DROP TABLE groups;--",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '=HYPERLINK("http://evil.test")',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '%00%27',
  '__proto__',
  '9'.repeat(400),
  '-1e309',
]

const hostileString = fc.oneof(fc.string(), fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: 'binary', maxLength: 40 }))
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  hostileString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 4 })
)
const hostileObject = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string()), hostileValue, { maxKeys: 8 })
const hostileBody = fc.oneof(hostileObject, fc.jsonValue({ maxDepth: 3 }))


/** A client error in the one JSON shape: the status, a message, and field messages on 422. */
function problemWith(response: ApiResponse): string | null {
  const status = response.status()
  if (status >= 500 && response.body()?.code !== 'E_FACEBOOK_UNAVAILABLE') return `answered ${status}`
  if (status < 400) return null
  const body = response.body()
  if (typeof body?.message !== 'string') return `answered ${status} without a JSON message`
  if (status === 422 && body.code === 'E_VALIDATION_ERROR' && !Array.isArray(body.errors)) return 'a 422 without field errors'
  return null
}

async function sendRaw(client: ApiClient, method: string, url: string, text: string, bearer: string) {
  return client.request(url, method).redirects(0).bearerToken(bearer).type('json').unsafeJson(text)
}

test.group('Security / hostile input', (group) => {
  let world: World
  let client: ApiClient

  group.setup(async () => {
    const rollback = await isolatedTransaction()
    world = await makeWorld()
    // The caller below is both an owner (its own records in the URLs) and a super admin with an
    // admin-access token (every admin route).
    await world.ownerB.user.merge({ role: 'super_admin', emailVerifiedAt: DateTime.utc() }).save()
    world.ownerB.token = await makeToken(world.ownerB.user, 'full', true)
    return rollback
  })

  group.each.setup(({ context }) => {
    client = context.client
  })

  /** Signing out with the token under test would revoke it for every later call; its own test is below. */
  const SIGN_OUTS = new Set(['POST /api/auth/logout'])

  test('no body sent to any write route makes the server fail', async ({ assert }) => {
    const writes = apiRoutes().filter(({ method }) => method === 'POST' || method === 'PUT' || method === 'PATCH')
    assert.isAbove(writes.length, 40)
    const failures: string[] = []
    for (const route of writes) {
      if (!MATRIX[route.key] || SIGN_OUTS.has(route.key)) continue
      // Someone else's account for the user routes, so a generated body never deactivates the caller.
      const url = urlFor(route, world, route.pattern.startsWith('/api/admin/users') ? { ...world.ownerB, user: world.ownerA.user } : world.ownerB)
      await fc.assert(
        fc.asyncProperty(hostileBody, async (body) => {
          const response = await call(client, route.method, url, { bearer: world.ownerB.token, body })
          const problem = problemWith(response)
          if (problem) failures.push(`${route.key} ${JSON.stringify(body).slice(0, 200)} ${problem}: ${response.text().slice(0, 200)}`)
          return true
        }),
        { numRuns: 6, seed: 8 }
      )
      const valid = await call(client, route.method, url, { bearer: world.ownerB.token, body: validBody(route.key) })
      const problem = problemWith(valid)
      if (problem) failures.push(`${route.key} (valid body) ${problem}: ${valid.text().slice(0, 200)}`)
    }
    assert.deepEqual(failures, [])
  }).timeout(90_000)

  test('no query string sent to any read route makes the server fail', async ({ assert }) => {
    const reads = apiRoutes().filter(({ method, key }) => method === 'GET' && MATRIX[key])
    assert.isAbove(reads.length, 30)
    const listParameter = fc.oneof(
      hostileString,
      fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
      fc.constantFrom('[0,9]', '[-5,"x"]', '["id","DESC"]', '["name; DROP TABLE groups","ASC"]', '{"groupId":"1 OR 1=1"}', '{"id":[1,"x",null]}'),
      // Names every JavaScript object answers to, as sort fields and filters, and ranges no list can serve.
      fc
        .constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf')
        .chain((name) => fc.constantFrom(JSON.stringify([name, 'ASC']), JSON.stringify({ [name]: 1 }), `{"${name}":{"isAdmin":true}}`)),
      fc.constantFrom('[-1,5]', '[5,2]', '[1e300,1e300]', '[0,1e300]', '[2147483648,2147483650]'),
      fc.array(hostileString, { maxLength: 3 })
    )
    const query = fc.dictionary(
      fc.constantFrom('filter', 'range', 'sort', 'page', 'perPage', 'q', 'groupId', 'status', 'from', 'to', 'period', 'id', 'integrationId', 'returnTo', 'plan', 'billing', 'country'),
      listParameter,
      { maxKeys: 4 }
    )
    const failures: string[] = []
    for (const route of reads) {
      if (SIGN_OUTS.has(route.key)) continue
      const url = urlFor(route, world, world.ownerB)
      await fc.assert(
        fc.asyncProperty(query, async (qs) => {
          const response = await call(client, 'GET', url, { bearer: world.ownerB.token, query: qs })
          const problem = problemWith(response)
          if (problem) failures.push(`${route.key} ?${JSON.stringify(qs).slice(0, 200)} ${problem}: ${response.text().slice(0, 200)}`)
          return true
        }),
        { numRuns: 5, seed: 8 }
      )
    }
    assert.deepEqual(failures, [])
  }).timeout(90_000)

  test('signing out with a token revokes that token; the revoked token is refused after', async ({ assert }) => {
    const token = (await User.accessTokens.create(world.ownerA.user, abilitiesFor('full'))).value!.release()
    const visit = await call(client, 'GET', '/api/logout', { bearer: token })
    assert.equal(visit.status(), 302, 'GET /api/logout changes nothing')
    assert.equal((await call(client, 'GET', '/api/auth/user', { bearer: token })).status(), 200)

    const first = await call(client, 'POST', '/api/auth/logout', { bearer: token, body: {} })
    assert.equal(first.status(), 204)
    const after = await call(client, 'GET', '/api/auth/user', { bearer: token })
    assert.equal(after.status(), 401)
    const again = await call(client, 'POST', '/api/auth/logout', { bearer: token, body: {} })
    assert.equal(again.status(), 401)
  })

  test('the capture endpoint takes any batch without failing', async ({ assert }) => {
    const { ownerB } = world
    const group = await db.from('groups').where('id', ownerB.ids.group).firstOrFail()
    const applicant = fc.record(
      {
        facebookUserId: fc.oneof(fc.stringMatching(/^\d{1,20}$/), hostileString),
        name: hostileString,
        profileUrl: hostileString,
        answers: fc.oneof(
          fc.array(fc.record({ question: hostileString, answer: hostileString }), { maxLength: 3 }),
          hostileValue
        ),
        agreedToRules: fc.oneof(fc.boolean(), hostileValue),
        joinedFacebookAt: fc.oneof(hostileString, fc.date({ noInvalidDate: true }).map((date) => date.toISOString())),
        livesIn: hostileString,
      },
      { requiredKeys: [] }
    )
    const batch = fc.oneof(
      fc.record({ facebookGroupId: fc.constant(group.facebook_group_id), requests: fc.array(applicant, { maxLength: 4 }) }),
      fc.record({ facebookGroupId: hostileValue, requests: fc.oneof(fc.array(applicant, { maxLength: 2 }), hostileValue) }),
      hostileBody
    )
    const failures: string[] = []
    await fc.assert(
      fc.asyncProperty(batch, async (body) => {
        const response = await call(client, 'POST', '/api/extension/requests', { bearer: ownerB.token, body })
        const problem = problemWith(response)
        if (problem) failures.push(`${JSON.stringify(body).slice(0, 300)} ${problem}: ${response.text().slice(0, 200)}`)
        return true
      }),
      { numRuns: 40, seed: 8 }
    )
    assert.deepEqual(failures, [])
  }).timeout(60_000)

  test('malformed JSON is a 400 in the JSON shape', async ({ assert }) => {
    for (const text of ['{', '{"name":', '[1,2', '\u0000', '{"a":1}garbage']) {
      const response = await sendRaw(client, 'POST', '/api/groups', text, world.ownerB.token)
      assert.oneOf(response.status(), [400, 422], text)
      assert.isString(response.body().message)
    }
  })

  test('bodies of other types are refused or ignored, never a failure', async ({ assert }) => {
    const boundary = '----joinflow'
    const bodies: [string, string][] = [
      ['text/plain', 'url=https://www.facebook.com/groups/x'],
      ['application/x-www-form-urlencoded', 'url=https%3A%2F%2Fwww.facebook.com%2Fgroups%2Fx&name[]=a&name[b]=c&__proto__[x]=1'],
      ['application/x-www-form-urlencoded', '%%%&&&==='],
      [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.php"\r\n\r\n<?php ?>\r\n--${boundary}--\r\n`],
      ['multipart/form-data; boundary=', 'garbage'],
      ['application/xml', '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
    ]
    for (const [type, text] of bodies) {
      const response = await client.post('/api/groups').redirects(0).bearerToken(world.ownerB.token).unsafeJson(text).header('content-type', type)
      assert.oneOf(response.status(), [400, 413, 415, 422], `${type}: ${response.text()}`)
      assert.isString(response.body().message, type)
    }
  })

  test('an oversized body is refused with 413 before anything reads it', async ({ assert }) => {
    const huge = JSON.stringify({ url: 'https://www.facebook.com/groups/big', description: 'x'.repeat(2 * 1024 * 1024) })
    for (const [url, bearer] of [
      ['/api/groups', world.ownerB.token],
      ['/api/extension/requests', world.ownerB.token],
      ['/api/process-payment', null],
    ] as const) {
      const request = client.post(url).redirects(0).type('json').unsafeJson(huge)
      const response = await (bearer ? request.bearerToken(bearer) : request.withCsrfToken())
      response.assertStatus(413)
      assert.containsSubset(response.body(), { message: 'The request body is too large.', code: 'E_REQUEST_ENTITY_TOO_LARGE' })
      assert.include(response.header('content-type'), 'application/json')
    }
  })

  test('SQL- and script-like text round-trips unchanged and is served as inert JSON', async ({ assert }) => {
    const { ownerB } = world
    const owner = await makeOwner('Roundtrip')
    const texts = NASTY_STRINGS.filter((text) => !text.includes('\u0000') && text !== '\ud800' && text.length < 100).concat([
      'Ünïcødé 名前 🎉',
      "O'Brien & <Sons>",
      'line one\nline two',
    ])
    for (const text of texts) {
      const saved = await call(client, 'PUT', `/api/groups/${owner.ids.group}`, {
        bearer: owner.token,
        body: { name: text, description: text },
      })
      assert.isBelow(saved.status(), 300, saved.text())
      const read = await call(client, 'GET', `/api/groups/${owner.ids.group}`, { bearer: owner.token })
      if (!text.includes('\n')) assert.equal(read.body().name, text)
      assert.equal(read.body().description, text)
      assert.include(read.header('content-type'), 'application/json')

      const template = await call(client, 'POST', '/api/templates', {
        bearer: owner.token,
        body: { name: text, template: `Hi {first-name} ${text}`, category: 'general' },
      })
      template.assertStatus(201)
      const readTemplate = await call(client, 'GET', `/api/templates/${template.body().id}`, { bearer: owner.token })
      assert.equal(readTemplate.body().template, `Hi {first-name} ${text}`)
    }
    const captured = await call(client, 'POST', '/api/extension/requests', {
      bearer: ownerB.token,
      body: {
        facebookGroupId: (await db.from('groups').where('id', ownerB.ids.group).firstOrFail()).facebook_group_id,
        requests: texts.map((text, index) => ({ facebookUserId: `77${index}`, name: `${text}`, answers: [{ question: text, answer: text }] })),
      },
    })
    assert.isBelow(captured.status(), 300, captured.text())
    const listed = await call(client, 'GET', '/api/requests', { bearer: ownerB.token, query: { perPage: 100 } })
    const names = (listed.body() as { name: string }[]).map(({ name }) => name)
    for (const text of texts.filter((candidate) => candidate.trim() === candidate && !candidate.includes('\n'))) {
      assert.include(names, text)
    }
    // The table the strings aimed at is still there.
    assert.isAbove(Number((await db.from('groups').count('* as total'))[0].total), 0)
  }).timeout(60_000)

  test('exported cells never start a formula', async ({ assert }) => {
    const owner = await makeOwner('Formulas')
    const facebookGroupId = (await db.from('groups').where('id', owner.ids.group).firstOrFail()).facebook_group_id
    const starts = ['=', '+', '-', '@', '\t', '\r']
    const requests = starts.map((start, index) => ({
      facebookUserId: `55${index}`,
      name: `${start}cmd|' /C calc'!A0 ${index}`,
      answers: [{ question: `${start}SUM(1+1)`, answer: `${start}HYPERLINK("http://evil.test") x${index}@example.com` }],
    }))
    const captured = await call(client, 'POST', '/api/extension/requests', { bearer: owner.token, body: { facebookGroupId, requests } })
    assert.isBelow(captured.status(), 300, captured.text())
    const csv = await call(client, 'GET', '/api/requests/export.csv', { bearer: owner.token })
    csv.assertStatus(200)
    const cells = parseCsv(csv.text())
    assert.isAbove(cells.length, starts.length)
    const dangerous = cells.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))
    assert.deepEqual(dangerous, [])
    assert.isTrue(cells.flat().some((cell) => cell.startsWith("'=cmd|")))
  })
})

/** RFC 4180 cells, quotes undone. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      index += 1
    } else cell += char
  }
  if (cell || row.length) rows.push([...row, cell])
  return rows
}

/*
 * Outside a transaction: a query the database refuses aborts the whole
 * transaction, and every later request would fail for that reason alone.
 * The caller's rows are deleted afterwards.
 */
test.group('Security / input the database refuses', (group) => {
  let owner: Owner
  let client: ApiClient

  group.setup(async () => {
    owner = await makeOwner('Idprobe')
    await owner.user.merge({ role: 'super_admin' }).save()
    return () => owner.user.delete()
  })

  group.each.setup(({ context }) => {
    client = context.client
  })

  test('no id in a URL makes the server fail, however large or odd', async ({ assert }) => {
    const withIds = apiRoutes().filter(({ key, pattern }) => MATRIX[key] && /:(id|planId)\b/.test(pattern))
    assert.isAbove(withIds.length, 20)
    const failures: string[] = []
    for (const route of withIds) {
      for (const id of ['0', '-1', '2147483648', '9007199254740993', '1e3', '99999999999999999999999', '1.5', '0x10', '%00']) {
        const url = route.pattern.replace(/:(id|planId)\b/g, id).replace(/:\w+/g, 'google')
        const response = await call(client, route.method, url, { bearer: owner.token, body: validBody(route.key) })
        const problem = problemWith(response)
        if (problem) failures.push(`${route.method} ${url} ${problem}: ${response.text().slice(0, 200)}`)
      }
    }
    assert.deepEqual(failures, [])
  }).timeout(60_000)

  test('text it cannot hold is the client’s error, not the server’s', async ({ assert }) => {
    for (const body of [{ name: 'a\u0000b' }, { description: 'x\u0000' }]) {
      const refused = await call(client, 'PUT', `/api/groups/${owner.ids.group}`, { bearer: owner.token, body })
      assert.equal(refused.status(), 422, refused.text())
      assert.containsSubset(refused.body(), { code: 'E_INVALID_VALUE' })
    }
    const template = await call(client, 'POST', '/api/templates', { bearer: owner.token, body: { name: 'Nul\u0000', template: 'Hi' } })
    assert.isNull(problemWith(template), template.text())
  })
})
