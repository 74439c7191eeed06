import { test, expect, type Page } from '@playwright/test'
import { newAccount, signInBrowser, signUpThroughApi, superAdminSession, confirmEmail } from '../support/accounts.js'

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

/** The scripts the built index.html names: the entry and what it preloads. */
async function scriptsInIndexHtml(page: Page) {
  const html = await (await page.request.get('/')).text()
  return [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map(([, file]) => file)
}

/** A chunk's name without its content hash: `Dashboard-C6MijAk3.js` → `Dashboard`. */
const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '')

test('a visitor on the landing page loads only the scripts index.html names, none of the owner code', async ({ page }) => {
  const scripts = scriptsOf(page)
  const named = await scriptsInIndexHtml(page)
  // The entry and nothing it could skip: the owner pages and the super admins' app are not preloaded.
  expect(named.map(chunkName)).toEqual(['index'])

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Grow your Facebook group on autopilot' })).toBeVisible()
  await page.waitForLoadState('networkidle')

  expect([...scripts].sort()).toEqual([...named].sort())
})

for (const [page, path] of [
  ['pricing', '/order'],
  ['order details step', '/order2?plan=silver&billing=monthly'],
  ['sign-in', '/login'],
  ['customer login', '/customer-login'],
] as const) {
  test(`the ${page} page loads only the entry script, none of the owner code`, async ({ page: tab }) => {
    const scripts = scriptsOf(tab)
    const named = await scriptsInIndexHtml(tab)
    await tab.goto(path)
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
    await tab.waitForLoadState('networkidle')

    expect(named.map(chunkName)).toEqual(['index'])
    expect([...scripts].sort()).toEqual([...named].sort())
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
