import { test, expect, appReady, type Page } from '../support/web-test.js'
import { currentUserFromPage, productUrl, superAdminSession } from '../support/accounts.js'
import { ApiSession } from '../support/api.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

test.beforeAll(async () => {
  // The first account on an empty install becomes super admin; a provider's newcomer must be a plain owner.
  await superAdminSession()
})

test.beforeEach(async ({ page }) => {
  // The provider's development pages import a web font; the test machine has no internet to fetch it from.
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort())
})

/** Opens an owner page signed out and follows the sign-in chooser to the provider's login page. */
async function startProviderSignIn(page: Page, ownerPath: string) {
  await page.goto(ownerPath)
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === ownerPath)
  await page.getByRole('link', { name: 'Continue with Test Identity' }).click()
  await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible()
}

test('an owner signs in through the OpenID Connect provider and returns to the page they opened', async ({ page }) => {
  const accountId = `olive${Date.now()}`
  await startProviderSignIn(page, '/member-requests')

  await page.getByPlaceholder('Enter any login').fill(accountId)
  await page.getByPlaceholder('and password').fill('any-password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await expect(page.getByRole('heading', { name: 'Authorize' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL((url) => url.pathname === '/member-requests')
  await expect(page.getByRole('heading', { level: 1, name: 'Member Requests' })).toBeVisible()
  expect(await currentUserFromPage(page)).toMatchObject({
    status: 200,
    body: { email: `${accountId}@oidc.example.test`, firstName: 'Olive', lastName: 'Provider', role: 'user' },
  })
})

test('cancelling at the provider returns to the sign-in chooser with the reason', async ({ page }) => {
  await startProviderSignIn(page, '/automation')

  await page.getByRole('link', { name: '[ Cancel ]' }).click()

  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/automation')
  await expect(page.getByRole('alert')).toHaveText('Sign-in was cancelled.')
  expect(await currentUserFromPage(page)).toEqual({ status: 200, body: { user: null } })
})

test('the verified owner of an address takes over a password account someone registered with it and never confirmed', async ({ page }) => {
  const accountId = `pat${Date.now()}`
  const email = `${accountId}@oidc.example.test`
  const squatter = new ApiSession(productUrl())
  await squatter.request('POST', '/api/auth/signup', { email, password: 'squatter-pass-1', firstName: 'Not', lastName: 'Pat' })
  expect(await squatter.request('GET', '/api/auth/user')).toMatchObject({ email, isEmailVerified: false })

  await startProviderSignIn(page, '/member-requests')
  await page.getByPlaceholder('Enter any login').fill(accountId)
  await page.getByPlaceholder('and password').fill('any-password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Member Requests' })).toBeVisible()
  expect(await currentUserFromPage(page)).toMatchObject({ status: 200, body: { email, isEmailVerified: true } })
  // The provider's redirect lands on the owner's prerendered frame, whose bell answers once the app is there.
  await appReady(page)
  await page.getByRole('button', { name: 'Notifications' }).click()
  await expect(page.getByText('Your account was secured')).toBeVisible()

  // The pre-registrant is out: their session ended and their password no longer signs in.
  expect(await squatter.request('GET', '/api/auth/user')).toEqual({ user: null })
  await expect(new ApiSession(productUrl()).request('POST', '/api/auth/login', { email, password: 'squatter-pass-1' })).rejects.toThrow(/→ 400/)
})
