import { test as base, chromium, type BrowserContext, type Worker } from '@playwright/test'
import type { AutomationSettings } from '../../src/messages'
import { testBuildDir } from './paths'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Short pauses, so a test sees clicks within moments instead of the default 2–6 seconds. */
export const QUICK_AUTOMATION: Partial<AutomationSettings> = { minPauseSeconds: 0.05, maxPauseSeconds: 0.2 }

/** A Chromium profile with the test build of the extension loaded, and that extension's id. */
export const test = base.extend<{
  context: BrowserContext
  extensionId: string
  worker: Worker
  /** Connects the extension straight through its storage, as the options page would. */
  connect: (apiUrl: string, token: string, automation?: Partial<AutomationSettings>) => Promise<void>
}>({
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
  worker: async ({ context }, use) => {
    await use(context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker')))
  },
  extensionId: async ({ context, worker }, use) => {
    const id = new URL(worker.url()).host
    // A fresh install opens the options page by itself; let it open and close it, so it cannot take over a test's tab
    // (Chrome reuses an open options tab: opened late, it would reload the test's own options page). On a busy
    // machine it can take a while to appear.
    const isWelcome = (url: string) => url.startsWith(`chrome-extension://${id}/options.html`)
    const deadline = Date.now() + 20_000
    let welcome = context.pages().find((page) => isWelcome(page.url()))
    while (!welcome && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      welcome = context.pages().find((page) => isWelcome(page.url()))
    }
    await welcome?.close()
    await use(id)
  },
  connect: async ({ worker, extensionId }, use) => {
    void extensionId
    await use(async (apiUrl, token, automation = QUICK_AUTOMATION) => {
      await worker.evaluate(
        ([settings, automationSettings]) =>
          chrome.storage.local.set({
            'connection.settings': settings,
            'automation.settings': { paused: false, minPauseSeconds: 2, maxPauseSeconds: 6, hourlyLimit: 50, ...automationSettings },
          }),
        [{ apiUrl, token }, automation] as const,
      )
    })
  },
})

export const expect = test.expect
