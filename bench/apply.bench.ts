/*
 * `joinflow apply` of an agency's setup: BENCH_GROUPS (default 200) groups,
 * each with auto-approval rules and a welcome message with variants, two
 * templates, a Mailchimp integration (played by a local server speaking its
 * documented contract) limited to half of the groups, and a webhook for
 * every group. The built CLI binary runs as a person runs it, against the
 * product started as `npm start` runs it, on a fresh database whose first
 * account, its address confirmed, is the super admin (no group limit).
 *
 * 1. First apply: everything is created. Target < 10 s.
 * 2. Re-apply of the same file: nothing to change, no writes. Target < 3 s.
 * 3. A dry run after one group's rules changed shows exactly one update.
 *
 * Times are wall-clock for the whole process, Node's start-up included.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { baseUrlOverrides, startFakePlatform } from '../api/tests/support/fake_platforms/index.js'
import { repositoryRoot } from '../api/lib/embedded_database.js'
import { buildIfStale } from '../scripts/lib.mjs'
import { createBenchOwner, printFigures, seededRandom, startProductForBench } from './support.js'

const GROUPS = Number(process.env.BENCH_GROUPS ?? 200)
const binary = join(repositoryRoot(), 'cli', 'bin', 'joinflow.js')

function setupFile(groups: number, listId: string, changedGroup?: number) {
  const random = seededRandom(7)
  const keywords = ['tomato', 'basil', 'compost', 'seedling', 'greenhouse', 'orchard', 'herbs', 'mulch']
  const lines = [
    'version: 1',
    'templates:',
    '  - { name: Warm welcome, category: welcome, template: "Hi {first-name}, welcome to {group-name}!" }',
    '  - { name: Approved, category: approval, template: "You are in, {first-name}." }',
    'groups:',
  ]
  for (let index = 1; index <= groups; index += 1) {
    lines.push(
      `  - id: "${1_000_000 + index}"`,
      `    name: Garden club ${index}`,
      '    rules:',
      '      enabled: true',
      `      requireEmail: ${random.chance(0.5)}`,
      `      requiredKeywords: [${random.some(keywords, 3).join(', ')}]`,
      '      blockedKeywords: [crypto, forex]',
      `      maxApprovalsPerHour: ${index === changedGroup ? 99 : 40 + (index % 20)}`,
      '    welcome:',
      '      enabled: true',
      '      message: "Welcome, {name}!"',
      '      variants: ["Hello {name}", "Glad you are here, {name}"]',
    )
  }
  const half = Array.from({ length: Math.ceil(groups / 2) }, (_, index) => `"${1_000_001 + index}"`)
  lines.push(
    'integrations:',
    '  - type: email',
    '    platform: mailchimp',
    '    name: Newsletter',
    '    apiKey: ${BENCH_MAILCHIMP_KEY}',
    `    listId: "${listId}"`,
    `    groups: [${half.join(', ')}]`,
    '  - { type: webhook, name: CRM, url: "https://crm.example.test/joinflow" }',
  )
  return `${lines.join('\n')}\n`
}

function joinflow(args: string[], env: NodeJS.ProcessEnv) {
  const started = performance.now()
  return new Promise<{ code: number; stdout: string; stderr: string; seconds: number }>((resolve) => {
    execFile(process.execPath, [binary, ...args], { env: { ...process.env, NO_COLOR: '1', ...env }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr, seconds: (performance.now() - started) / 1000 }),
    )
  })
}

function succeeded(run: { code: number; stderr: string }, what: string) {
  if (run.code !== 0) throw new Error(`${what} exited ${run.code}: ${run.stderr}`)
}

await buildIfStale(['sdk', 'cli'])
const mailchimp = await startFakePlatform('mailchimp')
const product = await startProductForBench({
  PLATFORM_BASE_URLS: JSON.stringify(baseUrlOverrides(mailchimp)),
  TEST_ONLY_ALLOW_PRIVATE_NETWORK: 'true',
})
const folder = await mkdtemp(join(tmpdir(), 'joinflow-apply-bench-'))
try {
  const { token } = await createBenchOwner(product, { tokenName: 'joinflow CLI' })
  const { apiKey, listId } = mailchimp.credentials as { apiKey: string; listId: string }
  const env = { JOINFLOW_URL: product.baseUrl, JOINFLOW_TOKEN: token, JOINFLOW_CONFIG: join(folder, 'config.json'), BENCH_MAILCHIMP_KEY: apiKey }
  const file = join(folder, 'setup.yaml')
  await writeFile(file, setupFile(GROUPS, listId))

  const first = await joinflow(['apply', '-f', file, '--json'], env)
  succeeded(first, 'The first apply')
  const created = JSON.parse(first.stdout) as { changes: { status: string }[]; failed: number }
  if (created.failed > 0) throw new Error(`${created.failed} changes failed: ${first.stdout}`)

  const again = await joinflow(['apply', '-f', file, '--json'], env)
  succeeded(again, 'The re-apply')
  const unchanged = JSON.parse(again.stdout) as { changes: unknown[] }
  if (unchanged.changes.length !== 0) throw new Error(`The re-apply planned changes: ${again.stdout}`)

  await writeFile(file, setupFile(GROUPS, listId, 17))
  const dryRun = await joinflow(['apply', '-f', file, '--dry-run', '--json'], env)
  succeeded(dryRun, 'The dry run')
  const planned = JSON.parse(dryRun.stdout) as { changes: { resource: string; fields: string[] }[] }
  if (planned.changes.length !== 1 || planned.changes[0].fields.join() !== 'maxApprovalsPerHour') {
    throw new Error(`The dry run should plan one rules update: ${dryRun.stdout}`)
  }

  const ok = printFigures(`joinflow apply: ${GROUPS} groups with rules and welcome messages, 2 templates, 2 integrations`, [
    { name: 'changes made by the first apply', value: created.changes.length, unit: 'changes' },
    { name: 'first apply (everything created)', value: first.seconds, unit: 's', target: { op: '<=', value: 10 } },
    { name: 're-apply with nothing to change', value: again.seconds, unit: 's', target: { op: '<=', value: 3 } },
    { name: 'dry run finding one changed group', value: dryRun.seconds, unit: 's' },
  ])
  process.exitCode = ok ? 0 : 1
} finally {
  await rm(folder, { recursive: true, force: true })
  await product.stop()
  await mailchimp.close()
}
