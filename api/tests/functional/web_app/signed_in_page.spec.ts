/*
 * What the server adds to the web app's page for a signed-in session: a
 * <link rel="modulepreload"> for each chunk the page needs, read from the
 * build's manifest, and the session's own account, as "who am I" answers it,
 * in a <script type="application/json"> escaped so no name can end it; the
 * owner's prerendered frame on the dashboard and member requests. A visitor
 * gets none of it, and the page is kept by no shared cache.
 */
import { test } from '@japa/runner'
import { existsSync, readFileSync } from 'node:fs'
import { webAppPath } from '#services/infra/web_app'
import { MANIFEST_FILE, MODULE_CHUNKS_FILE, modulePreloads, scriptSafeJson, type BuildManifest } from '#services/infra/web_app_preloads'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/users'

const built = existsSync(webAppPath(MANIFEST_FILE)) && existsSync(webAppPath(MODULE_CHUNKS_FILE)) && existsSync(webAppPath('owner-shell', 'index.html'))

/** The account the page carries, parsed as the web app reads it. */
function inlinedAccount(html: string): Record<string, unknown> | undefined {
  const match = /<script type="application\/json" id="joinflow-user">([^<]*)<\/script>/.exec(html)
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined
}

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!)

test.group('Web app / signed-in page', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('the preloads are read from the manifest: the entry, the chunks holding the page, and what they import', ({ assert }) => {
    const manifest: BuildManifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'] },
      '_vendor-1.js': { file: 'assets/vendor-1.js' },
      '_owner-1.js': { file: 'assets/owner-1.js', isDynamicEntry: true, imports: ['index.html', '_forms-1.js'] } as never,
      '_forms-1.js': { file: 'assets/forms-1.js', imports: ['index.html'] },
      '_charts-1.js': { file: 'assets/charts-1.js', isDynamicEntry: true, imports: ['index.html'] } as never,
      'src/requests/MemberRequestList.tsx': { file: 'assets/MemberRequestList-1.js', imports: ['_forms-1.js'] },
    }
    const modules = {
      'src/layout/OwnerLayout.tsx': 'assets/owner-1.js',
      'src/dashboard/Dashboard.tsx': 'assets/owner-1.js',
      'src/analytics/AnalyticsPage.tsx': 'assets/charts-1.js',
    }
    assert.deepEqual(modulePreloads(manifest, modules, '/'), [
      '/assets/index-1.js',
      '/assets/vendor-1.js',
      '/assets/owner-1.js',
      '/assets/forms-1.js',
    ])
    // A page that is its own chunk is found by its source; the charts are never preloaded.
    assert.deepEqual(modulePreloads(manifest, modules, '/member-requests/'), [
      '/assets/index-1.js',
      '/assets/vendor-1.js',
      '/assets/owner-1.js',
      '/assets/forms-1.js',
      '/assets/MemberRequestList-1.js',
    ])
    // Any other page preloads the entry alone.
    assert.deepEqual(modulePreloads(manifest, modules, '/groups'), ['/assets/index-1.js', '/assets/vendor-1.js'])
  })

  test('JSON is escaped so that nothing in it can end or change its script element, and reads back the same', ({ assert }) => {
    const value = { firstName: '</script><script>alert(1)</script>', lastName: '<!-- & -->', note: 'a\u2028b\u2029c' }
    const safe = scriptSafeJson(JSON.stringify(value))
    assert.notMatch(safe, /[<>&\u2028\u2029]/)
    assert.deepEqual(JSON.parse(safe), value)
  })

  test('a signed-in owner gets their own account in the page, as "who am I" answers it, and no one else\'s', async ({ client, assert }) => {
    const owner = await makeUser()
    const other = await makeUser()
    const page = await client.get('/groups').header('accept-encoding', 'identity').loginAs(owner)
    page.assertStatus(200)
    // index.html preloads the entry at least, where the build wrote a manifest.
    if (built) assert.isNotEmpty(preloads(page.text()))
    const account = inlinedAccount(page.text())
    const whoAmI = await client.get('/api/auth/user').loginAs(owner)
    assert.deepEqual(account, whoAmI.body())
    assert.equal(account?.id, owner.id)
    assert.equal(account?.email, owner.email)
    assert.notInclude(page.text(), other.email)
    // Nothing secret: the account as it serializes, never its password hash.
    assert.notMatch(page.text(), /password|\$scrypt|\$argon|remember_me|rememberMe/i)
    // Private to this session, revalidated every time.
    assert.equal(page.header('cache-control'), 'private, no-cache')
    assert.include(page.header('vary') ?? '', 'Cookie')
  })

  test('a name written to break out of the page stays inside the JSON', async ({ client, assert }) => {
    const owner = await makeUser()
    owner.firstName = '</script><script>alert(1)</script>'
    owner.lastName = '<!--'
    await owner.save()
    const page = await client.get('/member-requests').header('accept-encoding', 'identity').loginAs(owner)
    page.assertStatus(200)
    assert.notInclude(page.text(), '<script>alert(1)')
    assert.notInclude(page.text(), '<!--\\u003c')
    assert.equal([...page.text().matchAll(/<script\b/g)].length, [...page.text().matchAll(/<\/script>/g)].length)
    const account = inlinedAccount(page.text())
    assert.equal(account?.firstName, '</script><script>alert(1)</script>')
    assert.equal(account?.lastName, '<!--')
  })

  test('a visitor, and a deactivated account, get no account in the page', async ({ client, assert }) => {
    const visitor = await client.get('/groups').header('accept-encoding', 'identity')
    assert.isUndefined(inlinedAccount(visitor.text()))
    assert.deepEqual(preloads(visitor.text()), [])

    const deactivated = await makeUser({ isActive: false })
    const page = await client.get('/groups').header('accept-encoding', 'identity').loginAs(deactivated)
    assert.isUndefined(inlinedAccount(page.text()))
  })

  test('a signed-in page is compressed as it is sent', async ({ client, assert }) => {
    const owner = await makeUser()
    const brotli = await client.get('/groups').header('accept-encoding', 'gzip, br').loginAs(owner)
    assert.equal(brotli.header('content-encoding'), 'br')
    assert.equal(inlinedAccount(brotli.text())?.id, owner.id)
    const gzip = await client.get('/groups').header('accept-encoding', 'gzip').loginAs(owner)
    assert.equal(gzip.header('content-encoding'), 'gzip')
    assert.equal(inlinedAccount(gzip.text())?.id, owner.id)
  })

  test('the built dashboard and member requests come as the owner\'s frame, preloading the chunks the build put the pages in', async ({
    client,
    assert,
  }) => {
    const manifest = JSON.parse(readFileSync(webAppPath(MANIFEST_FILE), 'utf8')) as BuildManifest
    const modules = JSON.parse(readFileSync(webAppPath(MODULE_CHUNKS_FILE), 'utf8')) as Record<string, string>
    const entry = Object.values(manifest).find(({ isEntry }) => isEntry)!.file
    const owner = await makeUser()
    for (const [path, page] of [
      ['/', 'src/dashboard/Dashboard.tsx'],
      ['/member-requests', 'src/requests/MemberRequestList.tsx'],
    ] as const) {
      const response = await client.get(path).header('accept-encoding', 'br').loginAs(owner)
      const html = response.text()
      assert.include(html, 'id="owner-shell"', path)
      assert.include(html, '<div id="root"></div>', path)
      // The frame paints from the page alone: its start script preloads the chunks once it is on screen.
      assert.deepEqual(preloads(html), [], path)
      const hinted = JSON.parse(/<script type="application\/json" id="joinflow-preloads">([^<]*)<\/script>/.exec(html)![1]!) as string[]
      for (const file of [entry, modules['src/layout/OwnerLayout.tsx']!, modules[page]!]) {
        assert.include(hinted, `/${file}`, `${path}: ${file}`)
        assert.isTrue(existsSync(webAppPath(file)), file)
      }
      assert.equal(inlinedAccount(html)?.id, owner.id)
    }
    // Without a session, the landing page as before.
    const visitor = await client.get('/').header('accept-encoding', 'identity')
    assert.notInclude(visitor.text(), 'owner-shell')
  }).skip(!built, 'the web app is not built (npm run build -w admin-ui)')
})
