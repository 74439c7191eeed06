import { test, expect, type Page } from '../support/web-test.js'
import { newAccount, signInBrowser, signUpThroughApi, superAdminSession } from '../support/accounts.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

const SANDBOX_CARD = '4242 4242 4242 4242'

/** Each page as a buyer sees it, kept with the run's other results for a look afterwards. */
async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: `.data/screenshots/purchase-${name}.png`, fullPage: true })
}

test.beforeAll(async () => {
  // The first account on an empty install becomes super admin; keep that the fixed one.
  await superAdminSession()
})

/*
 * The public purchase in one walk: a visitor picks the Silver plan, buys it
 * from Kenya with the sandbox gateway's test card, reads the order ID off
 * the page, and signs in with it to the customer dashboard.
 */
test('a visitor buys the silver plan from Kenya, sees the order ID and signs in as a customer', async ({ page }) => {
  await page.goto('/order')
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/api/login')
  const silver = page.getByRole('article', { name: 'Silver' })
  await expect(silver.getByText('$29')).toBeVisible()
  await snapshot(page, '1-order')

  await silver.getByRole('link').click()
  await expect(page).toHaveURL(/\/order2\?plan=silver&billing=monthly$/)
  await expect(page.getByText('7 days free, then $29.00/month')).toBeVisible()
  const continueButton = page.getByRole('button', { name: 'Continue' })
  await expect(continueButton).toBeDisabled()

  const email = `buyer-${Date.now()}@example.test`
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('combobox', { name: 'Country' }).click()
  await page.getByRole('option', { name: 'Kenya' }).click()
  // Silver is 29 US dollars; at the spec's 129.5 shillings to the dollar that is KES 3,755.50.
  await expect(page.getByText('7 days free, then KES 3,755.50/month')).toBeVisible()
  await expect(page.getByText('KES 0.00')).toBeVisible()
  const dueOn = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })
  await expect(page.getByText(`Due on ${dueOn}`)).toBeVisible()
  await snapshot(page, '2-details')
  await continueButton.click()

  await expect(page).toHaveURL(/\/order3$/)
  await page.getByRole('textbox', { name: 'Card number' }).pressSequentially(SANDBOX_CARD.replaceAll(' ', ''))
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue(SANDBOX_CARD)
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Amina Wanjiru')
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0')
  await page.getByRole('textbox', { name: 'Expiry date' }).pressSequentially(`12${nextYear}`)
  await expect(page.getByRole('textbox', { name: 'Expiry date' })).toHaveValue(`12/${nextYear}`)
  await page.getByRole('textbox', { name: 'Security code' }).fill('123')
  await snapshot(page, '3-payment')
  await page.getByRole('button', { name: 'Complete order' }).click()

  const orderIdText = page.getByTestId('order-id')
  await expect(orderIdText).toHaveText(/^JF-[A-Z2-7]{16}$/)
  const orderId = (await orderIdText.textContent())!
  await snapshot(page, '4-order-id')
  expect(await page.evaluate(() => sessionStorage.getItem('joinflow.order'))).toBeNull()

  await expect(page).toHaveURL(/\/customer-login\?email=/)
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  const signIn = page.getByRole('button', { name: 'Sign In' })
  await expect(signIn).toBeDisabled()
  await page.getByRole('textbox', { name: 'Order ID' }).fill(orderId)
  await snapshot(page, '5-customer-login')
  await signIn.click()

  await expect(page).toHaveURL(/\/customer-dashboard$/)
  await expect(page.getByRole('heading', { name: 'Welcome, Amina Wanjiru' })).toBeVisible()
  await expect(page.getByText('Plan: Silver')).toBeVisible()
  await expect(page.getByText('KES 3,755.50 a month')).toBeVisible()
  await expect(page.getByText(`Trial ends ${dueOn}`)).toBeVisible()
  await snapshot(page, '6-customer-dashboard')

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await page.goto('/customer-dashboard')
  await expect(page.getByText('Authentication Required')).toBeVisible()
})

test('a visitor can take their time on the order pages without being sent to sign in', async ({ page }) => {
  await page.goto('/order2?plan=silver&billing=monthly')
  await expect(page.getByText('7 days free, then $29.00/month')).toBeVisible()
  // Longer than the app's checks of the (absent) session take to give up, retries included.
  await page.waitForTimeout(9000)
  await expect(page).toHaveURL(/\/order2\?plan=silver&billing=monthly$/)
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible()
})

test('a declined card says why and leaves the form ready to try again', async ({ page }) => {
  await page.goto('/order2?plan=starter-lite&billing=monthly')
  await page.getByRole('textbox', { name: 'Email' }).fill(`declined-${Date.now()}@example.test`)
  await page.getByRole('combobox', { name: 'Country' }).click()
  await page.getByRole('option', { name: 'United Kingdom' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()

  await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4000000000000002')
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Dee Clined')
  await page.getByRole('textbox', { name: 'Expiry date' }).pressSequentially('1299')
  await page.getByRole('textbox', { name: 'Security code' }).fill('123')
  await page.getByRole('button', { name: 'Complete order' }).click()

  await expect(page.getByRole('alert').filter({ hasText: 'Payment Failed' }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Complete order' })).toBeEnabled()
  await expect(page).toHaveURL(/\/order3$/)
  await snapshot(page, '7-declined')
})

/*
 * An owner in the free trial upgrades from the dashboard banner: the plan
 * page leads to the owner checkout, which takes the sandbox card and
 * brings them home with the plan active.
 */
test('an owner in the trial upgrades to Pro through the owner checkout', async ({ page }) => {
  const owner = newAccount('upgrade')
  await signUpThroughApi(owner)
  await signInBrowser(page, owner)

  await page.goto('/')
  await expect(page.getByText(/left in your free trial/)).toBeVisible()
  await snapshot(page, '8-trial-banner')
  await page.getByRole('link', { name: 'Upgrade now' }).click()

  await expect(page).toHaveURL(/\/order$/)
  await page.getByRole('article', { name: 'Pro' }).getByRole('link').click()
  await expect(page).toHaveURL(/\/checkout\/pro\?billing=monthly$/)
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(owner.email)
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveText('Kenya')
  await expect(page.getByText('7 days free, then KES 4,791.50/month')).toBeVisible()
  await snapshot(page, '9-checkout-details')
  await page.getByRole('button', { name: 'Continue to payment' }).click()

  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Card number' }).pressSequentially(SANDBOX_CARD.replaceAll(' ', ''))
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Grace Owner')
  await page.getByRole('textbox', { name: 'Expiry date' }).pressSequentially(`12${new Date().getFullYear() + 1}`)
  await page.getByRole('textbox', { name: 'Security code' }).fill('123')
  await snapshot(page, '10-checkout-payment')
  await page.getByRole('button', { name: 'Pay and activate' }).click()

  await expect(page.getByText('Your subscription has been activated. Check your email for confirmation.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  const subscription = await page.evaluate(async () => (await fetch('/api/subscription')).json())
  expect(subscription).toMatchObject({ planType: 'pro', automationPaused: false })
})
