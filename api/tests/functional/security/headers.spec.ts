/*
 * The security headers a browser sees on the web app's pages and the API:
 * CSP, framing and content-type protections, and HSTS only over HTTPS.
 */
import { isolatedTransaction } from '#tests/helpers/database'
import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { ApiResponse } from '@japa/api-client'
import { webAppPath } from '#services/infra/web_app'
import { makeUser } from '#tests/helpers/users'
import { abilitiesFor } from '#services/tokens/token_abilities'

const PAGES = ['/', '/login', '/groups', '/admin/dashboard']

/** The CSP as a map of directive → sources. */
function directives(response: ApiResponse) {
  const header = response.header('content-security-policy') ?? ''
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources])
  )
}

function assertFrameAndSniffing(assert: any, response: ApiResponse, path: string) {
  assert.equal(response.header('x-frame-options'), 'DENY', path)
  assert.equal(response.header('x-content-type-options'), 'nosniff', path)
}

test.group('Security / headers', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('every web app page carries the CSP, no framing and no sniffing', async ({ client, assert }) => {
    for (const path of PAGES) {
      const response = await client.get(path)
      assert.oneOf(response.status(), [200, 503], path)
      const csp = directives(response)
      assert.deepEqual(csp.get('default-src'), [`'self'`], path)
      assert.deepEqual(csp.get('script-src'), [`'self'`], path)
      assert.deepEqual(csp.get('object-src'), [`'none'`], path)
      assert.deepEqual(csp.get('frame-ancestors'), [`'none'`], path)
      assert.deepEqual(csp.get('base-uri'), [`'self'`], path)
      assert.deepEqual(csp.get('form-action'), [`'self'`], path)
      // MUI writes its styles into <style> tags at run time.
      assert.includeMembers(csp.get('style-src') ?? [], [`'self'`, `'unsafe-inline'`], path)
      assert.notInclude(csp.get('script-src') ?? [], `'unsafe-inline'`, path)
      assert.notInclude(csp.get('script-src') ?? [], `'unsafe-eval'`, path)
      assertFrameAndSniffing(assert, response, path)
    }
  })

  test('the built page runs under that CSP: scripts only from our own files', async ({ assert }) => {
    if (!existsSync(webAppPath('index.html'))) return
    const html = await readFile(webAppPath('index.html'), 'utf8')
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    assert.isAbove(scripts.length, 0)
    for (const [, attributes, body] of scripts) {
      assert.match(attributes, /\bsrc="\/[^/]/, 'every script is a file of our own origin')
      assert.equal(body.trim(), '', 'no inline script')
    }
    assert.notMatch(html, /\son[a-z]+\s*=/i, 'no inline event handlers')
    for (const [, href] of html.matchAll(/<link\b[^>]*\bhref="([^"]+)"/gi)) {
      assert.isTrue(href.startsWith('/') && !href.startsWith('//'), href)
    }
  })

  test('the API answers with the same protections, signed in or by token', async ({ client, assert }) => {
    const health = await client.get('/api/health')
    assertFrameAndSniffing(assert, health, '/api/health')
    assert.deepEqual(directives(health).get('default-src'), [`'self'`])

    const owner = await makeUser()
    const signedIn = await client.get('/api/groups').loginAs(owner)
    signedIn.assertStatus(200)
    assertFrameAndSniffing(assert, signedIn, '/api/groups')
    assert.include(signedIn.header('content-type'), 'application/json')

    const missing = await client.get('/api/nothing-here')
    missing.assertStatus(404)
    assertFrameAndSniffing(assert, missing, '/api/nothing-here')

    const token = await (await import('#models/user')).default.accessTokens.create(owner, abilitiesFor('full'))
    const byToken = await client.get('/api/groups').bearerToken(token.value!.release())
    byToken.assertStatus(200)
    assert.equal(byToken.header('x-content-type-options'), 'nosniff')
    assert.include(byToken.header('content-type'), 'application/json')
  })

  test('HSTS is sent only over HTTPS, as a trusted proxy reports it', async ({ client, assert }) => {
    for (const path of ['/', '/login', '/api/health']) {
      const plain = await client.get(path)
      assert.isUndefined(plain.header('strict-transport-security'), path)

      const behindTls = await client.get(path).header('X-Forwarded-Proto', 'https')
      assert.match(behindTls.header('strict-transport-security') ?? '', /^max-age=15552000\b/, path)
    }
    const owner = await makeUser()
    const token = await (await import('#models/user')).default.accessTokens.create(owner, abilitiesFor('full'))
    const byToken = await client.get('/api/groups').bearerToken(token.value!.release()).header('X-Forwarded-Proto', 'https')
    assert.match(byToken.header('strict-transport-security') ?? '', /^max-age=15552000\b/)
  })

  test('an untrusted address cannot claim HTTPS', async ({ assert }) => {
    // The proxy allow-list is loopback and private ranges; anyone else's X-Forwarded-Proto is ignored.
    const { http } = await import('#config/app')
    const trust = http.trustProxy as (address: string, hop: number) => boolean
    assert.isTrue(trust('127.0.0.1', 0))
    assert.isTrue(trust('10.1.2.3', 0))
    assert.isFalse(trust('203.0.113.9', 0))
  })
})

test.group('Security / sign-in redirects', () => {
  test('the sign-in chooser keeps returnTo on our own origin: {$self}')
    .with(['//evil.test/x', '/\\evil.test', 'https://evil.test/', 'javascript:alert(1)', '/%2F%2Fevil.test', '/\t/evil.test', '/a/..//evil.test', '/%2e%2e//evil.test'])
    .run(async ({ client, assert }, returnTo) => {
      const response = await client.get('/api/login').qs({ returnTo }).redirects(0)
      response.assertStatus(302)
      const location = response.header('location') ?? ''
      assert.isTrue(location.startsWith('/login?'), location)
      const target = new URL(location, 'https://joinflow.example').searchParams.get('returnTo') ?? ''
      assert.equal(new URL(target, 'https://joinflow.example').origin, 'https://joinflow.example')
      assert.isFalse(target.startsWith('//') || target.includes('\\'), target)
    })

  test('a same-origin returnTo survives the chooser', async ({ client, assert }) => {
    const response = await client.get('/api/login').qs({ returnTo: '/admin?tab=users' }).redirects(0)
    assert.equal(new URL(response.header('location')!, 'https://joinflow.example').searchParams.get('returnTo'), '/admin?tab=users')
  })
})
