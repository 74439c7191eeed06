import { test, expect } from '../support/web-test.js'
import { newAccount, signInBrowser, signUpThroughApi } from '../support/accounts.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

test('an owner renames, describes and pauses a group from the groups table', async ({ page }) => {
  const owner = newAccount('groups-edit')
  const api = await signUpThroughApi(owner)
  await api.request('POST', '/api/groups', { url: 'https://www.facebook.com/groups/dog.lovers.uk', name: 'Dog Lovers' })
  await signInBrowser(page, owner)

  await page.goto('/groups')
  const row = page.getByRole('row').filter({ hasText: 'Dog Lovers' })
  await expect(row.getByText('Active', { exact: true })).toBeVisible()
  await row.getByRole('button', { name: 'Edit group' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit “Dog Lovers”' })
  const name = dialog.getByRole('textbox', { name: 'Name' })
  await expect(name).toHaveValue('Dog Lovers')

  // The server's refusal shows beside the field, in its words.
  await name.fill('')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByText('Please enter a group name.')).toBeVisible()

  await name.fill('Dog Lovers Britain')
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Walks, tips and rescue news')
  await dialog.getByRole('switch', { name: 'Active' }).uncheck()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()

  const renamed = page.getByRole('row').filter({ hasText: 'Dog Lovers Britain' })
  await expect(renamed).toContainText('Walks, tips and rescue news')
  await expect(renamed.getByText('Inactive', { exact: true })).toBeVisible()
  const [group] = (await api.request('GET', '/api/groups')) as Array<{ name: string; description: string; isActive: boolean }>
  expect(group).toMatchObject({ name: 'Dog Lovers Britain', description: 'Walks, tips and rescue news', isActive: false })
})
