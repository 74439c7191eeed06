import { defineConfig } from '@playwright/test'

/*
 * End-to-end tests in Debian's Chromium (never a downloaded browser)
 * against the real product started by e2e/global-setup.ts.
 */
export default defineConfig({
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: '.data/test-results',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'web', testDir: './e2e/web' },
    { name: 'cli', testDir: './e2e/cli' },
    { name: 'sdk', testDir: './e2e/sdk' },
    { name: 'extension', testDir: './extension/tests/e2e' },
  ],
})
