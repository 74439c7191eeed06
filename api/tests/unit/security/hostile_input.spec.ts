/*
 * Properties of the pure modules that stand between hostile input and the
 * rest of the product: the rule engine, CSV cells, the sign-in redirect
 * and the Facebook address guard.
 */
import { test } from '@japa/runner'
import fc from 'fast-check'
import { compileRules, normalizeSettings, type CapturedRequest } from '#domain/rule_engine'
import { csvCell, csvLine } from '#services/infra/csv'
import { safeReturnTo } from '#services/infra/app_url'
import { isFacebookHost } from '#domain/facebook_group_url'
import FacebookPage, { GroupPictureException } from '#services/groups/facebook_page'
import { allowPrivateNetwork, startLocalPlatform } from '#tests/helpers/local_platform'

const RUNS = { numRuns: 300, seed: 8 }

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', 'a'.repeat(10_000), '[object Object]', '__proto__', 'constructor')
)
const anyValue = fc.oneof(fc.anything(), text)

test.group('Security / rule engine on arbitrary input', () => {
  test('normalizing any settings gives well-typed settings', ({ assert }) => {
    fc.assert(
      fc.property(fc.oneof(fc.dictionary(fc.string(), anyValue), fc.object()), (input) => {
        const settings = normalizeSettings(input as Record<string, unknown>)
        assert.isBoolean(settings.enabled)
        assert.isTrue(Number.isFinite(settings.maxApprovalsPerHour))
        assert.isTrue(settings.requiredKeywords.every((keyword) => typeof keyword === 'string'))
        assert.isTrue(settings.blockedKeywords.every((keyword) => typeof keyword === 'string'))
      }),
      RUNS
    )
  })

  test('deciding never throws and always answers approve, decline or review', ({ assert }) => {
    const settings = fc.record({
      enabled: fc.oneof(fc.boolean(), anyValue),
      requireEmail: fc.oneof(fc.boolean(), anyValue),
      requiredKeywords: fc.oneof(fc.array(text, { maxLength: 4 }), anyValue),
      blockedKeywords: fc.oneof(fc.array(text, { maxLength: 4 }), anyValue),
      maxApprovalsPerHour: fc.oneof(fc.integer(), fc.double(), anyValue),
      minAccountAgeDays: fc.oneof(fc.integer(), anyValue),
      requireAllAnswers: fc.oneof(fc.boolean(), anyValue),
      requireRulesAgreement: fc.oneof(fc.boolean(), anyValue),
      requirePhone: fc.oneof(fc.boolean(), anyValue),
      allowedLocations: fc.oneof(fc.array(text, { maxLength: 3 }), anyValue),
      blockedLocations: fc.oneof(fc.array(text, { maxLength: 3 }), anyValue),
    })
    const captured = fc.record<CapturedRequest>({
      name: text,
      profileId: text,
      profileUrl: fc.option(text),
      answers: fc.array(fc.record({ question: text, answer: text }), { maxLength: 5 }),
      agreedToRules: fc.option(fc.boolean()),
      joinedFacebookAt: fc.option(fc.oneof(text, fc.date().map((date) => (Number.isNaN(date.getTime()) ? 'x' : date.toISOString())))),
      livesIn: fc.option(text),
      groupsInCommon: fc.option(fc.integer()),
      invitedBy: fc.option(text),
    })
    const context = fc.record({
      now: fc.date({ noInvalidDate: true }),
      approvalsThisHour: fc.oneof(fc.nat(), fc.integer()),
    })
    fc.assert(
      fc.property(settings, fc.option(text, { nil: undefined }), captured, context, (input, country, request, at) => {
        const decide = compileRules(normalizeSettings(input), { defaultCountry: country })
        const { decision, reasons } = decide(request, at)
        assert.oneOf(decision, ['approve', 'decline', 'review'])
        assert.isArray(reasons)
      }),
      RUNS
    )
  })
})

test.group('Security / CSV cells', () => {
  const unquote = (cell: string) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell)

  test('no cell starts a formula and every cell reads back as written', ({ assert }) => {
    const formulaLike = fc.tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string()).map(([start, rest]) => start + rest)
    fc.assert(
      fc.property(fc.oneof(formulaLike, text, fc.integer()), (value) => {
        const cell = unquote(csvCell(value))
        assert.notMatch(cell, /^[=+\-@\t\r]/)
        assert.equal(cell, /^[=+\-@\t\r]/.test(String(value)) ? `'${value}` : String(value))
      }),
      RUNS
    )
  })

  test('a line has as many cells as values, whatever they hold', ({ assert }) => {
    fc.assert(
      fc.property(fc.array(fc.oneof(text, fc.constant(null)), { minLength: 1, maxLength: 6 }), (values) => {
        const line = csvLine(values)
        assert.isTrue(line.endsWith('\r\n'))
        // Outside quotes, only the separators are commas.
        const unquoted = line.replace(/"(?:[^"]|"")*"/g, '')
        assert.equal(unquoted.split(',').length, values.length)
      }),
      RUNS
    )
  })
})

test.group('Security / redirects after sign-in', () => {
  const ORIGIN = 'https://joinflow.example'
  const urlish = fc.oneof(
    fc.webUrl(),
    fc.webPath(),
    text,
    fc
      .tuple(
        fc.constantFrom(
          '/', '//', '/\\', '\\\\', '\\/', '/%2F', '/%5C', 'javascript:', 'data:', 'http:', 'https:', ' /', '\t/', '/\t/',
          '/\u3000/', 'ht\ttp://', '/./', '/.//', '/a/..//', '/%2e%2e//', '/a/%2e%2e//', '/..//', '/./\\'
        ),
        fc.constantFrom('evil.test', 'evil.test/path', '@evil.test', 'alert(1)', '%0d%0aLocation:evil.test', ''),
        fc.string({ maxLength: 8 })
      )
      .map((parts) => parts.join(''))
  )

  test('always lands on a path of our own origin', ({ assert }) => {
    fc.assert(
      fc.property(urlish, (value) => {
        const target = safeReturnTo(value)
        assert.isTrue(target.startsWith('/'), target)
        assert.isFalse(target.startsWith('//') || target.startsWith('/\\'), target)
        assert.equal(new URL(target, ORIGIN).origin, ORIGIN)
        // As browsers read a Location header: control characters dropped, backslashes as slashes.
        const asBrowsersRead = target.replace(/[\u0000-\u001f]/g, '').replaceAll('\\', '/')
        assert.equal(new URL(asBrowsersRead, ORIGIN).origin, ORIGIN)
      }),
      { numRuns: 1000, seed: 8 }
    )
  })

  test('keeps same-origin paths as they are', ({ assert }) => {
    fc.assert(
      fc.property(fc.webPath().filter((path) => path.startsWith('/') && !path.startsWith('//')), (path) => {
        const { pathname, search, hash } = new URL(path, ORIGIN)
        assert.equal(safeReturnTo(path), pathname.startsWith('//') ? '/' : pathname + search + hash)
      }),
      RUNS
    )
  })
})

test.group('Security / the Facebook address guard', () => {
  const privateHosts = fc.constantFrom(
    '127.0.0.1', 'localhost', '10.0.0.5', '172.16.3.4', '192.168.1.1', '169.254.169.254', '[::1]', '[fd00::1]', '0.0.0.0',
    '2130706433', '0x7f000001', 'metadata.google.internal', 'facebook.com.evil.test', 'evilfacebook.com', 'facebook.com.'
  )

  test('accepts only https on Facebook’s own hosts, with no port or credentials', ({ assert }) => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true }), privateHosts.map((host) => `https://${host}/groups/1`), text), (address) => {
        if (!isFacebookHost(address)) return
        const url = new URL(address)
        assert.equal(url.protocol, 'https:')
        assert.equal(url.port, '')
        assert.equal(url.username + url.password, '')
        assert.match(url.hostname, /(^|\.)facebook\.com$/)
      }),
      RUNS
    )
  })

  test('refuses private-network and look-alike addresses', ({ assert }) => {
    fc.assert(
      fc.property(privateHosts, fc.constantFrom('http', 'https'), fc.webPath(), (host, scheme, path) => {
        assert.isFalse(isFacebookHost(`${scheme}://${host}${path}`))
      }),
      RUNS
    )
    for (const sneaky of [
      'https://www.facebook.com@127.0.0.1/',
      'https://user:pass@www.facebook.com/',
      'https://www.facebook.com:8443/',
      'http://www.facebook.com/',
      'file:///etc/passwd',
    ]) {
      assert.isFalse(isFacebookHost(sneaky), sneaky)
    }
  })
})

test.group('Security / the picture refresh fetches only Facebook', (group) => {
  // The configured origin stands in on this machine; the origin check is what these tests are about.
  group.setup(() => allowPrivateNetwork())
  async function refusal(promise: Promise<unknown>) {
    try {
      await promise
    } catch (error) {
      return error
    }
    return null
  }

  test('without a configured origin, no address off Facebook is ever requested', async ({ assert }) => {
    const local = await startLocalPlatform({ status: 200, body: '<meta property="og:image" content="https://evil.test/x.png">' })
    try {
      const page = new FacebookPage({})
      for (const address of [`${local.url}/groups/1`, `${local.url.replace('127.0.0.1', 'localhost')}/groups/1`]) {
        const error = await refusal(page.readOgImage(address))
        assert.instanceOf(error, GroupPictureException)
      }
      assert.isTrue(page.groupPageUrl('../../@127.0.0.1:80/x').startsWith('https://www.facebook.com/groups/'))
      assert.lengthOf(local.requests, 0)
    } finally {
      await local.close()
    }
  })

  test('a redirect off the configured origin is never followed', async ({ assert }) => {
    const elsewhere = await startLocalPlatform({ status: 200, body: '<meta property="og:image" content="https://evil.test/x.png">' })
    const facebook = await startLocalPlatform((request) => ({
      status: 302,
      headers: {
        location: request.path.endsWith('/metadata') ? 'http://169.254.169.254/latest/meta-data/' : `${elsewhere.url}/groups/1`,
      },
    }))
    try {
      const page = new FacebookPage({ baseUrl: facebook.url, timeoutMs: 2000 })
      for (const id of ['1', 'metadata']) {
        assert.instanceOf(await refusal(page.groupPicture(id)), GroupPictureException)
      }
      assert.lengthOf(facebook.requests, 2)
      assert.lengthOf(elsewhere.requests, 0)
    } finally {
      await Promise.all([facebook.close(), elsewhere.close()])
    }
  })
})
