import { test, expect } from '../support/web-test.js'
import { currentUserFromPage, newAccount, signInBrowser, signInWithForm, signUpThroughApi } from '../support/accounts.js'

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

test('signing out ends the session on the server: a copy of the cookies taken before signs nobody in', async ({ page, browser }) => {
  const owner = newAccount('replay')
  await signUpThroughApi(owner)
  await signInBrowser(page, owner)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const copied = await page.context().cookies()

  // Opening /api/logout, as a link or an image on another site would, signs nobody out.
  await page.goto('/api/logout')
  await expect(page.getByRole('heading', { name: 'Sign out of JoinFlow?' })).toBeVisible()
  expect((await currentUserFromPage(page)).status).toBe(200)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible()
  expect(await currentUserFromPage(page)).toEqual({ status: 200, body: { user: null } })

  const replay = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
  await replay.addCookies(copied)
  const replayPage = await replay.newPage()
  await replayPage.goto('/api/health')
  expect(await currentUserFromPage(replayPage)).toEqual({ status: 200, body: { user: null } })
  await replay.close()
})
