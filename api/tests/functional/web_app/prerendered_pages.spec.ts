/*
 * The page each path gets: a visitor without a session gets the page the
 * build prerendered for the path, where there is one, as its brotli or gzip
 * copy like every other file; a signed-in owner, and any path without a
 * prerendered page, gets index.html. Each file below holds its own text, so
 * the decoded body shows which one was sent.
 */
import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { webAppPath } from '#services/infra/web_app'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/users'
import { prerenderedFileFor } from '#controllers/web_app_controller'

const id = `test-${randomUUID().slice(0, 8)}`
const path = `/${id}`
const file = `prerendered/${id}/index.html`
const written: string[] = []

function write(relative: string, content: string | Buffer) {
  mkdirSync(dirname(webAppPath(relative)), { recursive: true })
  writeFileSync(webAppPath(relative), content)
  written.push(webAppPath(relative))
}

/** A signed-in page without the preload hints and the account the server put at the end of its <head>. */
const withoutSignedInHead = (html: string) =>
  html.replace(/<link rel="modulepreload" crossorigin href="[^"]*">/g, '').replace(/<script type="application\/json" id="joinflow-user">[^<]*<\/script>/, '')

const size = (relative: string) => String(statSync(webAppPath(relative)).size)
const built = existsSync(webAppPath('prerendered', 'index.html'))

test.group('Web app / prerendered pages', (group) => {
  group.setup(() => {
    // Without a build, an index.html of the test's own stands in (and is the one the server keeps).
    if (!existsSync(webAppPath('index.html'))) write('index.html', '<div id="root"></div><!-- index.html -->')
    write(file, `<div id="root" data-prerendered="${path}">the prerendered page</div>`)
    write(`${file}.br`, brotliCompressSync('the prerendered page: brotli copy'))
    write(`${file}.gz`, gzipSync('the prerendered page: gzip copy'))
    return () => {
      for (const written_ of written) rmSync(written_, { force: true })
      rmSync(webAppPath('prerendered', id), { recursive: true, force: true })
    }
  })
  group.each.setup(() => isolatedTransaction())

  const indexHtml = () => readFileSync(webAppPath('index.html'), 'utf8')

  test('a path maps to its prerendered file, and only plain lower-case paths have one', ({ assert }) => {
    assert.equal(prerenderedFileFor('/'), 'prerendered/index.html')
    assert.equal(prerenderedFileFor('/order'), 'prerendered/order/index.html')
    assert.equal(prerenderedFileFor('/order/'), 'prerendered/order/index.html')
    assert.equal(prerenderedFileFor('/customer-login'), 'prerendered/customer-login/index.html')
    for (const refused of ['/../index', '/order/..', '/%2e%2e/x', '/Order', '//order', '/order.html', '/a b']) {
      assert.isUndefined(prerenderedFileFor(refused), refused)
    }
  })

  test('a visitor gets the prerendered page, compressed, revalidated, varying on the session cookie', async ({ client, assert }) => {
    const brotli = await client.get(path).header('accept-encoding', 'gzip, br')
    brotli.assertStatus(200)
    assert.equal(brotli.header('content-encoding'), 'br')
    assert.equal(brotli.text(), 'the prerendered page: brotli copy')
    assert.equal(brotli.header('content-length'), size(`${file}.br`))
    assert.match(brotli.header('content-type') ?? '', /^text\/html; charset=utf-8$/i)
    assert.equal(brotli.header('cache-control'), 'no-cache')
    assert.include(brotli.header('vary') ?? '', 'Accept-Encoding')
    assert.include(brotli.header('vary') ?? '', 'Cookie')
    // The page gets the security headers of every page.
    assert.include(brotli.header('content-security-policy') ?? '', `script-src 'self'`)

    const gzip = await client.get(`${path}?plan=pro&billing=annual`).header('accept-encoding', 'gzip')
    assert.equal(gzip.header('content-encoding'), 'gzip')
    assert.equal(gzip.text(), 'the prerendered page: gzip copy')

    const identity = await client.get(`${path}/`).header('accept-encoding', 'identity')
    assert.isUndefined(identity.header('content-encoding'))
    assert.equal(identity.text(), `<div id="root" data-prerendered="${path}">the prerendered page</div>`)
    assert.equal(identity.header('content-length'), size(file))
  })

  test('a signed-in owner gets index.html on the same path, never the visitor page', async ({ client, assert }) => {
    const owner = await makeUser()
    const response = await client.get(path).header('accept-encoding', 'identity').loginAs(owner)
    response.assertStatus(200)
    // index.html, with what the server adds for a signed-in page in its <head> (signed_in_page.spec.ts).
    assert.equal(withoutSignedInHead(response.text()), indexHtml())
    assert.notInclude(response.text(), 'data-prerendered')
    assert.equal(response.header('cache-control'), 'private, no-cache')
    assert.include(response.header('vary') ?? '', 'Cookie')
  })

  test('a path without a prerendered page gets index.html, varying on the cookie (a signed-in page carries its account)', async ({ client, assert }) => {
    const response = await client.get(`/groups-${id}`).header('accept-encoding', 'identity')
    response.assertStatus(200)
    assert.equal(response.text(), indexHtml())
    assert.include(response.header('vary') ?? '', 'Cookie')
  })

  test('the prerendered files are not served by their own addresses', async ({ client, assert }) => {
    for (const address of [`/${file}`, `/${file}.br`, `/${file}.gz`]) {
      const response = await client.get(address).header('accept-encoding', 'identity')
      response.assertStatus(200)
      assert.equal(response.text(), indexHtml(), address)
    }
  })

  test('the built landing page holds its main content for a visitor, and index.html for an owner', async ({ client, assert }) => {
    const visitor = await client.get('/').header('accept-encoding', 'br')
    assert.equal(visitor.header('content-encoding'), 'br')
    assert.include(visitor.text(), '<div id="root" data-prerendered="/">')
    assert.match(visitor.text(), /<h1[^>]*>Grow your Facebook group(<!-- -->)? <span[^>]*>on autopilot<\/span><\/h1>/)
    assert.match(visitor.text(), /<style data-emotion="css [^"]+">/)

    const owner = await makeUser()
    const signedIn = await client.get('/').header('accept-encoding', 'identity').loginAs(owner)
    // The owner's frame for the dashboard, never the landing page.
    assert.include(signedIn.text(), '<div id="root"></div>')
    assert.include(signedIn.text(), 'id="owner-shell"')
    assert.notInclude(signedIn.text(), 'data-prerendered')
    assert.notMatch(signedIn.text(), /Grow your Facebook group/)
  }).skip(!built, 'the web app is not built (npm run build -w admin-ui)')

  test('the built prerendered pages run under the CSP: scripts only from our own files, none inline', async ({ assert }) => {
    const { readdirSync } = await import('node:fs')
    const pages = readdirSync(webAppPath('prerendered'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('index.html') && !name.startsWith('test-'))
    // (Not the pages these tests write for themselves.)
    assert.isAbove(pages.length, 1)
    for (const name of pages) {
      const html = readFileSync(webAppPath('prerendered', name), 'utf8')
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      assert.lengthOf(scripts, 1, name)
      for (const [, attributes, body] of scripts) {
        assert.match(attributes, /\bsrc="\/assets\/[^"]+\.js"/, name)
        assert.equal(body.trim(), '', `${name}: no inline script`)
        // The script it names is one the build wrote.
        assert.isTrue(existsSync(webAppPath(/src="\/([^"]+)"/.exec(attributes)![1]!)), name)
      }
      assert.notMatch(html, /\son[a-z]+\s*=\s*"/i, `${name}: no inline event handlers`)
    }
  }).skip(!built, 'the web app is not built (npm run build -w admin-ui)')
})
