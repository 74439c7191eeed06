import { test, expect, type Page } from '@playwright/test'
import { ENTRY_SCRIPT, holdBack } from '../support/hold.js'

// A plain Playwright page: these tests look at the public pages before the app has taken them over.
test.use({ baseURL: process.env.E2E_BASE_URL })

/** Sums the page's layout shifts from its first paint on, as Lighthouse counts them (none just after the visitor's input). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShifts: { value: number; nodes: string[] }[] }
    record.layoutShifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue
        const nodes = (entry.sources ?? []).map(({ node }) => (node instanceof Element ? `${node.tagName} ${node.textContent?.slice(0, 40)}` : ''))
        record.layoutShifts.push({ value: entry.value, nodes })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return async () => {
    // Two frames after the last change, so the shifts it caused have been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { value: number; nodes: string[] }[] }).layoutShifts)
    return { total: shifts.reduce((sum, { value }) => sum + value, 0), shifts }
  }
}

/** Resolves once the page has painted: two animation frames after its content is there. */
const painted = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

const PAGES = [
  { path: '/order', heading: 'Choose Your Plan', loaded: (page: Page) => page.getByRole('article', { name: 'Starter', exact: true }) },
  { path: '/order2?plan=pro&billing=monthly', heading: 'Your details', loaded: (page: Page) => page.getByText(/\$37/).first() },
  { path: '/customer-login', heading: 'Customer Login', loaded: (page: Page) => page.getByRole('button', { name: 'Sign In' }) },
  { path: '/', heading: 'Grow your Facebook group on autopilot', loaded: (page: Page) => page.getByRole('link', { name: 'View Pricing' }) },
] as const

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height } })

    for (const { path, heading, loaded } of PAGES) {
      test(`${path} keeps its content in place while the late content replaces its placeholders`, async ({ page }) => {
        const layoutShifts = await recordLayoutShifts(page)
        const release = await holdBack(page, '**/api/**')
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        await painted(page)
        // The landing page starts the app on the visitor's first move.
        if (path === '/') await page.mouse.move(5, 5)
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started'))
        await painted(page)

        release()
        await expect(loaded(page)).toBeVisible()
        await page.waitForLoadState('networkidle')
        const { total, shifts } = await layoutShifts()
        expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.1)
      })
    }
  })
}

/** Holds the app's entry script back until `release` is called, as on a slow connection: the page stays as the server sent it. */
async function holdTheApp(page: Page) {
  const release = await holdBack(page, ENTRY_SCRIPT)
  return async () => {
    release()
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started'))
  }
}

test.describe('clicks made before the app has started', () => {
  test('the billing toggle on /order: the yearly prices show once the app is there', async ({ page }) => {
    const release = await holdTheApp(page)
    await page.goto('/order')
    const annual = page.getByRole('button', { name: 'Annual (save up to 20%)' })
    await annual.click()
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-started'))).toBe(false)
    await release()

    await expect(annual).toHaveAttribute('aria-pressed', 'true')
    const starter = page.getByRole('article', { name: 'Starter', exact: true })
    await expect(starter.getByText('/year')).toBeVisible()
    await expect(starter.getByRole('link', { name: /Starter/ })).toHaveAttribute('href', '/order2?plan=starter&billing=annual')
  })

  test('the Create account tab on /login: the sign-up form shows once the app is there', async ({ page }) => {
    const release = await holdTheApp(page)
    await page.goto('/login')
    await page.getByRole('tab', { name: 'Create account' }).click()
    await release()

    await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('button', { name: 'Create account', exact: true })).toBeVisible()
  })

  test('the checkbox and the country select on /order2: ticked and open once the app is there', async ({ page }) => {
    const release = await holdTheApp(page)
    await page.goto('/order2?plan=pro&billing=monthly')
    const consent = page.getByRole('checkbox', { name: 'Send me product updates and offers by email' })
    await page.getByText('Send me product updates and offers by email').click()
    // The browser does not tick it on its own: the form would not know.
    await expect(consent).not.toBeChecked()
    await page.getByRole('combobox', { name: /Country/ }).click()
    await release()

    // The select's list is open (the rest of the page is hidden from the accessibility tree meanwhile).
    await expect(page.getByRole('listbox')).toBeVisible()
    await page.getByRole('option', { name: 'Canada' }).click()
    await expect(page.getByRole('combobox', { name: /Country/ })).toHaveText(/Canada/)
    await expect(consent).toBeChecked()
  })
})

test('a plan chosen far down the pricing page opens the order details at their top, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 })
  await page.goto('/order')
  const unlimited = page.getByRole('article', { name: 'Unlimited', exact: true }).getByRole('link')
  await unlimited.scrollIntoViewIfNeeded()
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started'))
  await unlimited.click()

  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeInViewport({ ratio: 1 })
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})
