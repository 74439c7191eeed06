import { test, expect, type Page } from '../support/web-test.js'
import { newAccount, signInBrowser, signUpThroughApi, superAdminSession, confirmEmail } from '../support/accounts.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

test.beforeAll(async () => {
  // The first account on an empty install becomes super admin; the owner here must not be that one.
  await superAdminSession()
})

/** Counts the page's "who am I" calls and keeps its console errors, from the first request on. */
function watch(page: Page) {
  const seen = { identityCalls: 0, consoleErrors: [] as string[] }
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/user') seen.identityCalls += 1
  })
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => seen.consoleErrors.push(error.message))
  return seen
}

test('a visitor on the landing page causes no console error and asks who they are at most once', async ({ page }) => {
  const seen = watch(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Grow your Facebook group on autopilot' })).toBeVisible()
  await page.waitForLoadState('networkidle')

  expect(seen.consoleErrors).toEqual([])
  expect(seen.identityCalls).toBeLessThanOrEqual(1)
})

test('the owner dashboard never asks who is signed in: the page it opens with carries the account', async ({ page }) => {
  const owner = newAccount('identity-calls')
  await signUpThroughApi(owner)
  await confirmEmail(owner.email)
  await signInBrowser(page, owner)

  const seen = watch(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await page.waitForLoadState('networkidle')

  expect(seen.identityCalls).toBe(0)
  expect(seen.consoleErrors).toEqual([])
})
