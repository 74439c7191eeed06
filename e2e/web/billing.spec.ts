import { test, expect, type Page } from '../support/web-test.js'
import { newAccount, signInBrowser, signUpThroughApi, superAdminSession, type Account } from '../support/accounts.js'
import { emailedLink } from '../support/mail.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

const CARD = '4242424242424242'
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0')
/** The day the 7 free days end, as the pages write it. */
const trialEnd = () =>
  new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })

async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: `.data/screenshots/billing-${name}.png`, fullPage: true })
}

async function fillCard(page: Page, expiry = `12${nextYear}`) {
  await page.getByRole('textbox', { name: 'Card number' }).pressSequentially(CARD)
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Grace Owner')
  await page.getByRole('textbox', { name: 'Expiry date' }).pressSequentially(expiry)
  await page.getByRole('textbox', { name: 'Security code' }).fill('123')
}

/** An owner who bought Silver in the owner checkout, signed in in the page's browser. */
async function ownerOnSilver(page: Page, label: string): Promise<Account> {
  const owner = newAccount(label)
  const session = await signUpThroughApi(owner)
  await session.request('POST', '/api/payment/process', {
    planType: 'silver',
    billing: 'monthly',
    email: owner.email,
    country: 'Kenya',
    cardNumber: CARD,
    nameOnCard: 'Grace Owner',
    expirationDate: `09/${new Date().getFullYear() + 5}`,
    securityCode: '123',
  })
  await signInBrowser(page, owner)
  return owner
}

test.beforeAll(async () => {
  await superAdminSession()
})

test('an owner buys Pro billed yearly and the Billing page shows the annual plan, its price and first charge', async ({ page }) => {
  const owner = newAccount('annual')
  await signUpThroughApi(owner)
  await signInBrowser(page, owner)

  await page.goto('/order')
  await page.getByRole('button', { name: 'Annual (save up to 20%)' }).click()
  await page.getByRole('article', { name: 'Pro' }).getByRole('link').click()
  await expect(page).toHaveURL(/\/checkout\/pro\?billing=annual$/)
  // 296 US dollars a year at 129.5 shillings to the dollar.
  await expect(page.getByText('7 days free, then KES 38,332.00/year')).toBeVisible()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await fillCard(page, `12${new Date().getFullYear() + 1}`)
  await page.getByRole('button', { name: 'Pay and activate' }).click()
  await expect(page.getByText('Your subscription has been activated. Check your email for confirmation.')).toBeVisible()

  await page.goto('/billing')
  const plan = page.getByRole('region', { name: 'Pro' })
  await expect(plan.getByText('KES 38,332.00 a year')).toBeVisible()
  await expect(plan.getByText('Annual', { exact: true })).toBeVisible()
  await expect(plan.getByText('First charge')).toBeVisible()
  await expect(plan.getByText(trialEnd())).toBeVisible()
  await expect(plan.getByText('Visa ending in 4242', { exact: false })).toBeVisible()
  await snapshot(page, '1-annual')
  await page.setViewportSize({ width: 390, height: 844 })
  await snapshot(page, '1-annual-390')
})

test('a visitor buys a plan, sets up the account from the emailed link and is signed in on that plan', async ({ page }) => {
  const email = `setup-${Date.now()}@example.test`
  await page.goto('/order2?plan=pro&billing=annual')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('combobox', { name: 'Country' }).click()
  await page.getByRole('option', { name: 'Kenya' }).click()
  await expect(page.getByText('7 days free, then KES 38,332.00/year')).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()
  await fillCard(page)
  await page.getByRole('button', { name: 'Complete order' }).click()
  await expect(page.getByTestId('order-id')).toHaveText(/^JF-[A-Z2-7]{16}$/)

  await page.goto(await emailedLink(email, '', '/account-setup'))
  await expect(page.getByRole('heading', { name: 'Your Pro purchase' })).toBeVisible()
  await expect(page.getByText(`Set up your JoinFlow account with ${email}. It starts on the Pro plan you bought.`)).toBeVisible()
  await page.getByRole('textbox', { name: 'First name' }).fill('Amina')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Njeri')
  await page.getByLabel('Password').and(page.locator('input')).fill('a-good-password-1')
  await snapshot(page, '2-account-setup')
  await page.getByRole('button', { name: 'Create my account' }).click()

  await expect(page).toHaveURL(/\/billing$/)
  const plan = page.getByRole('region', { name: 'Pro' })
  await expect(plan.getByText('Trial')).toBeVisible()
  await expect(plan.getByText('KES 38,332.00 a year')).toBeVisible()
  const user = await page.evaluate(async () => (await fetch('/api/auth/user')).json())
  expect(user).toMatchObject({ email, firstName: 'Amina' })
  await snapshot(page, '2-signed-in-on-plan')
})

test('an owner cancels at the period end, then resumes', async ({ page }) => {
  await ownerOnSilver(page, 'cancel')
  await page.goto('/billing')
  const plan = page.getByRole('region', { name: 'Silver' })
  await expect(plan.getByText('KES 3,755.50 a month')).toBeVisible()
  await page.getByRole('button', { name: 'Cancel plan' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(`keeps running until ${trialEnd()}`, { exact: false })).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel plan' }).click()

  await expect(plan.getByText('Canceled at period end')).toBeVisible()
  await expect(plan.getByText('Ends', { exact: true })).toBeVisible()
  await snapshot(page, '3-canceled')
  await page.getByRole('button', { name: 'Resume plan' }).click()
  await expect(page.getByRole('button', { name: 'Cancel plan' })).toBeVisible()
  await expect(plan.getByText('Canceled at period end')).toBeHidden()
  const billing = await page.evaluate(async () => (await fetch('/api/billing')).json())
  expect(billing).toMatchObject({ cancelAtPeriodEnd: false, planType: 'silver' })
})

test('an owner upgrades from Silver to Pro on the Billing page, seeing what is due first', async ({ page }) => {
  await ownerOnSilver(page, 'upgrade-billing')
  await page.goto('/billing')
  await page.getByRole('button', { name: 'Change plan' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change plan' })
  await dialog.getByRole('button', { name: /^Pro/ }).click()
  await expect(dialog.getByText('Due today: KES 0.00')).toBeVisible()
  await expect(dialog.getByText(`Pro (monthly) replaces Silver (monthly) now. Nothing is charged today`, { exact: false })).toBeVisible()
  await snapshot(page, '4-change-plan')
  await dialog.getByRole('button', { name: 'Confirm change' }).click()

  const plan = page.getByRole('region', { name: 'Pro' })
  await expect(plan.getByText('KES 4,791.50 a month')).toBeVisible()
  const subscription = await page.evaluate(async () => (await fetch('/api/subscription')).json())
  expect(subscription).toMatchObject({ planType: 'pro', groupLimit: 4 })
})
