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
    await use(new URL(worker.url()).host)
  },
})

export const expect = test.expect
