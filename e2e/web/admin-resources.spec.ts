import { test, expect, type Page } from '../support/web-test.js'
import { SUPER_ADMIN, newAccount, signInBrowser, signUpThroughApi, superAdminSession } from '../support/accounts.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: `.data/screenshots/admin-resources-${name}.png`, fullPage: true })
}

test.beforeAll(async () => {
  await superAdminSession()
})

/*
 * The super-admin area on its resources: a super admin finds a new owner
 * by searching the users list, gives a plan of their own a group limit and
 * a 14-day trial that the order page then shows, and hides the plan from
 * sale: a visitor no longer finds it on /order, and its order link says it
 * is no longer on sale. The plan is this test's own, so the shared
 * database's built-in plans stay on sale for the other tests.
 */
test('a super admin searches users, sets a plan’s group limit and trial, and hides it from sale', async ({ page, browser }) => {
  const suffix = Date.now().toString(36)
  const owner = newAccount(`findme-${suffix}`)
  await signUpThroughApi(owner)
  const admin = await superAdminSession()
  const plan = (await admin.request('POST', '/api/admin/plans', {
    planType: `garden-${suffix}`,
    name: `Garden ${suffix}`,
    price: 33,
    buttonText: 'Start Free Trial',
    features: ['Everything in Silver'],
  })) as { id: number; name: string; planType: string }

  await signInBrowser(page, SUPER_ADMIN)
  await page.goto('/admin/users')
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible()
  await page.getByPlaceholder('Search name or email').fill(`findme-${suffix}`)
  const row = page.getByRole('row', { name: new RegExp(owner.email) })
  await expect(row).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(2)
  await snapshot(page, '1-users-search')
  await row.getByText(owner.email).click()
  await expect(page).toHaveURL(/\/admin\/users\/\d+\/show$/)
  await expect(page.getByText('Grace Owner').first()).toBeVisible()
  await snapshot(page, '2-user-show')

  await page.goto('/admin/plans')
  await page.getByPlaceholder('Search title or plan type').fill(plan.planType)
  // The search applies after a pause; a row opened before that would be left for the searched list.
  await expect(page.getByRole('row')).toHaveCount(2)
  await page.getByRole('row', { name: new RegExp(plan.name) }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/plans/${plan.id}$`))
  await page.getByRole('spinbutton', { name: 'Group limit' }).fill('2')
  await page.getByRole('spinbutton', { name: 'Free trial (days)' }).fill('14')
  await snapshot(page, '3-plan-edit')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Pricing Updated')).toBeVisible()
  const listed = page.getByRole('row', { name: new RegExp(plan.name) })
  await expect(listed).toContainText('14 days')
  await expect(listed).toContainText('Up to 2 groups')

  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
  const visitorPage = await visitor.newPage()
  await visitorPage.goto('/order')
  const card = visitorPage.getByRole('article', { name: plan.name })
  await expect(card).toContainText('14-day free trial')
  await expect(card).toContainText('Up to 2 groups')
  await snapshot(visitorPage, '4-order-with-plan')

  await page.getByRole('row', { name: new RegExp(plan.name) }).click()
  await page.getByRole('combobox', { name: 'Sale status' }).click()
  await page.getByRole('option', { name: 'Hidden from sale' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Pricing Updated')).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(plan.name) })).toContainText('Hidden from sale')

  await visitorPage.reload()
  await expect(visitorPage.getByRole('article', { name: 'Silver' })).toBeVisible()
  await expect(visitorPage.getByRole('article', { name: plan.name })).toHaveCount(0)
  await visitorPage.goto(`/order2?plan=${plan.planType}&billing=monthly`)
  await expect(visitorPage.getByText('This plan is no longer on sale. Please choose another plan on the Pricing page.')).toBeVisible()
  await snapshot(visitorPage, '5-order2-hidden-plan')
  await visitor.close()

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin/users')
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible()
  await snapshot(page, '6-users-390px')
})
