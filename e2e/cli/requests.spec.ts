/*
 * `joinflow requests approve|decline` against the real product: by ID, and by group, status and age.
 */
import { expect, test } from '@playwright/test'
import { productUrl } from '../support/accounts.js'
import { createOwnerWithToken } from '../support/api.js'
import { cliWithConfig } from '../support/cli.js'

async function ownerWithCli(label: string) {
  const owner = await createOwnerWithToken(productUrl(), 'joinflow CLI')
  const cli = cliWithConfig(test.info().outputPath(`${label}-config.json`))
  const login = await cli.run(['login', '--url', productUrl(), '--token', owner.token, '--json'])
  expect(login.exitCode, login.stderr).toBe(0)
  return { ...owner, cli }
}

test('approving a request that does not exist fails with a not-found message', async () => {
  const owner = await ownerWithCli('missing-request')

  const result = await owner.cli.run(['requests', 'approve', '99999999'])

  expect(result.exitCode).toBe(6)
  expect(result.stderr).toContain('Request 99999999 was not found.')
})

test('deciding by group, status and age names the group by its address, counts first and needs --yes in a script', async () => {
  const owner = await ownerWithCli('bulk-filter')
  const added = await owner.cli.run(['groups', 'add', 'https://www.facebook.com/groups/tomato-growers', '--json'])
  expect(added.exitCode, added.stderr).toBe(0)

  const unconfirmed = await owner.cli.run(['requests', 'approve', '--group', 'tomato-growers', '--status', 'review', '--older-than', '7d'])
  expect(unconfirmed.exitCode).toBe(2)
  expect(unconfirmed.stderr).toContain('Missing --yes.')

  const none = await owner.cli.run([
    'requests', 'approve', '--group', 'https://www.facebook.com/groups/tomato-growers', '--older-than', '7d', '--yes', '--json',
  ])
  expect(none.exitCode, none.stderr).toBe(0)
  expect(JSON.parse(none.stdout)).toMatchObject({ updated: 0, ids: [], matched: 0 })

  const unknown = await owner.cli.run(['requests', 'decline', '--group', 'nobody-here', '--yes'])
  expect(unknown.exitCode).toBe(6)
  expect(unknown.stderr).toContain('No connected group is nobody-here.')
})
