/*
 * `joinflow apply` and `joinflow export` run as built, against the real
 * product and its database, with Mailchimp played by a local server that
 * speaks its documented contract.
 */
import { expect, test } from '@playwright/test'
import { spawn } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { productUrl } from '../support/accounts.js'
import { createOwnerWithToken } from '../support/api.js'
import { repositoryRoot } from '../../api/lib/embedded_database.js'
import { cliWithConfig } from '../support/cli.js'

function fakeMailchimp(): { credentials: { apiKey: string; listId: string } } {
  const fake = process.env.E2E_FAKE_MAILCHIMP
  if (!fake) throw new Error('E2E_FAKE_MAILCHIMP is not set; run the tests through `npx playwright test`.')
  return JSON.parse(fake)
}

/** An owner on the trial, with the CLI logged in to their account through its own config file. */
async function ownerWithCli(label: string) {
  const owner = await createOwnerWithToken(productUrl(), 'joinflow CLI')
  const configPath = test.info().outputPath(`${label}-config.json`)
  const cli = cliWithConfig(configPath)
  const login = await cli.run(['login', '--url', productUrl(), '--token', owner.token, '--json'])
  expect(login.exitCode, login.stderr).toBe(0)
  return { ...owner, cli, configPath }
}

/** Runs the built CLI on a pseudo-terminal (util-linux `script`), as a person at a terminal would. */
function onTerminal(args: string[], configPath: string, answer?: string): Promise<{ code: number; screen: string }> {
  const binary = join(repositoryRoot(), 'cli', 'bin', 'joinflow.js')
  const command = ['stty cols 120 rows 30;', 'exec', process.execPath, binary, ...args].join(' ')
  const child = spawn('script', ['--quiet', '--return', '--command', command, '/dev/null'], {
    env: { ...process.env, JOINFLOW_CONFIG: configPath, JOINFLOW_TOKEN: '', JOINFLOW_URL: '', NO_COLOR: '1' },
  })
  let screen = ''
  let answered = false
  child.stdout.on('data', (chunk: Buffer) => {
    screen += chunk.toString('utf8')
    // Typed once the question is on the screen, as a person would.
    if (answer !== undefined && !answered && screen.includes('?')) {
      answered = true
      child.stdin.write(answer)
    }
  })
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, screen })))
}

interface ChangeJson {
  action: string
  resource: string
  key: string
  fields: string[]
  status?: string
  error?: string
}

function setupFile(listId: string) {
  return `# Gardening clients
version: 1
templates:
  - name: Warm welcome
    category: welcome
    template: Hi {first-name}, welcome to {group-name}!
groups:
  - url: https://www.facebook.com/groups/Gardeners
    name: Gardeners of the north
    description: Vegetables and herbs
    rules:
      enabled: true
      requireEmail: true
      requiredKeywords: [tomato, basil]
      blockedKeywords: crypto, forex
      maxApprovalsPerHour: 30
    welcome:
      enabled: true
      message: Welcome, {name}!
      variants: ["Hello {name}, glad you're here", "Hi {name}!"]
  - id: "987654321"
    name: Beekeepers
    active: false
integrations:
  - type: email
    platform: mailchimp
    name: Newsletter
    apiKey: \${E2E_MAILCHIMP_KEY}
    listId: "${listId}"
    groups: [gardeners]
  - type: webhook
    name: CRM
    url: https://crm.example.test/joinflow
    trigger: captured
`
}

test('apply creates a setup, changes nothing the second time, updates, prunes, and round-trips through export', async () => {
  // About twenty CLI runs, each a fresh Node process: most of a minute on a busy two-core machine.
  test.setTimeout(120_000)
  const { credentials } = fakeMailchimp()
  const agency = await ownerWithCli('agency')
  const get = (path: string, token: string) =>
    fetch(`${productUrl()}${path}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }).then(
      (response) => response.json(),
    )
  const file = test.info().outputPath('setup.yaml')
  await writeFile(file, setupFile(credentials.listId))
  const secrets = { E2E_MAILCHIMP_KEY: credentials.apiKey }

  // Without a terminal a missing flag is an error naming it, never a prompt.
  const noFile = await agency.cli.run(['apply'])
  expect(noFile.exitCode).toBe(2)
  expect(noFile.stderr).toContain('Missing --file.')
  expect(noFile.stderr).toContain('Pass -f <file>, such as -f setup.yaml.')

  // Without the secrets the real run would stop before writing anything, and so does the dry run, after the plan.
  const dryRun = await agency.cli.run(['apply', '-f', file, '--dry-run', '--json'])
  expect(dryRun.exitCode, dryRun.stderr).toBe(2)
  expect(dryRun.stderr).toContain('Missing environment variable E2E_MAILCHIMP_KEY.')
  const planned = JSON.parse(dryRun.stdout) as { changes: ChangeJson[]; summary: object; missingEnvironment: string[] }
  expect(planned.changes.map(({ action, resource, key }) => `${action} ${resource} ${key}`)).toEqual([
    'create template Warm welcome',
    'create group gardeners',
    'update rules gardeners',
    'update welcome gardeners',
    'create group 987654321',
    'create integration email/mailchimp/Newsletter',
    'create integration webhook/webhook/CRM',
  ])
  expect(planned.summary).toEqual({ create: 5, update: 2, delete: 0 })
  expect(planned.missingEnvironment).toEqual(['E2E_MAILCHIMP_KEY'])
  expect(await get('/api/groups', agency.token)).toEqual([])

  // With them the server checks every write, the platform's test of the key included, and makes none.
  const humanDryRun = await agency.cli.run(['apply', '-f', file, '--dry-run'], secrets)
  expect(humanDryRun.exitCode, humanDryRun.stderr).toBe(0)
  expect(humanDryRun.stdout).toContain('+   create Template Warm welcome  (line 4)')
  // A new group's settings show the file's values; a saved one's, the saved value and the new one (below).
  expect(humanDryRun.stdout).toContain('~   update Auto-approval gardeners  (line 12)')
  expect(humanDryRun.stdout).toContain('      requiredKeywords: ["tomato", "basil"]')
  expect(humanDryRun.stdout).toContain('      variants: ["Hello {name}, glad you\'re here", "Hi {name}!"]')
  expect(humanDryRun.stdout).toContain('Plan: 5 to create, 2 to update, 0 to delete.')
  expect(humanDryRun.stdout).toContain('Nothing was changed (--dry-run).')

  const noSecret = await agency.cli.run(['apply', '-f', file])
  expect(noSecret.exitCode).toBe(2)
  expect(noSecret.stderr).toContain('Missing environment variable E2E_MAILCHIMP_KEY.')
  expect(await get('/api/groups', agency.token)).toEqual([])

  const applied = await agency.cli.run(['apply', '-f', file], secrets)
  expect(applied.exitCode, applied.stderr).toBe(0)
  expect(applied.stdout).toContain('Applied 7 changes.')
  expect(applied.stdout).toContain('5 created, 2 updated, 0 deleted.')
  // The webhook's signing secret is made by the server and shown this once.
  expect(applied.stdout).toMatch(/Signing secret of webhook\/webhook\/CRM: \S{16,}/)
  expect(applied.stdout).toContain('Copy the signing secrets now: they are shown only this once.')

  const groups = (await get('/api/groups', agency.token)) as { id: number; facebookGroupId: string; name: string; isActive: boolean }[]
  expect(groups.map(({ facebookGroupId, name, isActive }) => ({ facebookGroupId, name, isActive })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
    { facebookGroupId: '987654321', name: 'Beekeepers', isActive: false },
    { facebookGroupId: 'gardeners', name: 'Gardeners of the north', isActive: true },
  ])
  const gardeners = groups.find((group) => group.facebookGroupId === 'gardeners')!
  expect(await get(`/api/groups/${gardeners.id}/auto-approval`, agency.token)).toMatchObject({
    enabled: true,
    requireEmail: true,
    requiredKeywords: ['tomato', 'basil'],
    blockedKeywords: ['crypto', 'forex'],
    maxApprovalsPerHour: 30,
  })
  expect(await get(`/api/groups/${gardeners.id}/welcome-message`, agency.token)).toMatchObject({
    enabled: true,
    message: 'Welcome, {name}!',
    variants: ["Hello {name}, glad you're here", 'Hi {name}!'],
  })
  const [newsletter] = (await get('/api/integrations/email', agency.token)) as Record<string, unknown>[]
  expect(newsletter).toMatchObject({ name: 'Newsletter', listId: credentials.listId, groupIds: [gardeners.id] })
  expect(JSON.stringify(newsletter)).not.toContain(credentials.apiKey)
  expect(await get('/api/integrations/webhooks', agency.token)).toMatchObject([{ name: 'CRM', trigger: 'captured', groupIds: null }])

  // The second run finds nothing to do and needs no secrets, since it sends none.
  const again = await agency.cli.run(['apply', '-f', file])
  expect(again.exitCode, again.stderr).toBe(0)
  expect(again.stdout).toContain('No changes.')
  expect(again.stdout).toContain(`The account already matches ${file}.`)
  const againJson = await agency.cli.run(['apply', '-f', file, '--json'])
  expect(JSON.parse(againJson.stdout)).toMatchObject({ changes: [], summary: { create: 0, update: 0, delete: 0 } })

  // The beekeepers leave the file and the gardeners' rules change: kept without --prune, deleted with it.
  const edited = setupFile(credentials.listId)
    .replace('maxApprovalsPerHour: 30', 'maxApprovalsPerHour: 45')
    .replace(/  - id: "987654321"\n    name: Beekeepers\n    active: false\n/, '')
  await writeFile(file, edited)
  const updatePlan = await agency.cli.run(['apply', '-f', file, '--dry-run'])
  expect(updatePlan.exitCode, updatePlan.stderr).toBe(0)
  expect(updatePlan.stdout).toContain('~   update Auto-approval gardeners  (line 12)\n      maxApprovalsPerHour: 30 → 45\n')
  const update = await agency.cli.run(['apply', '-f', file, '--json'])
  expect(update.exitCode, update.stderr).toBe(0)
  expect(JSON.parse(update.stdout).changes).toEqual([
    {
      action: 'update',
      resource: 'rules',
      key: 'gardeners',
      line: 12,
      fields: ['maxApprovalsPerHour'],
      diff: [{ field: 'maxApprovalsPerHour', from: 30, to: 45 }],
      status: 'applied',
    },
  ])
  const kept = await agency.cli.run(['apply', '-f', file])
  expect(kept.stdout).toContain('1 item the file does not list is kept; add --prune to delete it.')

  const pruneDryRun = await agency.cli.run(['apply', '-f', file, '--prune', '--dry-run'])
  expect(pruneDryRun.stdout).toMatch(/delete\s+Group\s+987654321/)
  expect((await get('/api/groups', agency.token)) as unknown[]).toHaveLength(2)
  // Deleting cannot be undone: without a terminal to ask on, a script confirms it with --yes.
  const unconfirmed = await agency.cli.run(['apply', '-f', file, '--prune'])
  expect(unconfirmed.exitCode).toBe(2)
  expect(unconfirmed.stderr).toContain('Missing --yes.')
  expect((await get('/api/groups', agency.token)) as unknown[]).toHaveLength(2)
  const prune = await agency.cli.run(['apply', '-f', file, '--prune', '--yes'])
  expect(prune.exitCode, prune.stderr).toBe(0)
  expect(prune.stdout).toContain('0 created, 0 updated, 1 deleted.')
  expect(prune.stdout).toContain(`In the account ${agency.email} at ${productUrl()}.`)
  expect(((await get('/api/groups', agency.token)) as { facebookGroupId: string }[]).map((group) => group.facebookGroupId)).toEqual(['gardeners'])

  // Export, then apply the file to another account: it ends up with the same setup.
  const exportedFile = test.info().outputPath('exported.yaml')
  const exported = await agency.cli.run(['export', '-o', exportedFile, '--json'])
  expect(exported.exitCode, exported.stderr).toBe(0)
  expect(JSON.parse(exported.stdout)).toMatchObject({ groups: 1, templates: 1, integrations: 2, secrets: ['MAILCHIMP_NEWSLETTER_API_KEY'] })
  const text = await readFile(exportedFile, 'utf8')
  expect(text).toContain('apiKey: ${MAILCHIMP_NEWSLETTER_API_KEY}')
  expect(text).not.toContain(credentials.apiKey)

  const client = await ownerWithCli('client')
  const copy = await client.cli.run(['apply', '-f', exportedFile], { MAILCHIMP_NEWSLETTER_API_KEY: credentials.apiKey })
  expect(copy.exitCode, copy.stderr).toBe(0)
  const copyAgain = await client.cli.run(['apply', '-f', exportedFile])
  expect(copyAgain.stdout).toContain('No changes.')
  const [copied] = (await get('/api/groups', client.token)) as { id: number; facebookGroupId: string; name: string }[]
  expect(copied).toMatchObject({ facebookGroupId: 'gardeners', name: 'Gardeners of the north' })
  expect(await get(`/api/groups/${copied.id}/auto-approval`, client.token)).toEqual(
    await get(`/api/groups/${gardeners.id}/auto-approval`, agency.token),
  )
  expect(await get('/api/integrations/email', client.token)).toMatchObject([{ name: 'Newsletter', groupIds: [copied.id] }])
})

test('a partial failure names each failed item with the API’s reason and leaves the rest applied', async () => {
  const owner = await ownerWithCli('trial')
  const file = test.info().outputPath('four-groups.yaml')
  // The trial connects 3 groups; the fourth is refused by the API.
  await writeFile(
    file,
    ['groups:', ...['1001', '1002', '1003', '1004'].map((id) => `  - id: "${id}"\n    rules: { enabled: true }`)].join('\n'),
  )

  const result = await owner.cli.run(['apply', '-f', file, '--json'])

  expect(result.exitCode).toBe(5)
  const { changes, failed } = JSON.parse(result.stdout) as { changes: ChangeJson[]; failed: number }
  expect(failed).toBe(2)
  const failures = changes.filter((change) => change.status === 'failed')
  expect(failures).toHaveLength(2)
  expect(failures[0]).toMatchObject({ resource: 'group', action: 'create', error: expect.stringContaining('allows up to 3 groups') })
  expect(failures[1]).toMatchObject({ resource: 'rules', key: failures[0].key, error: expect.stringContaining('Skipped') })
  expect(changes.filter((change) => change.status === 'applied')).toHaveLength(6)
  expect(JSON.parse(result.stderr)).toMatchObject({ error: { message: '2 of 8 changes failed; the others were applied.', exitCode: 5 } })
  const groups = (await fetch(`${productUrl()}/api/groups`, {
    headers: { authorization: `Bearer ${owner.token}`, accept: 'application/json' },
  }).then((response) => response.json())) as unknown[]
  expect(groups).toHaveLength(3)
})

test('a literal secret in the file is refused with its line before anything is written', async () => {
  const owner = await ownerWithCli('literal')
  const file = test.info().outputPath('literal.yaml')
  await writeFile(file, 'integrations:\n  - type: sms\n    platform: twilio\n    name: Alerts\n    apiKey: AC0123456789\n')

  const result = await owner.cli.run(['apply', '-f', file])

  expect(result.exitCode).toBe(2)
  expect(result.stderr).toContain(`${file} is not a valid setup file:`)
  expect(result.stderr).toContain('line 5, integrations[0].apiKey: Secrets are never written in the file')
  expect(result.stderr).toContain('${TWILIO_ALERTS_API_KEY}')
})

test('on a terminal, apply draws a progress bar while it works', async () => {
  const owner = await ownerWithCli('terminal')
  const file = test.info().outputPath('terminal.yaml')
  const groups = ['2001', '2002', '2003'].map(
    (id) => `  - id: "${id}"\n    rules: { enabled: true }\n    welcome: { enabled: true, message: "Hi {name}" }`,
  )
  await writeFile(file, ['groups:', ...groups].join('\n'))

  const { code, screen } = await onTerminal(['apply', '-f', file], owner.configPath)

  expect(code, screen).toBe(0)
  expect(screen).toMatch(/Applying terminal\.yaml\s+[█░]+\s+\d+%\s+\d+ \/ 9 changes/)
  expect(screen).toContain('Applied 9 changes.')
})

test('on a terminal, apply --prune shows the plan and asks before deleting, naming the account and server', async () => {
  const owner = await ownerWithCli('prune-terminal')
  const file = test.info().outputPath('prune.yaml')
  await writeFile(file, 'groups:\n  - id: "4001"\n  - id: "4002"\n')
  const created = await owner.cli.run(['apply', '-f', file])
  expect(created.exitCode, created.stderr).toBe(0)
  await writeFile(file, 'groups:\n  - id: "4001"\n')

  const { code, screen } = await onTerminal(['apply', '-f', file, '--prune'], owner.configPath, 'n\r')

  expect(code, screen).toBe(0)
  expect(screen).toContain('-   delete Group 4002')
  expect(screen).toContain(`Delete the item marked - above from the account ${owner.email} at ${productUrl()}?`)
  expect(screen).toContain('Nothing was changed.')
  const groups = (await fetch(`${productUrl()}/api/groups`, {
    headers: { authorization: `Bearer ${owner.token}`, accept: 'application/json' },
  }).then((response) => response.json())) as unknown[]
  expect(groups).toHaveLength(2)
})
