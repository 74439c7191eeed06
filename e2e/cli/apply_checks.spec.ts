/*
 * `joinflow apply --dry-run` against the real product: the server checks every write the plan would
 * make without making it, so a dry run fails exactly when the real run does, with the same reason
 * against the same line of the file.
 */
import { expect, test } from '@playwright/test'
import { writeFile } from 'node:fs/promises'
import { productUrl } from '../support/accounts.js'
import { createOwnerWithToken } from '../support/api.js'
import { cliWithConfig, type CliResult } from '../support/cli.js'
import { startProduct } from '../support/product.js'

interface ChangeJson {
  action: string
  resource: string
  key: string
  line: number | null
  error?: string
}

async function ownerWithCli(label: string, baseUrl = productUrl()) {
  const owner = await createOwnerWithToken(baseUrl, 'joinflow CLI')
  const cli = cliWithConfig(test.info().outputPath(`${label}-config.json`))
  const login = await cli.run(['login', '--url', baseUrl, '--token', owner.token, '--json'])
  expect(login.exitCode, login.stderr).toBe(0)
  return { ...owner, cli, baseUrl }
}

function failuresOf(result: CliResult) {
  const { changes } = JSON.parse(result.stdout) as { changes: ChangeJson[] }
  return changes.filter((change) => change.error !== undefined).map(({ action, resource, key, line, error }) => ({ action, resource, key, line, error }))
}

/**
 * Runs the file as a dry run, checks nothing was written, then for real: both must fail (exit 5)
 * with the same failed changes, reasons and lines. Answers those failures.
 */
async function failsAlike(owner: Awaited<ReturnType<typeof ownerWithCli>>, text: string) {
  const file = test.info().outputPath('setup.yaml')
  await writeFile(file, text)
  const groups = () =>
    fetch(`${owner.baseUrl}/api/groups`, { headers: { authorization: `Bearer ${owner.token}`, accept: 'application/json' } }).then(
      (response) => response.json() as Promise<unknown[]>,
    )

  const human = await owner.cli.run(['apply', '-f', file, '--dry-run'])
  expect(human.exitCode, human.stderr).toBe(5)
  expect(human.stdout).toMatch(/Failed\s+Kind\s+Item\s+Line\s+Reason/)
  expect(human.stderr).toMatch(/\d+ of \d+ changes would fail; nothing was changed\./)
  const dryRun = await owner.cli.run(['apply', '-f', file, '--dry-run', '--json'])
  expect(dryRun.exitCode, dryRun.stderr).toBe(5)
  expect(await groups()).toEqual([])

  const real = await owner.cli.run(['apply', '-f', file, '--json'])
  expect(real.exitCode, real.stderr).toBe(5)
  const failures = failuresOf(dryRun)
  expect(failures.length).toBeGreaterThan(0)
  expect(failuresOf(real)).toEqual(failures)
  return failures
}

test('a welcome message naming a template nobody has fails the dry run as it fails the real run', async () => {
  const owner = await ownerWithCli('missing-template')
  const failures = await failsAlike(
    owner,
    'groups:\n  - id: "3001"\n    welcome:\n      enabled: true\n      message: Hi {name}\n      template: Nowhere\n',
  )
  expect(failures).toEqual([
    { action: 'update', resource: 'welcome', key: '3001', line: 4, error: 'There is no message template named "Nowhere".' },
  ])
})

test('a welcome message using a template that is not approved yet fails the dry run as it fails the real run', async () => {
  const owner = await ownerWithCli('unapproved-template')
  // A template the file creates waits for a reviewer's approval before welcome messages may use it.
  const failures = await failsAlike(
    owner,
    [
      'templates:',
      '  - name: Fresh',
      '    template: Hi {first-name}!',
      'groups:',
      '  - id: "3101"',
      '    welcome:',
      '      enabled: true',
      '      message: Hi {name}',
      '      template: Fresh',
      '',
    ].join('\n'),
  )
  expect(failures).toEqual([
    { action: 'update', resource: 'welcome', key: '3101', line: 7, error: 'Choose one of your approved message templates.' },
  ])
})

test('more groups than the plan allows fail the dry run as they fail the real run', async () => {
  const owner = await ownerWithCli('plan-limit')
  // The trial connects 3 groups: the fourth, and its rules, fail.
  const failures = await failsAlike(
    owner,
    ['groups:', ...['3201', '3202', '3203', '3204'].map((id) => `  - id: "${id}"\n    rules: { enabled: true }`), ''].join('\n'),
  )
  const limit = 'Your Free Trial allows up to 3 groups. Choose a plan on the Pricing page to connect more.'
  expect(failures).toEqual([
    { action: 'create', resource: 'group', key: '3204', line: 8, error: limit },
    { action: 'update', resource: 'rules', key: '3204', line: 9, error: `Skipped because the group could not be saved: ${limit}` },
  ])
})

test('a field rule of the API fails the dry run as it fails the real run', async () => {
  const owner = await ownerWithCli('field-rule')
  const failures = await failsAlike(owner, 'templates:\n  - name: Sizes\n    template: Your size is {shoe-size}\n')
  expect(failures).toEqual([
    { action: 'create', resource: 'template', key: 'Sizes', line: 2, error: 'Unknown placeholder {shoe-size}' },
  ])
})

test('a webhook to a private address fails the dry run as it fails the real run', async () => {
  // The shared product may call this machine's stand-ins; this one refuses private addresses as production does.
  test.setTimeout(180_000)
  const product = await startProduct({ allowPrivateNetwork: false, name: 'e2e-public-only' })
  try {
    // The install's first account is its super admin; the owner under test signs up after it.
    await createOwnerWithToken(product.baseUrl, 'first account')
    const owner = await ownerWithCli('private-webhook', product.baseUrl)
    const failures = await failsAlike(
      owner,
      'integrations:\n  - type: webhook\n    name: Internal\n    url: http://127.0.0.1:8080/hooks\n',
    )
    expect(failures).toEqual([
      {
        action: 'create',
        resource: 'integration',
        key: 'webhook/webhook/Internal',
        line: 2,
        error: 'Webhook URLs must point to a public address.',
      },
    ])
  } finally {
    await product.stop()
  }
})
