import type { Page } from '@playwright/test'

/** The app's entry script, which every page loads first. */
export const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/

/** The owner's code (the owner's frame, dashboard and member requests), fetched once someone is signed in. */
export const OWNER_CODE = /\/assets\/owner-[\w-]+\.js$/

/**
 * Holds back the requests matching `pattern` until the returned function is called, as on a slow
 * connection: what the page already has stays as it is meanwhile.
 */
export async function holdBack(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await released
    await route.continue()
  })
  return release
}
