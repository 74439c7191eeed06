import { test } from '@japa/runner'
import { KLAVIYO_REVISION } from '#services/integrations/email/klaviyo'
import { createPlatformHttp } from '#services/integrations/http'
import { adapterFor } from '#services/integrations/registry'
import { type FakePlatform, sampleMember, startFakePlatform } from '#tests/support/fake_platforms/index'
import { documentedRevision, requestProblems } from '#tests/support/openapi'
import { allowPrivateNetwork } from '#tests/helpers/local_platform'

/*
 * Klaviyo pins every call to a dated API revision and retires each one two years after its
 * release; a retired revision is refused. The adapter speaks the revision of the official
 * description kept in tests/fixtures/openapi (klaviyo/openapi's stable.json), and the local
 * Klaviyo checks every request against that description.
 */
const DESCRIPTION = 'klaviyo-stable.json'
const SPEC_PATHS: Record<string, string> = {
  'GET /accounts': '/api/accounts',
  'GET /lists/XyZ123': '/api/lists/{id}',
  'POST /profile-import': '/api/profile-import',
  'POST /lists/XyZ123/relationships/profiles': '/api/lists/{id}/relationships/profiles',
}

test.group('Klaviyo speaks the revision of its official description', (group) => {
  let fake: FakePlatform
  group.setup(() => allowPrivateNetwork())
  group.each.setup(async () => {
    fake = await startFakePlatform('klaviyo')
    return () => fake.close()
  })
  const context = () => ({ http: createPlatformHttp({ timeoutMs: 2000 }), baseUrl: fake.url })

  test('the adapter pins the described revision', ({ assert }) => {
    assert.match(documentedRevision(DESCRIPTION), /^\d{4}-\d{2}-\d{2}$/)
    assert.equal(KLAVIYO_REVISION, documentedRevision(DESCRIPTION))
  })

  test('every call of a test and a delivery fits the description', async ({ assert }) => {
    const adapter = adapterFor('email', 'klaviyo')!
    await adapter.test(fake.credentials, context())
    await adapter.deliver(sampleMember(), fake.credentials, context())

    assert.deepEqual(
      fake.requests.map(({ method, path }) => `${method} ${path}`),
      Object.keys(SPEC_PATHS)
    )
    for (const request of fake.requests) {
      assert.equal(request.headers.revision, documentedRevision(DESCRIPTION))
      const problems = requestProblems({
        file: DESCRIPTION,
        method: request.method,
        specPath: SPEC_PATHS[`${request.method} ${request.path}`],
        path: `/api${request.path}`,
        headers: request.headers,
        body: request.body,
      })
      assert.deepEqual(problems, [], `${request.method} ${request.path}`)
    }
    assert.equal(fake.state.contacts.size, 1)
  })

  test('the local Klaviyo refuses a retired revision and a body off the schema, as Klaviyo does', async ({ assert }) => {
    const headers = { 'authorization': `Klaviyo-API-Key ${fake.credentials.apiKey}`, 'content-type': 'application/vnd.api+json' }
    const retired = await fetch(`${fake.url}/accounts`, { headers: { ...headers, revision: '2024-10-15' } })
    assert.equal(retired.status, 400)
    assert.include(JSON.stringify(await retired.json()), 'revision 2024-10-15 is not served')

    const missing = await fetch(`${fake.url}/accounts`, { headers })
    assert.equal(missing.status, 400)

    const offSchema = await fetch(`${fake.url}/profile-import`, {
      method: 'POST',
      headers: { ...headers, revision: documentedRevision(DESCRIPTION) },
      body: JSON.stringify({ data: { type: 'profile', attributes: { email: 'jane@example.com', first_name: 7 } } }),
    })
    assert.equal(offSchema.status, 400)
    assert.include(JSON.stringify(await offSchema.json()), 'first_name')
    assert.equal(fake.state.contacts.size, 0)
  })
})
