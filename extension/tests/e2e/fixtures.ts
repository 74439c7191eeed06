import { test as base, chromium, type BrowserContext } from '@playwright/test'
import { testBuildDir } from './paths'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** A Chromium profile with the test build of the extension loaded, and that extension's id. */
export const test = base.extend<{ context: BrowserContext; extensionId: string }>({
  context: async ({}, use) => {
    const context = await chromium.launchPersistentContext('', {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        `--disable-extensions-except=${testBuildDir}`,
        `--load-extension=${testBuildDir}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    })
    await use(context)
    await context.close()
  },
  extensionId: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
    const id = new URL(worker.url()).host
    // A fresh install opens the options page by itself; let it open and close it, so it cannot take over a test's tab.
    const isWelcome = (url: string) => url.startsWith(`chrome-extension://${id}/options.html`)
    const deadline = Date.now() + 5000
    let welcome = context.pages().find((page) => isWelcome(page.url()))
    while (!welcome && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      welcome = context.pages().find((page) => isWelcome(page.url()))
    }
    await welcome?.close()
    await use(id)
  },
})

export const expect = test.expect
