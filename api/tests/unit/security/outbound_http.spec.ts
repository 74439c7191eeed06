/*
 * The guarded client (#services/infra/outbound_http) against the ways a server-side
 * request is turned inwards: literal private addresses in every spelling,
 * names resolving inside, redirects, DNS rebinding. DNS is simulated with a
 * resolver handed to the client, and where a test needs a "public" server,
 * 127.0.0.1 stands in for one through the client's policy while the
 * private target listens on 127.0.0.2.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import dns, { type LookupAddress } from 'node:dns'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { RequestError } from 'got'
import {
  type AddressPolicy,
  checkPublicUrl,
  createOutboundHttp,
  outboundSettingWarnings,
  PUBLIC_ONLY,
} from '#services/infra/outbound_http'
import FacebookPage, { GroupPictureException } from '#services/groups/facebook_page'
import { exchangeCode } from '#services/integrations/email_oauth'
import { IntegrationError } from '#services/integrations/contract'
import { FacebookSignInDriver, GoogleSignInDriver, OutboundOAuthRequest, ProviderRequestError } from '#services/auth/oauth_requests'
import { OidcDriver } from '#services/auth/oidc_driver'
import { allowPrivateNetwork } from '#tests/helpers/local_platform'

interface Listening {
  url: string
  port: number
  /** TCP connections accepted, so "nothing was sent" means nothing at all. */
  connections: number
  requests: string[]
  close(): Promise<void>
}

async function listen(host: string, handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<Listening> {
  const server: Server = createServer((request, response) => {
    state.requests.push(request.url ?? '/')
    handle(request, response)
  })
  const state: Listening = {
    url: '',
    port: 0,
    connections: 0,
    requests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  server.on('connection', () => (state.connections += 1))
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  state.port = (server.address() as AddressInfo).port
  state.url = `http://${host}:${state.port}`
  return state
}

const ok = (_: IncomingMessage, response: ServerResponse) => response.end('internal answer')

/** A resolver answering from a table (each name's answers in turn), and the system's for anything else. */
function fakeDns(table: Record<string, string[][]>) {
  const calls: string[] = []
  const lookup = (hostname: string, options: dns.LookupOptions, callback: (...args: any[]) => void) => {
    calls.push(hostname)
    const answers = table[hostname]
    if (!answers) return dns.lookup(hostname, options as dns.LookupAllOptions, callback)
    const addresses: LookupAddress[] = (answers.length > 1 ? answers.shift()! : answers[0]).map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }))
    if (options.all) return callback(null, addresses)
    callback(null, addresses[0].address, addresses[0].family)
  }
  return { lookup, calls }
}

/** 127.0.0.1 plays a public host; every other address is judged as in production. */
const STAND_IN: AddressPolicy = { allows: (address) => address === '127.0.0.1' || PUBLIC_ONLY.allows(address) }

async function refusal(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error as Error & { code?: string }
  }
  throw new Error('expected the call to be refused')
}

test.group('Outbound HTTP / private addresses', (group) => {
  let inside: Listening
  group.each.setup(async () => {
    const restore = allowPrivateNetwork(false)
    inside = await listen('127.0.0.1', ok)
    return async () => {
      restore()
      await inside.close()
    }
  })

  test('{0} is refused before a connection is opened')
    .with([
      ['loopback', (port: number) => `http://127.0.0.1:${port}/`],
      ['localhost', (port: number) => `http://localhost:${port}/`],
      ['unspecified (Linux connects it to this machine)', (port: number) => `http://0.0.0.0:${port}/`],
      ['IPv6 loopback', (port: number) => `http://[::1]:${port}/`],
      ['IPv4-mapped IPv6', (port: number) => `http://[::ffff:127.0.0.1]:${port}/`],
      ['IPv4-mapped IPv6, hex', (port: number) => `http://[::ffff:7f00:1]:${port}/`],
      ['NAT64', (port: number) => `http://[64:ff9b::7f00:1]:${port}/`],
      ['decimal IPv4', (port: number) => `http://2130706433:${port}/`],
      ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
      ['NAT64 cloud metadata', () => 'http://[64:ff9b::a9fe:a9fe]/latest/meta-data/'],
      ['private network', () => 'http://10.0.0.1/'],
      ['CGNAT', () => 'http://100.64.0.1/'],
      ['unique local IPv6', () => 'http://[fd00::1]/'],
      ['6to4 of a private address', () => 'http://[2002:a00:1::1]/'],
    ] as const)
    .run(async ({ assert }, [, url]) => {
      const error = await refusal(createOutboundHttp()(url(inside.port)))
      assert.instanceOf(error, RequestError)
      assert.equal(error.code, 'EPRIVATETARGET')
      assert.equal(inside.connections, 0)
    })

  test('a name resolving to a private address is refused, even beside a public one', async ({ assert }) => {
    const resolver = fakeDns({
      'inside.example': [['127.0.0.1']],
      'mixed.example': [['93.184.215.14', '127.0.0.1']],
      'metadata.example': [['169.254.169.254']],
      'mapped.example': [['::ffff:127.0.0.1']],
    })
    const http = createOutboundHttp({ lookup: resolver.lookup })
    for (const name of ['inside.example', 'mixed.example', 'metadata.example', 'mapped.example']) {
      const error = await refusal(http(`http://${name}:${inside.port}/`))
      assert.equal(error.code, 'EPRIVATETARGET', name)
    }
    assert.equal(inside.connections, 0)
  })

  test('the test-only setting lets calls reach this machine, and is off unless set', async ({ assert }) => {
    assert.equal((await refusal(createOutboundHttp()(inside.url))).code, 'EPRIVATETARGET')
    const restore = allowPrivateNetwork()
    try {
      const answer = await createOutboundHttp()(inside.url)
      assert.equal(answer.body, 'internal answer')
    } finally {
      restore()
    }
  })

  test('an origin the operator configured is reachable; its neighbours are not', async ({ assert }) => {
    const other = await listen('127.0.0.1', ok)
    try {
      const http = createOutboundHttp({ trustedOrigins: [inside.url] })
      assert.equal((await http(`${inside.url}/token`)).statusCode, 200)
      assert.equal((await refusal(http(`${other.url}/token`))).code, 'EPRIVATETARGET')
      assert.equal(other.connections, 0)
    } finally {
      await other.close()
    }
  })
})

test.group('Outbound HTTP / redirects and DNS rebinding', (group) => {
  let publicHost: Listening
  let privateHost: Listening
  let resolver: ReturnType<typeof fakeDns>

  group.each.setup(async () => {
    const restore = allowPrivateNetwork(false)
    privateHost = await listen('127.0.0.2', ok)
    publicHost = await listen('127.0.0.1', (request, response) => {
      const to = new URL(request.url!, 'http://x').searchParams.get('to')
      if (to) response.writeHead(302, { location: to }).end()
      else response.end('public answer')
    })
    resolver = fakeDns({ 'hooks.public.example': [['127.0.0.1']], 'internal.example': [['127.0.0.2']] })
    return async () => {
      restore()
      await Promise.all([publicHost.close(), privateHost.close()])
    }
  })

  const publicUrl = (to?: string) =>
    `http://hooks.public.example:${publicHost.port}/hook${to ? `?to=${encodeURIComponent(to)}` : ''}`

  test('a redirect to another public address is followed (the harness works)', async ({ assert }) => {
    const http = createOutboundHttp({ lookup: resolver.lookup, policy: STAND_IN, followRedirects: true })
    const answer = await http(publicUrl(publicUrl()))
    assert.equal(answer.body, 'public answer')
    assert.lengthOf(publicHost.requests, 2)
  })

  test('a redirect from a public host to {0} is never followed')
    .with([
      ['a private literal', (port: number) => `http://127.0.0.2:${port}/`],
      ['a name resolving inside', (port: number) => `http://internal.example:${port}/`],
      ['an IPv4-mapped address', (port: number) => `http://[::ffff:127.0.0.2]:${port}/`],
      ['an IPv4-mapped address in hex', (port: number) => `http://[::ffff:7f00:2]:${port}/`],
      ['a NAT64 address', (port: number) => `http://[64:ff9b::7f00:2]:${port}/`],
      ['the cloud metadata service', () => 'http://169.254.169.254/latest/meta-data/iam/'],
    ] as const)
    .run(async ({ assert }, [, target]) => {
      const http = createOutboundHttp({ lookup: resolver.lookup, policy: STAND_IN, followRedirects: true })
      const error = await refusal(http(publicUrl(target(privateHost.port))))
      assert.equal(error.code, 'EPRIVATETARGET')
      assert.lengthOf(publicHost.requests, 1)
      assert.equal(privateHost.connections, 0)
    })

  test('a name that answers public, then private, is checked at each connection (DNS rebinding)', async ({ assert }) => {
    const rebinding = fakeDns({ 'rebind.example': [['127.0.0.1'], ['127.0.0.2']] })
    const http = createOutboundHttp({ lookup: rebinding.lookup, policy: STAND_IN })
    const first = await http(`http://rebind.example:${publicHost.port}/hook`, { headers: { connection: 'close' } })
    assert.equal(first.body, 'public answer')
    const error = await refusal(http(`http://rebind.example:${publicHost.port}/hook`, { headers: { connection: 'close' } }))
    assert.equal(error.code, 'EPRIVATETARGET')
    // One resolution per connection, and the socket connects to the very address that was checked.
    assert.deepEqual(rebinding.calls, ['rebind.example', 'rebind.example'])
    assert.equal(privateHost.connections, 0)
  })
})

test.group('Outbound HTTP / every caller goes through the guard', (group) => {
  let inside: Listening
  group.each.setup(async () => {
    const restore = allowPrivateNetwork(false)
    inside = await listen('127.0.0.1', (_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<meta property="og:image" content="https://scontent.example/inside.jpg">{"access_token":"t"}')
    })
    return async () => {
      restore()
      await inside.close()
    }
  })

  test('the group picture refresh does not read a page on this machine', async ({ assert }) => {
    const page = new FacebookPage({ baseUrl: inside.url, timeoutMs: 2000 })
    const error = await refusal(page.groupPicture('1'))
    assert.instanceOf(error, GroupPictureException)
    assert.equal(inside.connections, 0)
  })

  test('an email platform’s token endpoint on this machine is refused in our words', async ({ assert }) => {
    const error = await refusal(
      exchangeCode(
        { authorizeUrl: `${inside.url}/authorize`, tokenUrl: `${inside.url}/token`, scopes: [] },
        { clientId: 'id', clientSecret: 'secret' },
        { code: 'code', redirectUri: 'http://localhost/callback', codeVerifier: 'verifier' }
      )
    )
    assert.instanceOf(error, IntegrationError)
    assert.equal(error.message, 'JoinFlow only calls public addresses; this one is on a private or local network.')
    assert.equal(inside.connections, 0)
  })

  test('provider sign-in makes its token and profile calls through the guard', async ({ assert }) => {
    const ctx = await testUtils.createHttpContext()
    const config = { clientId: 'id', clientSecret: 'secret', callbackUrl: 'http://localhost/callback' }
    for (const driver of [
      new GoogleSignInDriver(ctx, config),
      new FacebookSignInDriver(ctx, config),
      new OidcDriver(ctx, { ...config, issuer: 'https://id.example.com' }),
    ]) {
      const request = (driver as any).httpClient(`${inside.url}/token`)
      assert.instanceOf(request, OutboundOAuthRequest)
      const error = await refusal(request.field('code', 'x').post())
      assert.instanceOf(error, ProviderRequestError)
      assert.equal(error.message, 'The sign-in provider could not be reached.')
    }
    assert.equal(inside.connections, 0)
  })

  test('an OpenID Connect issuer on a private network is reachable; other private endpoints are not', async ({ assert }) => {
    const ctx = await testUtils.createHttpContext()
    const issuer = await listen('127.0.0.1', (_, response) => response.end('{"sub":"1"}'))
    try {
      const driver = new OidcDriver(ctx, { clientId: 'id', clientSecret: 'secret', callbackUrl: 'http://x/cb', issuer: issuer.url })
      const own = await (driver as any).httpClient(`${issuer.url}/userinfo`).parseAs('json').get()
      assert.deepEqual(own, { sub: '1' })
      assert.instanceOf(await refusal((driver as any).httpClient(`${inside.url}/userinfo`).get()), ProviderRequestError)
      assert.equal(inside.connections, 0)
    } finally {
      await issuer.close()
    }
  })
})

test.group('Outbound HTTP / the check when an owner saves a URL', (group) => {
  group.each.setup(() => allowPrivateNetwork(false))

  test('a name resolving inside is refused; one that does not resolve (yet) is left to the connection', async ({ assert }) => {
    const resolver = fakeDns({ 'inside.example': [['10.0.0.7']], 'hooks.example': [['93.184.215.14']] })
    assert.deepEqual(await checkPublicUrl('https://inside.example/hook', resolver.lookup), { public: false, reason: 'private' })
    assert.deepEqual(await checkPublicUrl('https://hooks.example/hook', resolver.lookup), { public: true })
    const nowhere = (_: string, __: dns.LookupOptions, callback: (...args: any[]) => void) =>
      callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }))
    assert.deepEqual(await checkPublicUrl('https://not-yet.example/hook', nowhere), { public: true })
    const silent = () => {}
    assert.deepEqual(await checkPublicUrl('https://slow.example/hook', silent, 50), { public: true })
    assert.deepEqual(await checkPublicUrl('ftp://hooks.example/hook', resolver.lookup), { public: false, reason: 'invalid' })
  })
})

test.group('Outbound HTTP / the test-only setting at start', () => {
  test('a production start with it on is warned about loudly; elsewhere it is quiet', ({ assert }) => {
    const [warning] = outboundSettingWarnings({ NODE_ENV: 'production', TEST_ONLY_ALLOW_PRIVATE_NETWORK: 'true' })
    assert.match(warning, /^TEST_ONLY_ALLOW_PRIVATE_NETWORK=true with NODE_ENV=production: .* It is for tests only: unset it\.$/)
    assert.deepEqual(outboundSettingWarnings({ NODE_ENV: 'development', TEST_ONLY_ALLOW_PRIVATE_NETWORK: 'true' }), [])
    assert.deepEqual(outboundSettingWarnings({ NODE_ENV: 'production' }), [])
  })

  test('the setting it replaced is named as no longer read', ({ assert }) => {
    const [warning] = outboundSettingWarnings({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE: 'true' })
    assert.match(warning, /WEBHOOK_ALLOW_PRIVATE is no longer read/)
  })
})
