import { readFile } from 'node:fs/promises'
import { test, expect } from '../support/web-test.js'
import { newAccount, signInBrowser, signUpThroughApi } from '../support/accounts.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

/*
 * A new owner installs the extension without building anything: the dashboard card offers the
 * packaged extension the product serves, with the steps to load it in Chrome.
 */
test('a new owner downloads the packaged extension from the dashboard', async ({ page }) => {
  const owner = newAccount('extension-install')
  await signUpThroughApi(owner)
  await signInBrowser(page, owner)

  await page.goto('/')
  const card = page.getByRole('region', { name: 'Chrome Extension' })
  await expect(card.getByText('Choose Load unpacked and pick the unzipped folder.')).toBeVisible()
  await expect(card.getByText(/npm run build/)).toHaveCount(0)
  // A picture of the card for a person to look at, when E2E_SCREENSHOTS names a folder.
  if (process.env.E2E_SCREENSHOTS) await card.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/extension-card.png` })

  const download = page.waitForEvent('download')
  await card.getByRole('link', { name: 'Download the extension' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('joinflow-extension.zip')
  const zip = await readFile((await file.path())!)
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004')
  // The archive holds the extension itself, its manifest at the top where Chrome looks for it.
  expect(zip.includes(Buffer.from('manifest.json'))).toBe(true)
})
