import { test, expect, type Page } from '@playwright/test'

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

/** Holds every API answer back until `release` is called, as on a slow connection. */
async function holdApi(page: Page) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/**', async (route) => {
    await released
    await route.continue()
  })
  return release
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
        const release = await holdApi(page)
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
