import { test, expect } from '@playwright/test'
import { confirmEmail, newAccount, signInBrowser, signUpThroughApi, superAdminSession } from '../support/accounts.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

test.beforeAll(async () => {
  // The first account on an empty install becomes super admin; the owners here must not be that one.
  await superAdminSession()
})

test('the dashboard\'s figures stay where they are when the trial banner arrives late', async ({ page }) => {
  const owner = newAccount('steady-banner')
  await signUpThroughApi(owner)
  await confirmEmail(owner.email)
  await signInBrowser(page, owner)

  // The subscription's answer is held back until the figures have been shown.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/subscription', async (route) => {
    await held
    await route.continue()
  })

  await page.goto('/')
  const figures = page.getByRole('region', { name: 'Figures' })
  await expect(figures.getByRole('region', { name: 'Connected Groups' })).toBeVisible()
  const before = await figures.boundingBox()

  release()
  await expect(page.getByText(/left in your free trial/)).toBeVisible()
  const after = await figures.boundingBox()
  expect(after?.y).toBe(before?.y)
})
