import { test, expect, type Page } from '@playwright/test'
import { SUPER_ADMIN, newAccount, signInBrowser, signUpThroughApi, superAdminSession, confirmEmail } from '../support/accounts.js'
import { ENTRY_SCRIPT, holdBack } from '../support/hold.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

test.beforeAll(async () => {
  // The first account on an empty install becomes super admin; the owner here must not be that one.
  await superAdminSession()
})

/** The file names of every script the page fetches from /assets, from the first request on. */
function scriptsOf(page: Page) {
  const scripts = new Set<string>()
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname.slice('/assets/'.length))
  })
  return scripts
}

/** The scripts the page's HTML names, as the server sends it to a visitor: the entry and what it preloads. */
async function scriptsInHtml(page: Page, path = '/groups') {
  const html = await (await page.request.get(path)).text()
  return [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map(([, file]) => file)
}

/** A chunk's name without its content hash: `Dashboard-C6MijAk3.js` → `Dashboard`. */
const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '')

test('a visitor on the landing page loads no script until they move, then only the entry, none of the owner code', async ({ page }) => {
  const scripts = scriptsOf(page)
  // The entry and nothing it could skip: the owner pages and the super admins' app are not preloaded.
  expect((await scriptsInHtml(page)).map(chunkName)).toEqual(['index'])
  // The landing page's links work without the app: its HTML names only the script that starts it.
  const named = await scriptsInHtml(page, '/')
  expect(named.map(chunkName)).toEqual(['start'])

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Grow your Facebook group on autopilot' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect([...scripts]).toEqual(named)

  // The visitor's first move starts the app, which takes over the page as it is.
  // The app asks who is there once it has taken over the page.
  const started = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/user')
  await page.mouse.move(20, 20)
  await started
  await page.waitForLoadState('networkidle')
  expect([...scripts].map(chunkName).sort()).toEqual(['index', 'start'])
  await page.getByRole('link', { name: 'View Pricing' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible()
  // The plans of today, from the API, in place of the placeholders the HTML came with.
  await expect(page.getByRole('heading', { name: 'Starter', exact: true })).toBeVisible()
  expect([...scripts].map(chunkName).sort()).toEqual(['index', 'start'])
})

for (const [page, path] of [
  ['pricing', '/order'],
  ['order details step', '/order2?plan=silver&billing=monthly'],
  ['sign-in', '/login'],
  ['customer login', '/customer-login'],
] as const) {
  test(`the ${page} page loads only its start script and the entry, none of the owner code`, async ({ page: tab }) => {
    const scripts = scriptsOf(tab)
    // The prerendered page names the script that starts the app once it has painted.
    const named = await scriptsInHtml(tab, path)
    await tab.goto(path)
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
    await tab.waitForLoadState('networkidle')

    expect(named.map(chunkName)).toEqual(['start'])
    await expect.poll(() => [...scripts].map(chunkName).sort()).toEqual(['index', 'start'])
  })
}

test('a signed-in owner at / gets the dashboard, whose code comes when shown and without the charts', async ({ page }) => {
  const owner = newAccount('fast-pages')
  await signUpThroughApi(owner)
  await confirmEmail(owner.email)
  await signInBrowser(page, owner)

  const scripts = scriptsOf(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await page.waitForLoadState('networkidle')

  // The owner pages arrive together in one chunk; the charts (@mui/x-charts and d3) belong to the
  // analytics pages and the super admins' app to super admins, so neither comes with the dashboard.
  const names = [...scripts].map(chunkName)
  expect(names).toContain('owner')
  expect(names).not.toContain('charts')
  expect(names).not.toContain('admin')

  // Member requests: its code came with the owner chunk, still without the charts.
  await page.getByRole('menuitem', { name: 'Member Requests' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Member Requests' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect([...scripts].map(chunkName)).not.toContain('charts')
})

test("a super admin's pages come without the charts, which come with the analytics page", async ({ page }) => {
  await signInBrowser(page, SUPER_ADMIN)
  const scripts = scriptsOf(page)
  await page.goto('/admin/users')
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect([...scripts].map(chunkName)).toContain('admin')
  expect([...scripts].map(chunkName)).not.toContain('charts')

  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Analytics' }).click()
  await expect(page.getByRole('figure', { name: 'Signups per day' })).toBeVisible()
  expect([...scripts].map(chunkName)).toEqual(expect.arrayContaining(['charts', 'admin-analytics']))
})

/** The public pages as the server sends them, each with the main heading it shows. */
const PRERENDERED = [
  ['/', 'Grow your Facebook group on autopilot'],
  ['/order', 'Choose Your Plan'],
  ['/order2?plan=pro&billing=monthly', 'Your details'],
  ['/customer-login', 'Customer Login'],
  ['/login', 'Sign in to JoinFlow'],
  ['/signup', 'Create your JoinFlow account'],
  ['/forgot-password', 'Reset your password'],
] as const

test.describe('the public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [path, heading] of PRERENDERED) {
    test(`${path} shows its main content, styled, before any script runs`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      // The critical CSS came with the HTML: the page's font and background, not the browser's defaults.
      const body = await page.evaluate(() => getComputedStyle(document.body))
      expect(body.margin).toBe('0px')
      expect(body.fontFamily).toMatch(/^Inter/)
    })
  }

  test('the landing page has its hero, its feature cards and its links', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: /Get Started Free/ })).toHaveAttribute('href', '/api/login')
    await expect(page.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/order')
    await expect(page.getByRole('heading', { name: 'Auto-approval by rules' })).toBeVisible()
    await expect(page.getByText(/© \d{4} JoinFlow/)).toBeVisible()
  })

  test('the pricing page holds placeholders for the plans, never prices of the build\'s day', async ({ page }) => {
    await page.goto('/order')
    await expect(page.getByLabel('Loading plan')).toHaveCount(3)
    await expect(page.getByText(/\$\d/)).toHaveCount(0)
  })
})

test('a signed-in owner at / is sent the app, never the landing page, and gets the dashboard', async ({ page }) => {
  const owner = newAccount('fast-pages-html')
  await signUpThroughApi(owner)
  await confirmEmail(owner.email)
  await signInBrowser(page, owner)

  // The server decides by the session: the owner's HTML for / is the app's, without the landing page in it.
  const html = await (await page.request.get('/')).text()
  expect(html).toContain('<div id="root"></div>')
  expect(html).not.toContain('Grow your Facebook group')

  let landingShown = false
  await page.exposeFunction('landingShown', () => (landingShown = true))
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Grow your Facebook group')) (window as unknown as { landingShown(): void }).landingShown()
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  expect(landingShown).toBe(false)
})

test('what a visitor types into the prerendered sign-in form before the app starts is kept and signs them in', async ({ page }) => {
  const owner = newAccount('typed-early')
  await signUpThroughApi(owner)
  await confirmEmail(owner.email)
  // Hold the app's entry back until the visitor has typed, as on a slow connection.
  const release = await holdBack(page, ENTRY_SCRIPT)
  await page.goto('/login')
  await page.getByLabel('Email').fill(owner.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(owner.password)
  release()

  // The form takes what was typed: Sign in comes on (it stays off while the form holds nothing) and works.
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true })
  await expect(signIn).toBeEnabled({ timeout: 15_000 })
  await expect(page.getByLabel('Email')).toHaveValue(owner.email)
  await signIn.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})
