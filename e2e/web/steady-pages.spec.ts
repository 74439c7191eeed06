import { test, expect } from '../support/web-test.js'
import { confirmEmail, newAccount, signInBrowser, signUpThroughApi, superAdminSession } from '../support/accounts.js'
import { holdBack } from '../support/hold.js'

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
  const release = await holdBack(page, '**/api/subscription')

  await page.goto('/')
  const figures = page.getByRole('region', { name: 'Figures' })
  await expect(figures.getByRole('region', { name: 'Connected Groups' })).toBeVisible()
  const before = await figures.boundingBox()

  release()
  await expect(page.getByText(/left in your free trial/)).toBeVisible()
  const after = await figures.boundingBox()
  expect(after?.y).toBe(before?.y)
})

test('on a phone, the latest requests stay where they are when the figures arrive late', async ({ page }) => {
  const owner = newAccount('steady-figures')
  await signUpThroughApi(owner)
  await confirmEmail(owner.email)
  await signInBrowser(page, owner)
  await page.setViewportSize({ width: 390, height: 844 })

  const release = await holdBack(page, '**/api/dashboard/stats')
  await page.goto('/')
  const recent = page.getByRole('heading', { name: 'Recent Member Requests' })
  await expect(page.getByTestId('stat-skeleton').first()).toBeVisible()
  await expect(recent).toBeVisible()
  const before = await recent.boundingBox()

  release()
  await expect(page.getByRole('region', { name: 'Figures' }).getByRole('region', { name: 'Automation Rate' })).toBeVisible()
  const after = await recent.boundingBox()
  expect(after?.y).toBe(before?.y)
})

test('a toast from one page closes when the owner goes back to the last one, and the admin gate\'s refusal shows on the way home', async ({ page }) => {
  const owner = newAccount('steady-toasts')
  const api = await signUpThroughApi(owner)
  await api.request('POST', '/api/groups', { url: 'https://www.facebook.com/groups/steady.toasts', name: 'Steady Toasts' })
  await signInBrowser(page, owner)

  // The gate turns the owner away, and its toast is on the home page it sends them to.
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText("You don't have administrator privileges.")).toBeVisible()

  await page.getByRole('menuitem', { name: 'Connected Groups' }).click()
  await expect(page.getByText("You don't have administrator privileges.")).toBeHidden()
  const row = page.getByRole('row').filter({ hasText: 'Steady Toasts' })
  await expect(row.getByText('Active', { exact: true })).toBeVisible()
  const dialog = page.getByRole('dialog', { name: 'Edit “Steady Toasts”' })
  // Clicked again only while the dialog is not open: a second click would land on its backdrop and close it.
  await expect(async () => {
    if (!(await dialog.isVisible())) await row.getByRole('button', { name: 'Edit group' }).click()
    await expect(dialog).toBeVisible({ timeout: 2000 })
  }).toPass()
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Kept in place')
  await dialog.getByRole('button', { name: 'Save' }).click()
  const saved = page.getByText('Steady Toasts has been saved.')
  await expect(saved).toBeVisible()

  // The browser's Back button: no click lands on the page, yet the toast about the groups goes.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  // Well before the toast would hide on its own (after 4 s).
  await expect(saved).toBeHidden({ timeout: 1500 })
})

test('the admin gate\'s refusal is still on screen when home arrives late, as on a slow phone', async ({ page }) => {
  const owner = newAccount('steady-gate')
  await signUpThroughApi(owner)
  await signInBrowser(page, owner)

  // Every script after the entry (the owner's pages, the dashboard) arrives five seconds late:
  // longer than a toast stays on its own.
  await page.route(/\/assets\/(?!index-)[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000))
    await route.continue()
  })
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText("You don't have administrator privileges.")).toBeVisible({ timeout: 1000 })
})
