import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { JobQueue } from '#services/infra/job_queue'
import { databaseUrl } from '#services/infra/database_url'
import DeliverToIntegration from '#jobs/deliver_to_integration'
import ReclaimAbandonedDeliveries from '#jobs/reclaim_abandoned_deliveries'
import { DecideByHand } from '#actions/requests/decide_by_hand'
import { createWebhook } from '#actions/integrations/connect_destination'
import { makeUser } from '#tests/helpers/users'
import { insertRequests, makeGroup } from '#tests/helpers/groups'
import { startLocalPlatform } from '#tests/helpers/local_platform'

const API_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

async function waitFor<T>(check: () => Promise<T | false>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const result = await check()
    if (result !== false) return result
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** `node ace jobs:work` on the test database, as a separate worker process. */
function startWorkerProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['ace.js', 'jobs:work'], {
    cwd: API_ROOT,
    env: { ...process.env, TEST_ONLY_ALLOW_PRIVATE_NETWORK: 'true', NODE_ENV: 'development', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('job worker started')) resolve(child)
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`The worker exited (${code}): ${output}`)))
  })
}

test.group('Delivery worker', (group) => {
  group.setup(() => {
    process.env.TEST_ONLY_ALLOW_PRIVATE_NETWORK = 'true'
    return () => {
      delete process.env.TEST_ONLY_ALLOW_PRIVATE_NETWORK
    }
  })

  test('a worker killed mid-run and a new one started still deliver every member, none twice', async ({ assert }) => {
    // An idempotent endpoint: it keeps each delivery once, by its X-JoinFlow-Delivery key, and is slow enough to be caught mid-call.
    const stored = new Map<string, string>()
    const server = await startLocalPlatform((request) => {
      stored.set(String(request.headers['x-joinflow-delivery']), request.json.member.email)
      return { status: 200, body: { ok: true }, delayMs: 400 }
    })
    const owner = await makeUser()
    const group = await makeGroup(owner)
    const { integration } = await createWebhook(owner, { name: 'Slow CRM', url: `${server.url}/hook` })
    const members = Array.from({ length: 30 }, (_, index) => ({ name: `Member ${index}`, email: `member${index}@example.com` }))
    const ids = await insertRequests(group, members)

    const worker = await startWorkerProcess()
    let replacement: JobQueue | undefined
    try {
      await new DecideByHand().handle({ userId: owner.id, ids, action: 'approve' })
      await waitFor(async () => server.requests.length > 0, 20_000, 'the first call')
      worker.kill('SIGKILL')
      await new Promise((resolve) => worker.once('exit', resolve))
      const left = await db.from('deliveries').where('integration_id', integration.id).whereNot('status', 'delivered').count('* as total')
      assert.isAbove(Number(left[0].total), 0, 'the worker was stopped before finishing')

      // The lease of the killed worker's claims runs out; the minutely job puts them back in the queue.
      await new ReclaimAbandonedDeliveries().handle({ leaseSeconds: 0 })
      replacement = new JobQueue({ connectionString: databaseUrl })
      replacement.register(DeliverToIntegration)
      await replacement.work()
      await waitFor(
        async () => {
          const rows = await db.from('deliveries').where('integration_id', integration.id).where('status', 'delivered').count('* as total')
          return Number(rows[0].total) === members.length
        },
        20_000,
        'every delivery'
      )
      assert.equal(stored.size, members.length)
      assert.sameMembers([...stored.values()], members.map((member) => member.email))
    } finally {
      if (worker.exitCode === null) worker.kill('SIGKILL')
      await replacement?.stop()
      await server.close()
    }
  }).timeout(90_000)

  test('a running worker is woken at once: an approval reaches the platform well under a second later', async ({ assert }) => {
    const server = await startLocalPlatform({ status: 200, body: { ok: true } })
    const owner = await makeUser()
    const group = await makeGroup(owner)
    await createWebhook(owner, { name: 'Fast CRM', url: `${server.url}/hook` })
    const [id] = await insertRequests(group, [{ name: 'Quick Member', email: 'quick@example.com' }])
    const worker = new JobQueue({ connectionString: databaseUrl })
    worker.register(DeliverToIntegration)
    await worker.work()
    try {
      // Past any idle poll the worker had already begun.
      await new Promise((resolve) => setTimeout(resolve, 600))
      const approvedAt = Date.now()
      await new DecideByHand().handle({ userId: owner.id, ids: [id], action: 'approve' })
      await waitFor(async () => server.requests.length > 0, 5_000, 'the delivery')
      assert.isBelow(Date.now() - approvedAt, 400)
    } finally {
      await worker.stop()
      await server.close()
    }
  }).timeout(30_000)
})
