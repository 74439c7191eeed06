import { test, expect } from '../support/web-test.js'
import { newAccount, signInBrowser, signUpThroughApi } from '../support/accounts.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

test('a visitor opening an unknown address sees the not-found page', async ({ page }) => {
  await page.goto('/no-such-page')

  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await page.getByRole('link', { name: 'Go home' }).click()
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible()
})

test('a signed-in owner opening an unknown address sees the not-found page inside the owner layout', async ({ page }) => {
  const owner = newAccount('not-found')
  await signUpThroughApi(owner)
  await signInBrowser(page, owner)

  await page.goto('/groups/no/such/page')

  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Connected Groups' })).toBeVisible()
  await page.getByRole('link', { name: 'Go home' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})
