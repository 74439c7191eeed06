import { test as base, expect, type Locator, type Page } from '@playwright/test'

export { expect, type Locator, type Page }

/**
 * Whether the page is ready for a person's hands: a page that arrived prerendered with fields or
 * selects in it is taken over by the app just after it paints, and until then its selects do not
 * open and its forms do not submit. The landing page (only links) starts the app at the visitor's
 * first move, so it is ready as it is.
 */
function readyForInput(): boolean {
  // A signed-in owner's prerendered frame lies over the app until the app's own page is in place.
  if (document.getElementById('owner-shell')) return false
  const root = document.getElementById('root')
  if (!root?.hasAttribute('data-prerendered')) return true
  if (document.documentElement.hasAttribute('data-app-started')) return true
  return !root.querySelector('input, textarea, [role="combobox"]')
}

/** Playwright's test, whose `page.goto` waits, on a prerendered page with a form, until the app has taken it over. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      await page.waitForFunction(readyForInput)
      return response
    }
    await use(page)
  },
})

/** After a navigation by link or redirect: waits until the page is ready for a person's hands. */
export async function appReady(page: Page) {
  await page.waitForFunction(readyForInput)
}
