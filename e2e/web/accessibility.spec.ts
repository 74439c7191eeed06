import { test, expect, type Page } from '../support/web-test.js'
import { SUPER_ADMIN, newAccount, signInBrowser, signUpThroughApi, superAdminSession } from '../support/accounts.js'
import { expectAccessible } from '../support/axe.js'

test.use({ baseURL: process.env.E2E_BASE_URL })
// Each test walks many pages, each checked in full.
test.describe.configure({ timeout: 180_000 })

/*
 * Every page of the product passes axe-core's WCAG 2 A/AA rules with no
 * serious or critical violation, as a visitor, an owner with data and a
 * super admin see it; the main dialogs and menus too, and they work from the
 * keyboard. Each page is checked softly so one run lists every page's
 * violations.
 */

test.beforeAll(async () => {
  // The first account on an empty install becomes super admin; keep that the fixed one.
  await superAdminSession()
})

/** Opens `path`, waits until its data has arrived and nothing is loading, and checks it. */
async function check(page: Page, path: string, name = path) {
  await page.goto(path)
  await settle(page)
  await expectAccessible(page, name, { soft: true })
}

async function settle(page: Page) {
  // Generous: on a busy machine a page's data can take a while to arrive.
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.MuiSkeleton-root, .MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate')).toHaveCount(0, { timeout: 30_000 })
  // Transitions (drawers, dialogs, fades) finish before their colours are measured.
  await page.waitForTimeout(300)
}

test('the public pages: landing, order steps, sign-in, sign-up, password reset, customer pages, not found', async ({ page }) => {
  for (const path of ['/', '/login', '/signup', '/forgot-password', '/reset-password?token=not-a-real-token', '/customer-login', '/customer-dashboard', '/no-such-page']) {
    await check(page, path)
  }

  // The order steps, walked as a buyer, ending on the customer dashboard with an order.
  await check(page, '/order')
  await page.getByRole('article', { name: 'Silver' }).getByRole('link').click()
  await expect(page).toHaveURL(/\/order2/)
  await settle(page)
  await expectAccessible(page, '/order2', { soft: true })
  await page.getByRole('textbox', { name: 'Email' }).fill(`a11y-buyer-${Date.now()}@example.test`)
  await page.getByRole('combobox', { name: 'Country' }).click()
  await page.getByRole('option', { name: 'Kenya' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/order3$/)
  await settle(page)
  await expectAccessible(page, '/order3', { soft: true })
  await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4242424242424242')
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Amina Wanjiru')
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0')
  await page.getByRole('textbox', { name: 'Expiry date' }).pressSequentially(`12${nextYear}`)
  await page.getByRole('textbox', { name: 'Security code' }).fill('123')
  await page.getByRole('button', { name: 'Complete order' }).click()
  const orderId = (await page.getByTestId('order-id').textContent())!
  await settle(page)
  await expectAccessible(page, 'the order confirmation', { soft: true })
  await expect(page).toHaveURL(/\/customer-login\?email=/)
  await page.getByRole('textbox', { name: 'Order ID' }).fill(orderId)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome, Amina Wanjiru' })).toBeVisible()
  await settle(page)
  await expectAccessible(page, '/customer-dashboard signed in', { soft: true })
})

/** An owner with a group, captured requests (one approved, one held for review) and a template. */
async function seedOwner() {
  const owner = newAccount('a11y')
  const api = await signUpThroughApi(owner)
  const { token } = await api.request('POST', '/api/tokens', { name: 'Chrome extension' })
  const group = await api.request('POST', '/api/groups', { url: 'https://www.facebook.com/groups/dog.lovers.uk', name: 'Dog Lovers' })
  await api.request('POST', `/api/groups/${group.id}/auto-approval`, {
    enabled: true,
    requireEmail: false,
    requiredKeywords: ['dogs'],
    blockedKeywords: [],
    maxApprovalsPerHour: 50,
  })
  const capture = await fetch(`${process.env.E2E_BASE_URL}/api/extension/requests`, {
    method: 'POST',
    headers: { 'authorization': `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      facebookGroupId: group.facebookGroupId,
      requests: [
        { facebookUserId: '200001', name: 'Ada Dogsworth', answers: [{ question: 'Why join?', answer: 'I walk dogs every day' }] },
        { facebookUserId: '200002', name: 'Ben Curious', answers: [{ question: 'Why join?', answer: 'Just looking around' }] },
        { facebookUserId: '200003', name: 'Chloé Park', answers: [{ question: 'Why join?', answer: 'Rescue dogs' }] },
      ],
    }),
  })
  expect(capture.status).toBe(200)
  await api.request('POST', '/api/templates', { name: 'Welcome', template: 'Hi {first-name}, welcome to {group-name}!' })
  return { owner, api, group }
}

test('the owner pages with data: dashboard, groups, member requests and its drawer, templates, automation, analytics, integrations, deliveries, billing, settings', async ({
  page,
}) => {
  const { owner, group } = await seedOwner()
  await signInBrowser(page, owner)

  for (const path of [
    '/',
    '/groups',
    '/message-templates',
    '/message-templates/create',
    `/automation?groupId=${group.id}`,
    '/analytics',
    '/integrations',
    '/sms-integrations',
    '/google-sheets',
    '/deliveries',
    '/billing',
    '/settings/tokens',
    '/settings/password',
    '/settings/privacy',
    '/groups/no/such/page',
  ]) {
    await check(page, path)
  }

  await check(page, '/member-requests')
  await page.getByText('Ben Curious').click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('button', { name: 'Approve', exact: true })).toBeVisible()
  await settle(page)
  await expectAccessible(page, 'the member request drawer', { soft: true })
})

test('the super admin area: dashboard, users, plans, orders, subscriptions, integration requests, content, analytics', async ({ page }) => {
  await signInBrowser(page, SUPER_ADMIN)
  for (const path of [
    '/super-admin',
    '/admin/dashboard',
    '/admin/users',
    '/admin/plans',
    '/admin/orders',
    '/admin/subscriptions',
    '/admin/integration-requests',
    '/admin/content',
    '/admin/analytics',
  ]) {
    await check(page, path)
  }
  await page.goto('/admin/plans')
  await settle(page)
  await page.getByRole('row').nth(1).click()
  await expect(page).toHaveURL(/\/admin\/plans\/\d+$/)
  await settle(page)
  await expectAccessible(page, 'a plan being edited', { soft: true })
})

test('the main dialogs pass the check, keep focus inside and give it back to their opener on Escape', async ({ page }) => {
  const { owner } = await seedOwner()
  await signInBrowser(page, owner)

  // Add group, opened from the header's button by keyboard.
  await page.goto('/groups')
  await settle(page)
  const addGroup = page.getByRole('banner').getByRole('link', { name: 'Add Group' })
  await addGroup.focus()
  await page.keyboard.press('Enter')
  const groupDialog = page.getByRole('dialog', { name: 'Add Facebook Group' })
  await expect(groupDialog).toBeVisible()
  await settle(page)
  await expectAccessible(page, 'the add group dialog', { soft: true, include: '[role="dialog"]' })
  await expectFocusTrapped(page, groupDialog)
  await page.keyboard.press('Escape')
  await expect(groupDialog).toBeHidden()
  await expect(addGroup).toBeFocused()

  // Add integration.
  await page.goto('/integrations')
  await settle(page)
  const addIntegration = page.getByRole('button', { name: 'Add Integration' }).first()
  await addIntegration.focus()
  await page.keyboard.press('Enter')
  const integrationDialog = page.getByRole('dialog', { name: 'Add Email Integration' })
  await expect(integrationDialog).toBeVisible()
  await settle(page)
  await expectAccessible(page, 'the add integration dialog', { soft: true, include: '[role="dialog"]' })
  await expectFocusTrapped(page, integrationDialog)
  await page.keyboard.press('Escape')
  await expect(integrationDialog).toBeHidden()
  await expect(addIntegration).toBeFocused()

  // A confirmation: revoking a token.
  await page.goto('/settings/tokens')
  await settle(page)
  const revoke = page.getByRole('button', { name: /^Revoke/ }).first()
  await revoke.focus()
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog', { name: /^Revoke/ })
  await expect(confirm).toBeVisible()
  await settle(page)
  await expectAccessible(page, 'a confirmation dialog', { soft: true, include: '[role="dialog"]' })
  await expectFocusTrapped(page, confirm)
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(revoke).toBeFocused()
})

test('the notifications, the sidebar menu and a select work from the keyboard', async ({ page }) => {
  const { owner } = await seedOwner()
  await signInBrowser(page, owner)
  await page.goto('/')
  await settle(page)

  // The notifications open from the bell by keyboard, pass the check and close with Escape.
  const bell = page.getByRole('button', { name: /^Notifications/ })
  await bell.focus()
  await page.keyboard.press('Enter')
  const notifications = page.getByRole('presentation').getByLabel('Notifications')
  await expect(notifications).toBeVisible()
  await settle(page)
  await expectAccessible(page, 'the notifications', { soft: true, include: '.MuiPopover-paper' })
  await page.keyboard.press('Escape')
  await expect(notifications).toBeHidden()
  await expect(bell).toBeFocused()

  // The sidebar is a menu: arrows move between its items and Enter follows one.
  const sidebar = page.getByRole('menu')
  await sidebar.getByRole('menuitem', { name: 'Dashboard', exact: true }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(sidebar.getByRole('menuitem', { name: 'Connected Groups' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/groups$/)

  // A select's options open as a listbox from the keyboard, are walked with the arrows and picked with Enter.
  await page.goto('/analytics')
  await settle(page)
  const picker = page.getByRole('combobox', { name: 'Group' })
  await picker.focus()
  await page.keyboard.press('ArrowDown')
  const listbox = page.getByRole('listbox')
  await expect(listbox.getByRole('option', { name: 'All groups' })).toBeFocused()
  await settle(page)
  await expectAccessible(page, 'an open select', { soft: true, include: '[role="listbox"]' })
  await page.keyboard.press('ArrowDown')
  await expect(listbox.getByRole('option', { name: 'Dog Lovers' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(listbox).toBeHidden()
  await expect(picker).toHaveText('Dog Lovers')
  await expect(picker).toBeFocused()
  // Escape closes it without changing the choice.
  await page.keyboard.press('ArrowDown')
  await expect(listbox).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(listbox).toBeHidden()
  await expect(picker).toHaveText('Dog Lovers')
  await expect(picker).toBeFocused()
})

/** Tabbing forwards and backwards from inside `dialog` never leaves it. */
async function expectFocusTrapped(page: Page, dialog: ReturnType<Page['getByRole']>) {
  // On opening, focus is on the dialog or its modal container (MUI focuses the container when no field asks for it).
  const focusInModal = () => dialog.evaluate((element) => (element.closest('.MuiModal-root') ?? element).contains(document.activeElement))
  await expect.poll(focusInModal).toBe(true)
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab')
    await expect(dialog.locator(':focus'), `focus stays in the dialog after ${i + 1} Tab`).toHaveCount(1)
  }
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.locator(':focus'), `focus stays in the dialog after ${i + 1} Shift+Tab`).toHaveCount(1)
  }
}
