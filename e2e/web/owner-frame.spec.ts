import type { Page } from '@playwright/test'
import { test, expect } from '../support/web-test.js'
import { confirmEmail, newAccount, signInBrowser, signUpThroughApi, superAdminSession } from '../support/accounts.js'
import { ENTRY_SCRIPT, holdBack, OWNER_CODE } from '../support/hold.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

test.beforeAll(async () => {
  // The first account on an empty install becomes super admin; the owners here must not be that one.
  await superAdminSession()
})

/** Opens `path` and waits only for the owner's prerendered frame (page.goto would wait for the app). */
async function openFrame(page: Page, path: string) {
  await page.evaluate((url) => location.assign(url), path)
  await page.waitForURL(path, { waitUntil: 'commit' })
  await expect(page.locator('#owner-shell')).toBeVisible()
}

async function signedInOwner(page: Page, label: string) {
  const owner = newAccount(label)
  await signUpThroughApi(owner)
  await confirmEmail(owner.email)
  await signInBrowser(page, owner)
  await page.goto('/settings/password')
}

test.describe("taps on a signed-in owner's prerendered frame count", () => {
  test('on a phone, the menu tapped before the app has started opens once the app is there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signedInOwner(page, 'frame-menu')
    const release = await holdBack(page, ENTRY_SCRIPT)

    await openFrame(page, '/member-requests')
    await page.locator('#owner-shell').getByRole('button', { name: 'Open menu' }).click()
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-started'))).toBe(false)
    release()

    await expect(page.locator('#owner-shell')).toHaveCount(0)
    // The app's own menu is open, over the page.
    await expect(page.getByRole('menuitem', { name: 'Connected Groups' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menuitem', { name: 'Connected Groups' })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Member Requests' })).toBeVisible()
  })

  test("the bell tapped while the owner's code is on its way opens the notifications", async ({ page }) => {
    await signedInOwner(page, 'frame-bell')
    const release = await holdBack(page, OWNER_CODE)

    await openFrame(page, '/')
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started'))
    await page.locator('#owner-shell').getByRole('button', { name: 'Notifications' }).click()
    release()

    await expect(page.locator('#owner-shell')).toHaveCount(0)
    await expect(page.getByRole('presentation').getByLabel('Notifications')).toBeVisible()
  })

  test("a link on the frame followed while the owner's code is on its way opens its page in the app, without loading the page again", async ({ page }) => {
    await signedInOwner(page, 'frame-link')
    const release = await holdBack(page, OWNER_CODE)

    await openFrame(page, '/')
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started'))
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true))
    await page.locator('#owner-shell').getByRole('link', { name: 'Connected Groups' }).click()
    // Nothing is loaded again meanwhile: the app opens the page once its code is there.
    await expect(page).toHaveURL(/\/$/)
    release()

    await expect(page.getByRole('heading', { level: 1, name: 'Connected Groups' })).toBeVisible()
    await expect(page).toHaveURL(/\/groups$/)
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
  })
})

test("the owner's code failing to arrive is said in place of the frame, and Reload brings the page", async ({ page }) => {
  await signedInOwner(page, 'frame-failed')
  await page.route(OWNER_CODE, (route) => route.abort('internetdisconnected'))

  await openFrame(page, '/')
  await expect(page.getByRole('alert')).toHaveText('This page did not load')
  await expect(page.locator('#owner-shell')).toHaveCount(0)

  await page.unroute(OWNER_CODE)
  await page.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})

test("a page whose app never arrives says so after 10 s, over the owner's frame too, with a link that loads it again", async ({ page }) => {
  test.setTimeout(90_000)
  await signedInOwner(page, 'frame-never')
  await page.route(ENTRY_SCRIPT, (route) => route.abort('internetdisconnected'))
  const slowStart = page.getByRole('status').filter({ hasText: 'JoinFlow is taking a long time to start' })

  // A page the server sends without a frame: blank until then.
  await page.evaluate(() => location.assign('/groups'))
  await page.waitForURL('/groups', { waitUntil: 'commit' })
  await expect(slowStart).toBeHidden()
  await expect(slowStart).toBeVisible({ timeout: 15_000 })

  // The dashboard's frame: the notice shows over it.
  await openFrame(page, '/')
  await expect(slowStart).toBeVisible({ timeout: 15_000 })
  const notice = await slowStart.boundingBox()
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('#slow-start') !== null, { x: notice!.x + 4, y: notice!.y + 4 })).toBe(true)

  await page.unroute(ENTRY_SCRIPT)
  await slowStart.getByRole('link', { name: 'reload the page' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(slowStart).toBeHidden()
})
