import { test, expect, appReady, type Page } from '../support/web-test.js'
import {
  currentUserFromPage,
  newAccount,
  productUrl,
  signInWithForm,
  SUPER_ADMIN,
  superAdminSession,
} from '../support/accounts.js'
import { CONFIRMATION_SUBJECT, emailedLink } from '../support/mail.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

const OWNER_SIDEBAR = [
  'Dashboard',
  'Connected Groups',
  'Message Templates',
  'Email Integrations',
  'SMS Integrations',
  'Automation Rules',
  'Member Requests',
  'Google Sheets',
  'Analytics',
]
const SUPER_ADMIN_ONLY = ['Pricing Plans', 'Super Admin']

const sidebar = (page: Page) => page.getByRole('menu')

test.beforeAll(async () => {
  // The first account on an empty install becomes super admin; the owner signing up here must not be that one.
  await superAdminSession()
})

test('a visitor goes from the landing page through sign-up to the owner dashboard and signs out', async ({ page }) => {
  await page.goto('/')

  await expect(page.getByRole('heading', { level: 1, name: 'Grow your Facebook group on autopilot' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login')
  await expect(page.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/order')
  await expect(page.getByRole('article')).toHaveCount(6)
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup')
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} JoinFlow`)

  // /signup opens the sign-in page on its "Create account" tab.
  await page.getByRole('link', { name: 'Start Free Trial' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/signup')
  await expect(page.getByRole('heading', { name: 'Create your JoinFlow account' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true')
  await page.goto('/')

  const getStarted = page.getByRole('link', { name: 'Get Started Free' })
  await expect(getStarted).toHaveAttribute('href', '/api/login')
  await getStarted.click()
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/')
  await expect(page.getByRole('heading', { name: 'Sign in to JoinFlow' })).toBeVisible()
  // The page arrived prerendered; its tabs switch once the app has taken it over.
  await appReady(page)

  const owner = newAccount('landing')
  await page.getByRole('tab', { name: 'Create account' }).click()
  await page.getByLabel('First name').fill(owner.firstName)
  await page.getByLabel('Last name').fill(owner.lastName)
  await page.getByLabel('Email').fill(owner.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(owner.password)
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page).toHaveURL(`${productUrl()}/`)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText('Manage your Facebook group automation')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add Group' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible()
  for (const label of OWNER_SIDEBAR) {
    await expect(sidebar(page).getByRole('menuitem', { name: label, exact: true })).toBeVisible()
  }
  for (const label of SUPER_ADMIN_ONLY) {
    await expect(sidebar(page).getByRole('menuitem', { name: label, exact: true })).toHaveCount(0)
  }
  expect((await currentUserFromPage(page)).body.email).toBe(owner.email)

  // The address is confirmed from the emailed link; until then a banner asks for it.
  const banner = page.getByRole('alert').filter({ hasText: 'Confirm your email address' })
  await expect(banner).toContainText(`We sent a link to ${owner.email}.`)
  await page.goto(await emailedLink(owner.email, CONFIRMATION_SUBJECT, '/verify-email'))
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible()
  await page.getByRole('link', { name: 'Go to your dashboard' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(banner).toHaveCount(0)
  expect((await currentUserFromPage(page)).body).toMatchObject({ isEmailVerified: true })

  await sidebar(page).getByRole('menuitem', { name: 'Sign Out' }).click()

  await expect(page).toHaveURL(`${productUrl()}/`)
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible()
  expect(await currentUserFromPage(page)).toEqual({ status: 200, body: { user: null } })
})

test('a super admin also sees Pricing Plans and Super Admin in the sidebar', async ({ page }) => {
  await page.goto('/login')
  await signInWithForm(page, SUPER_ADMIN)

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  for (const label of [...OWNER_SIDEBAR, ...SUPER_ADMIN_ONLY]) {
    await expect(sidebar(page).getByRole('menuitem', { name: label, exact: true })).toBeVisible()
  }
})
