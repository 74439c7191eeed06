import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import { Encryption } from '@adonisjs/core/encryption'
import Integration from '#models/integration'
import GoogleConnection from '#models/google_connection'
import User from '#models/user'
import { DecideByHand } from '#actions/requests/decide_by_hand'
import { DeliveryRunner } from '#services/deliveries/delivery_runner'
import { UnreadableSecretError } from '#services/infra/secret_box'
import { checkStoredSecrets, StoredSecretsUnreadableError } from '#services/infra/stored_secrets'
import { makeUser } from '#tests/helpers/users'
import { insertRequests, makeGroup } from '#tests/helpers/groups'
import { allowPrivateNetwork, overrideBaseUrls } from '#tests/helpers/local_platform'
import { type FakePlatform, startFakePlatform } from '#tests/support/fake_platforms/index'

/*
 * Changing APP_KEY must not quietly empty what owners saved. Secrets saved
 * under the earlier key are written here as that key would have written
 * them; the server reads them with APP_KEY_PREVIOUS, re-encrypts them at
 * start, and refuses to start (saying why) when no configured key reads
 * them. The checks read every stored secret and the server runs as its own
 * process, so these tests commit and remove what they made.
 */
const API_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const OLD_KEY = 'the-key-before-rotation-0123456789'
const LOST_KEY = 'a-key-nobody-kept-any-more-0123456789'
const earlier = (key: string) => new Encryption({ secret: key })

async function mailerLiteIntegration(owner: User, fake: FakePlatform, savedWith: string) {
  const integration = new Integration()
  integration.fill({
    userId: owner.id,
    kind: 'email',
    platform: 'mailerlite',
    name: 'MailerLite Integration',
    listId: String(fake.credentials.listId),
    authMethod: 'api_key',
    settings: { trigger: 'approved' },
    groupIds: null,
    isActive: true,
    status: 'connected',
  })
  integration.storeCredentials({ apiKey: String(fake.credentials.apiKey) })
  await integration.save()
  await db.from('integrations').where('id', integration.id).update({ credentials: earlier(savedWith).encrypt({ apiKey: fake.credentials.apiKey }) })
  await integration.refresh()
  return integration
}

/** Runs the server entry point as `npm start` does, on the test database, until it exits or listens. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', "import 'ts-node-maintained/register/esm'; await import('./bin/server.js')"],
      {
        cwd: API_ROOT,
        env: { ...process.env, MIGRATE_ON_START: 'false', JOBS_IN_PROCESS: 'false', PORT: '0', NODE_ENV: 'development', LOG_LEVEL: 'info', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      }
    )
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      // Started is all this needs to know.
      if (/started HTTP server/i.test(output)) child.kill('SIGKILL')
    }
    child.stdout!.on('data', collect)
    child.stderr!.on('data', collect)
    const stuck = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.once('exit', (code) => {
      clearTimeout(stuck)
      resolve({ code, output })
    })
  })
}

test.group('APP_KEY rotation', (group) => {
  let fake: FakePlatform
  let restore: () => void
  group.setup(() => allowPrivateNetwork())
  group.setup(async () => {
    fake = await startFakePlatform('mailerlite')
    restore = overrideBaseUrls({ mailerlite: fake.url })
  })
  group.teardown(async () => {
    restore()
    await fake.close()
  })
  group.each.setup(() => {
    fake.reset()
    return () => {
      delete process.env.APP_KEY_PREVIOUS
    }
  })

  test('credentials saved under the previous key are read with APP_KEY_PREVIOUS, re-encrypted, and still deliver', async ({ assert }) => {
    const owner = await makeUser()
    const integration = await mailerLiteIntegration(owner, fake, OLD_KEY)
    try {
      // Without the previous key the credentials are an error, never an empty set that fails later as "no API key".
      assert.throws(() => integration.credentialsFor(), UnreadableSecretError)
      await assert.rejects(() => checkStoredSecrets(), StoredSecretsUnreadableError)

      process.env.APP_KEY_PREVIOUS = `another-retired-key-0123456789, ${OLD_KEY}`
      assert.equal(integration.credentialsFor().apiKey, fake.credentials.apiKey)
      const report = await checkStoredSecrets()
      assert.isAtLeast(report.reencrypted, 1)
      assert.lengthOf(report.unreadable, 0)

      // Re-encrypted with the current key: the previous one is no longer needed.
      delete process.env.APP_KEY_PREVIOUS
      await integration.refresh()
      assert.deepEqual(encryption.decrypt(integration.credentials!), { apiKey: fake.credentials.apiKey })
      const group = await makeGroup(owner)
      const [requestId] = await insertRequests(group, [{ name: 'Ann Lee', email: 'ann@example.com' }])
      await new DecideByHand().handle({ userId: owner.id, ids: [requestId], action: 'approve' })
      const delivery = await db.from('deliveries').where('integration_id', integration.id).firstOrFail()
      await new DeliveryRunner().run([Number(delivery.id)])
      const row = await db.from('deliveries').where('id', delivery.id).firstOrFail()
      assert.equal(row.status, 'delivered', row.last_error)
      assert.equal(fake.state.contacts.size, 1)
    } finally {
      await owner.delete()
    }
  })

  test('Google tokens saved under the previous key are read and re-encrypted too', async ({ assert }) => {
    const owner = await makeUser()
    try {
      await db.table('google_connections').insert({
        user_id: owner.id,
        email: 'owner@example.com',
        access_token: earlier(OLD_KEY).encrypt('ya29.access'),
        refresh_token: earlier(OLD_KEY).encrypt('1//refresh'),
        status: 'connected',
        created_at: new Date(),
      })
      await assert.rejects(() => GoogleConnection.findByOrFail('userId', owner.id), UnreadableSecretError)

      process.env.APP_KEY_PREVIOUS = OLD_KEY
      const report = await checkStoredSecrets()
      assert.isAtLeast(report.reencrypted, 2)
      delete process.env.APP_KEY_PREVIOUS
      const connection = await GoogleConnection.findByOrFail('userId', owner.id)
      assert.equal(connection.accessToken, 'ya29.access')
      assert.equal(connection.refreshToken, '1//refresh')
    } finally {
      await owner.delete()
    }
  })

  test('the server refuses to start with one clear line and a non-zero exit while a stored secret cannot be read', async ({ assert }) => {
    const owner = await makeUser()
    const integration = await mailerLiteIntegration(owner, fake, LOST_KEY)
    try {
      const refused = await startServer({})
      assert.notEqual(refused.code, 0, refused.output)
      assert.include(refused.output, `Stored secrets of 1 integration (id ${integration.id}) cannot be read with APP_KEY or APP_KEY_PREVIOUS`)
      assert.include(refused.output, 'Set APP_KEY_PREVIOUS to the key they were saved with')
      assert.notInclude(refused.output, String(fake.credentials.apiKey))

      // With the key it was saved under, the same start goes ahead.
      const started = await startServer({ APP_KEY_PREVIOUS: LOST_KEY })
      assert.include(started.output, 're-encrypted 1 stored secret(s) with the current APP_KEY')
      assert.match(started.output, /started HTTP server/i)
    } finally {
      await owner.delete()
    }
  }).timeout(120_000)

  test('secrets:rotate --forget-unreadable drops what no key reads and asks the owner to connect again', async ({ assert }) => {
    const owner = await makeUser()
    const integration = await mailerLiteIntegration(owner, fake, LOST_KEY)
    const run = (...args: string[]) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['ace.js', 'secrets:rotate', ...args], { cwd: API_ROOT, env: process.env })
        let output = ''
        child.stdout.on('data', (chunk) => (output += chunk))
        child.stderr.on('data', (chunk) => (output += chunk))
        child.once('exit', (code) => resolve({ code, output }))
      })
    try {
      const refused = await run()
      assert.equal(refused.code, 1)
      assert.include(refused.output, `Stored secrets of 1 integration (id ${integration.id}) cannot be read`)
      await integration.refresh()
      assert.isNotNull(integration.credentials)

      const forgotten = await run('--forget-unreadable')
      assert.equal(forgotten.code, 0, forgotten.output)
      await integration.refresh()
      assert.isNull(integration.credentials)
      assert.equal(integration.status, 'needs_attention')
      assert.include(integration.lastError!, 'Connect it again')
      const notice = await db.from('notifications').where('integration_id', integration.id).whereNull('resolved_at').first()
      assert.equal(notice?.title, 'MailerLite Integration needs attention')
    } finally {
      await owner.delete()
    }
  }).timeout(120_000)
})
