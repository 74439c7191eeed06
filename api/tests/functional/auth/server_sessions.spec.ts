import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/users'
import { Browser } from '#tests/helpers/browser'

const SESSION_COOKIE = 'joinflow-session'

test.group('Sessions live on the server', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a sign-in is a row on the server; the cookie carries only its id', async ({ assert }) => {
    const user = await makeUser()
    const browser = new Browser()
    await browser.signIn(user.email, 'password123')

    const rows = await db.from('sessions').where('user_id', user.id)
    assert.lengthOf(rows, 1)
    // A signed cookie: "s:" + base64url of {"message": <session id>, ...} + "." + signature.
    const signed = decodeURIComponent(browser.cookies.get(SESSION_COOKIE) ?? '')
    const payload = JSON.parse(Buffer.from(signed.slice(2).split('.')[0], 'base64url').toString('utf8'))
    assert.equal(payload.message, rows[0].id)
  })

  test('signing out ends the session: a copy of the old cookie is refused with 401', async ({ assert }) => {
    const user = await makeUser()
    const browser = new Browser()
    await browser.signIn(user.email, 'password123')
    const stolen = browser.copy()
    assert.equal((await stolen.request('GET', '/api/auth/user')).status, 200)

    const signOut = await browser.request('POST', '/api/auth/logout')
    assert.equal(signOut.status, 204)

    assert.equal((await browser.request('GET', '/api/groups')).status, 401)
    const replayed = await stolen.request('GET', '/api/groups')
    assert.equal(replayed.status, 401)
    assert.equal(replayed.body.code, 'E_UNAUTHORIZED_ACCESS')
    assert.lengthOf(await db.from('sessions').where('user_id', user.id), 0)
  })

  test('GET /api/logout signs nobody out: it leads to the sign-out page', async ({ assert }) => {
    const user = await makeUser()
    const browser = new Browser()
    await browser.signIn(user.email, 'password123')

    const visit = await browser.request('GET', '/api/logout')
    assert.equal(visit.status, 302)
    assert.equal(visit.headers.get('location'), '/logout')
    assert.equal((await browser.request('GET', '/api/auth/user')).status, 200)
  })

  test('signing out needs the XSRF token, so another site cannot sign an owner out', async ({ assert }) => {
    const user = await makeUser()
    const browser = new Browser()
    await browser.signIn(user.email, 'password123')

    const forged = await browser.request('POST', '/api/auth/logout', { withoutXsrf: true })
    assert.equal(forged.status, 403)
    assert.equal(forged.body.code, 'E_BAD_CSRF_TOKEN')
    assert.equal((await browser.request('GET', '/api/auth/user')).status, 200)
  })

  test('signing in gives a new session id, so a session id planted before sign-in is worth nothing', async ({ assert }) => {
    const user = await makeUser()
    const browser = new Browser()
    await browser.request('GET', '/api/health')
    const planted = browser.copy()
    await browser.signIn(user.email, 'password123')

    assert.notEqual(browser.cookies.get(SESSION_COOKIE), planted.cookies.get(SESSION_COOKIE))
    assert.equal((await planted.request('GET', '/api/groups')).status, 401)
  })
})
