import { test, expect } from '@playwright/test'
import { currentUserFromPage, newAccount, signInWithForm, signUpThroughApi } from '../support/accounts.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

test('an owner signs in with email and password after a wrong password is refused', async ({ page }) => {
  const owner = newAccount('sign-in')
  await signUpThroughApi(owner)

  await page.goto('/login')
  await signInWithForm(page, { email: owner.email, password: 'not-the-password' })

  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')
  await expect(page).toHaveURL((url) => url.pathname === '/login')

  await signInWithForm(page, owner)

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  expect((await currentUserFromPage(page)).body.email).toBe(owner.email)
})
