import { test, expect } from '../support/web-test.js'
import { newAccount, signInWithForm, signUpThroughApi } from '../support/accounts.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

test('a signed-out visitor opening an owner page is told, sent to sign in, and brought back', async ({ page }) => {
  const owner = newAccount('redirect')
  await signUpThroughApi(owner)

  // The notice is on screen for half a second before the page leaves for sign-in; on a busy
  // machine polling can miss that window, so the page itself reports what it showed.
  const shown = new Set<string>()
  await page.exposeFunction('reportShown', (what: string) => shown.add(what))
  await page.addInitScript(() => {
    const report = (window as unknown as { reportShown: (what: string) => void }).reportShown
    new MutationObserver(() => {
      if (document.body?.innerText.includes('You are logged out. Logging in again...')) report('notice')
      if (document.querySelector('[role="status"] [role="progressbar"]')) report('spinner')
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })

  await page.goto('/groups')

  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/groups')
  expect([...shown].sort()).toEqual(['notice', 'spinner'])

  await signInWithForm(page, owner)

  await expect(page).toHaveURL((url) => url.pathname === '/groups')
  await expect(page.getByRole('heading', { level: 1, name: 'Connected Groups' })).toBeVisible()
  await expect(page.getByText('Manage your Facebook groups and automation settings')).toBeVisible()
})
