/*
 * The web app's files as browsers receive them: the build's brotli copy to
 * browsers that take brotli, else its gzip copy, else the file itself, with
 * the file's own type and the sent copy's length; a year of caching for the
 * content-hashed files under /assets and revalidation for the rest.
 *
 * Each copy below holds different text, so the decoded body shows which
 * one was sent.
 */
import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { webAppPath } from '#services/infra/web_app'

const id = randomUUID().slice(0, 8)
const written: string[] = []

function write(path: string, content: string | Buffer) {
  mkdirSync(webAppPath('assets'), { recursive: true })
  writeFileSync(webAppPath(path), content)
  written.push(webAppPath(path))
}

/** A file with the copies named, each holding its own text. */
function file(path: string, copies: ('br' | 'gz')[]) {
  write(path, `/* ${path}: the file itself */`)
  if (copies.includes('br')) write(`${path}.br`, brotliCompressSync(`/* ${path}: the brotli copy */`))
  if (copies.includes('gz')) write(`${path}.gz`, gzipSync(`/* ${path}: the gzip copy */`))
  return `/${path}`
}

const size = (path: string) => String(statSync(webAppPath(path)).size)

test.group('Web app / compressed files', (group) => {
  const both = `assets/both-${id}.js`
  const gzipOnly = `assets/gzip-only-${id}.css`
  const none = `assets/none-${id}.js`
  const unhashed = `unhashed-${id}.svg`
  group.setup(() => {
    file(both, ['br', 'gz'])
    file(gzipOnly, ['gz'])
    file(none, [])
    file(unhashed, ['br', 'gz'])
    return () => {
      for (const path of written) rmSync(path, { force: true })
    }
  })

  test('a browser that takes brotli gets the brotli copy, typed as the file, cached for a year', async ({ client, assert }) => {
    const response = await client.get(`/${both}`).header('accept-encoding', 'gzip, deflate, br')
    response.assertStatus(200)
    assert.equal(response.header('content-encoding'), 'br')
    assert.equal(response.text(), `/* ${both}: the brotli copy */`)
    assert.match(response.header('content-type') ?? '', /^(application|text)\/javascript; charset=utf-8$/i)
    assert.equal(response.header('content-length'), size(`${both}.br`))
    assert.include(response.header('vary') ?? '', 'Accept-Encoding')
    assert.equal(response.header('cache-control'), 'public, max-age=31536000, immutable')
  })

  test('a browser that takes gzip only gets the gzip copy', async ({ client, assert }) => {
    const response = await client.get(`/${both}`).header('accept-encoding', 'gzip')
    response.assertStatus(200)
    assert.equal(response.header('content-encoding'), 'gzip')
    assert.equal(response.text(), `/* ${both}: the gzip copy */`)
    assert.equal(response.header('content-length'), size(`${both}.gz`))
    assert.include(response.header('vary') ?? '', 'Accept-Encoding')
  })

  test('brotli refused with q=0 is not sent', async ({ client, assert }) => {
    const response = await client.get(`/${both}`).header('accept-encoding', 'br;q=0, gzip')
    assert.equal(response.header('content-encoding'), 'gzip')
  })

  test('a browser that takes neither gets the file itself', async ({ client, assert }) => {
    const response = await client.get(`/${both}`).header('accept-encoding', 'identity')
    response.assertStatus(200)
    assert.isUndefined(response.header('content-encoding'))
    assert.equal(response.text(), `/* ${both}: the file itself */`)
    assert.equal(response.header('content-length'), size(both))
    assert.include(response.header('vary') ?? '', 'Accept-Encoding')
    assert.equal(response.header('cache-control'), 'public, max-age=31536000, immutable')
  })

  test('a missing brotli copy falls back to gzip, and a file without copies is sent as it is', async ({ client, assert }) => {
    const gzip = await client.get(`/${gzipOnly}`).header('accept-encoding', 'br, gzip')
    gzip.assertStatus(200)
    assert.equal(gzip.header('content-encoding'), 'gzip')
    assert.equal(gzip.text(), `/* ${gzipOnly}: the gzip copy */`)
    assert.match(gzip.header('content-type') ?? '', /^text\/css; charset=utf-8$/i)

    const plain = await client.get(`/${none}`).header('accept-encoding', 'br, gzip')
    plain.assertStatus(200)
    assert.isUndefined(plain.header('content-encoding'))
    assert.equal(plain.text(), `/* ${none}: the file itself */`)
    assert.equal(plain.header('content-length'), size(none))
  })

  test('a file outside /assets has no hash in its name, so it is revalidated', async ({ client, assert }) => {
    const response = await client.get(`/${unhashed}`).header('accept-encoding', 'br')
    response.assertStatus(200)
    assert.equal(response.header('content-encoding'), 'br')
    assert.match(response.header('content-type') ?? '', /^image\/svg\+xml/)
    assert.equal(response.header('cache-control'), 'no-cache')
  })

  test('the page itself is sent compressed and revalidated on every visit', async ({ client, assert }) => {
    const brotli = await client.get('/groups').header('accept-encoding', 'gzip, br')
    brotli.assertStatus(200)
    assert.equal(brotli.header('content-encoding'), 'br')
    assert.equal(brotli.header('content-length'), size('index.html.br'))
    assert.match(brotli.header('content-type') ?? '', /^text\/html; charset=utf-8$/i)
    assert.equal(brotli.header('cache-control'), 'no-cache')
    assert.include(brotli.header('vary') ?? '', 'Accept-Encoding')
    assert.include(brotli.text(), '<div id="root">')

    // `/` is the landing page prerendered for visitors (prerendered_pages.spec.ts).
    const gzip = await client.get('/groups').header('accept-encoding', 'gzip')
    assert.equal(gzip.header('content-encoding'), 'gzip')
    assert.equal(gzip.header('content-length'), size('index.html.gz'))

    const identity = await client.get('/groups').header('accept-encoding', 'identity')
    assert.isUndefined(identity.header('content-encoding'))
    assert.equal(identity.header('content-length'), size('index.html'))
  }).skip(!existsSync(webAppPath('index.html.br')), 'the web app is not built (npm run build -w admin-ui)')

  test('the build wrote a brotli and a gzip copy beside each script and style sheet', async ({ assert }) => {
    const { readdirSync, statSync } = await import('node:fs')
    // A file of a few hundred bytes compresses to no less than itself, so it has no copies and is sent as it is.
    const files = readdirSync(webAppPath('assets')).filter(
      (name) => /^[\w-]+-[\w-]{8}\.(js|css)$/.test(name) && !name.includes(id) && statSync(webAppPath('assets', name)).size >= 1024
    )
    assert.isAbove(files.length, 0)
    for (const name of files) {
      assert.isTrue(existsSync(webAppPath('assets', `${name}.br`)), `${name}.br`)
      assert.isTrue(existsSync(webAppPath('assets', `${name}.gz`)), `${name}.gz`)
    }
  }).skip(!existsSync(webAppPath('index.html.br')), 'the web app is not built (npm run build -w admin-ui)')
})
