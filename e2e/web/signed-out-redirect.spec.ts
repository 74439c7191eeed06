import { test, expect } from '@playwright/test'
import { newAccount, signInWithForm, signUpThroughApi } from '../support/accounts.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

test('a signed-out visitor opening an owner page is told, sent to sign in, and brought back', async ({ page }) => {
  const owner = newAccount('redirect')
  await signUpThroughApi(owner)

  await page.goto('/groups')

  await expect(page.getByText('You are logged out. Logging in again...')).toBeVisible()
  await expect(page.getByRole('status').getByRole('progressbar')).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/groups')

  await signInWithForm(page, owner)

  await expect(page).toHaveURL((url) => url.pathname === '/groups')
  await expect(page.getByRole('heading', { level: 1, name: 'Connected Groups' })).toBeVisible()
  await expect(page.getByText('Manage your Facebook groups and automation settings')).toBeVisible()
})
