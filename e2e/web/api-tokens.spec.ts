import { test, expect } from '../support/web-test.js'
import { newAccount, productUrl, signInBrowser, signUpThroughApi } from '../support/accounts.js'
import { cliWithConfig } from '../support/cli.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

test('an owner creates an API token, uses it from the CLI, and revokes it', async ({ page }) => {
  const owner = newAccount('tokens')
  await signUpThroughApi(owner)
  await signInBrowser(page, owner)
  const cli = cliWithConfig(test.info().outputPath('joinflow-config.json'))

  await page.goto('/settings/tokens')
  await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible()
  await expect(page.getByText('No API tokens yet')).toBeVisible()

  await page.getByRole('button', { name: 'Create token' }).click()
  const createDialog = page.getByRole('dialog', { name: 'Create API token' })
  await createDialog.getByLabel('Name').fill('Work laptop')
  await createDialog.getByRole('button', { name: 'Create token' }).click()

  const revealDialog = page.getByRole('dialog', { name: 'Copy your new token' })
  await expect(revealDialog.getByText('This token will not be shown again.')).toBeVisible()
  const token = await revealDialog.getByRole('textbox', { name: 'Work laptop' }).inputValue()
  expect(token).toMatch(/^jf_/)
  await revealDialog.getByRole('button', { name: 'Done' }).click()

  await expect(revealDialog).toBeHidden()
  await expect(page.getByRole('cell', { name: 'Work laptop' })).toBeVisible()
  // Full access unless chosen otherwise, for 90 days.
  const laptopRow = page.getByRole('row', { name: /Work laptop/ })
  await expect(laptopRow.getByRole('cell', { name: 'Full access' })).toBeVisible()
  await expect(laptopRow.getByRole('cell', { name: 'Never' })).toHaveCount(1)
  // The server keeps only a hash: once the dialog is closed the secret is nowhere on the page.
  expect(await page.content()).not.toContain(token)

  const login = await cli.run(['login', '--url', productUrl(), '--token', token, '--json'])
  expect(login.exitCode, login.stderr).toBe(0)
  expect(JSON.parse(login.stdout)).toMatchObject({ url: productUrl(), user: { email: owner.email } })
  const whoami = await cli.run(['whoami', '--json'])
  expect(whoami.exitCode, whoami.stderr).toBe(0)
  expect(JSON.parse(whoami.stdout)).toMatchObject({ email: owner.email })

  // A read-only token made from the CLI (with the password, since no token may make another) reads
  // and changes nothing; the page lists it with its access.
  const readOnly = await cli.run(['tokens', 'create', 'Reports', '--read-only', '--json'], { JOINFLOW_PASSWORD: owner.password })
  expect(readOnly.exitCode, readOnly.stderr).toBe(0)
  const reports = cliWithConfig(test.info().outputPath('reports-config.json'))
  expect((await reports.run(['login', '--url', productUrl(), '--token', JSON.parse(readOnly.stdout).token])).exitCode).toBe(0)
  expect((await reports.run(['groups', 'list', '--json'])).exitCode).toBe(0)
  const refused = await reports.run(['groups', 'add', 'https://www.facebook.com/groups/read-only-attempt', '--json'])
  expect(refused.exitCode).toBe(7)
  expect(JSON.parse(refused.stderr).error.message).toContain('This API token cannot make changes')
  await page.reload()
  await expect(page.getByRole('row', { name: /Reports/ }).getByRole('cell', { name: 'Read-only' })).toBeVisible()
  await page.getByRole('row', { name: /Reports/ }).getByRole('button', { name: 'Revoke' }).click()
  await page.getByRole('dialog', { name: 'Revoke “Reports”?' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('row', { name: /Reports/ })).toHaveCount(0)

  await page.getByRole('row', { name: /Work laptop/ }).getByRole('button', { name: 'Revoke' }).click()
  const confirmDialog = page.getByRole('dialog', { name: 'Revoke “Work laptop”?' })
  await confirmDialog.getByRole('button', { name: 'Confirm' }).click()

  await expect(page.getByText('Token revoked')).toBeVisible()
  await expect(page.getByText('No API tokens yet')).toBeVisible()
  const rejected = await cli.run(['whoami', '--json'])
  expect(rejected.exitCode).toBe(3)
  expect(JSON.parse(rejected.stderr)).toMatchObject({
    error: { message: 'Authentication failed: the JoinFlow API rejected the token.', exitCode: 3 },
  })
})
