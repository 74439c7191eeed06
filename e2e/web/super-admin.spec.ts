import { test, expect, type Page } from '../support/web-test.js'
import { SUPER_ADMIN, newAccount, signInBrowser, signUpThroughApi, superAdminSession } from '../support/accounts.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: `.data/screenshots/super-admin-${name}.png`, fullPage: true })
}

test.beforeAll(async () => {
  await superAdminSession()
})

/*
 * A super admin renames a plan in the Super Admin Panel and rewrites the
 * order page's heading in the admin content editor; a visitor then finds
 * both on /order.
 */
test('a super admin renames a plan and changes the order page heading, and a visitor sees both', async ({ page, browser }) => {
  const suffix = Date.now().toString(36)
  const newTitle = `Unlimited ${suffix}`
  const newHeading = `Plans for every group owner ${suffix}`

  await signInBrowser(page, SUPER_ADMIN)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('region', { name: 'Total Users' })).toContainText(/\d/)
  await snapshot(page, '1-dashboard')

  await page.goto('/super-admin')
  await expect(page.getByRole('heading', { name: 'Super Admin Panel' })).toBeVisible()
  await page.getByRole('tab', { name: 'Pricing Plans' }).click()
  await snapshot(page, '2-pricing-plans')
  await page.getByRole('link', { name: /^Edit Unlimited/ }).click()
  await expect(page).toHaveURL(/\/admin\/plans\/\d+$/)
  await page.getByRole('textbox', { name: 'Title' }).fill(newTitle)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Pricing Updated')).toBeVisible()

  await page.goto('/admin/content')
  const heading = page.getByRole('textbox', { name: 'Main heading' })
  await expect(heading).toHaveValue(/.+/)
  await heading.fill(newHeading)
  await page.getByRole('button', { name: 'Save Content' }).click()
  await expect(page.getByText('Content Updated')).toBeVisible()
  await snapshot(page, '3-content')

  for (const [path, name] of [
    ['/admin/pricing-editor', '4-pricing-editor'],
    ['/admin/users', '5-users'],
    ['/admin/analytics', '6-analytics'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await snapshot(page, name)
  }

  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
  const visitorPage = await visitor.newPage()
  await visitorPage.goto('/order')
  await expect(visitorPage.getByRole('heading', { name: newHeading })).toBeVisible()
  await expect(visitorPage.getByRole('article', { name: newTitle })).toBeVisible()
  await snapshot(visitorPage, '7-order-after-edits')
  await visitor.close()
})

test('an owner is turned away from the admin area and the super admin panel', async ({ page }) => {
  const owner = newAccount('not-admin')
  await signUpThroughApi(owner)
  await signInBrowser(page, owner)

  await page.goto('/admin/users')
  await expect(page.getByText("You don't have administrator privileges.")).toBeVisible()
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 })

  await page.goto('/super-admin')
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible()
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 })
})
