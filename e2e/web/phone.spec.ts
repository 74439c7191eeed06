import { test, expect, type Locator, type Page } from '../support/web-test.js'
import pg from 'pg'
import { ApiSession } from '../support/api.js'
import { newAccount, signInBrowser, signUpThroughApi, SUPER_ADMIN, superAdminSession } from '../support/accounts.js'

test.use({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const SHOTS = process.env.PHONE_SCREENSHOTS

/**
 * Everything visible that reaches past the right edge of the screen, ignoring what sits inside
 * a container that scrolls or clips sideways on its own (a wide table in its own scroller).
 */
async function overflowing(page: Page) {
  // A mobile browser widens its layout viewport to fit wide content, so innerWidth alone would hide
  // the very overflow this looks for: measure against the phone's own width.
  return page.evaluate((width) => {
    const clipsSideways = (element: Element) => {
      const { overflowX } = getComputedStyle(element)
      return overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip'
    }
    const found: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0 || rect.right <= width + 1) continue
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.opacity === '0') continue
      let clipped = false
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (clipsSideways(parent) && parent.getBoundingClientRect().right <= width + 1) {
          clipped = true
          break
        }
      }
      if (clipped) continue
      const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 3).join('.')}`
      found.push(`${label} right=${Math.round(rect.right)} "${(element.textContent ?? '').trim().slice(0, 40)}"`)
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: Math.min(window.innerWidth, width),
      found: found.slice(0, 15),
    }
  }, page.viewportSize()!.width)
}

async function expectFitsTheScreen(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
  const result = await overflowing(page)
  expect.soft(result.found, `${name}: elements past the right edge`).toEqual([])
  expect.soft(result.scrollWidth, `${name}: page width`).toBeLessThanOrEqual(result.innerWidth)
}

interface Seeded {
  api: ApiSession
  requestIds: number[]
}

/** An owner with a group, automation settings and a batch of captured requests waiting for review. */
async function ownerWithRequests(page: Page, label: string): Promise<Seeded> {
  const owner = newAccount(label)
  const api = await signUpThroughApi(owner)
  const { token } = await api.request('POST', '/api/tokens', { name: 'Chrome extension' })
  const group = await api.request('POST', '/api/groups', {
    url: 'https://www.facebook.com/groups/rescue.dog.walkers.of.north.london',
    name: 'Rescue Dog Walkers of North London and Hertfordshire',
  })
  const people = ['Ada Dogsworth', 'Ben Curious', 'Chiamaka Oluwaseun-Whitfield', 'Dev Patel']
  const capture = await fetch(`${process.env.E2E_BASE_URL}/api/extension/requests`, {
    method: 'POST',
    headers: { 'authorization': `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      facebookGroupId: group.facebookGroupId,
      requests: people.map((name, index) => ({
        facebookUserId: `20000${index}`,
        name,
        livesIn: 'Stoke Newington, London, United Kingdom',
        answers: [
          {
            question: 'Why do you want to join this group and what do you hope to share with other members?',
            answer: 'I have walked rescue greyhounds every weekend for six years and would love to meet other walkers nearby',
          },
          { question: 'Your email?', answer: `${name.split(' ')[0].toLowerCase()}@example.com` },
        ],
      })),
    }),
  })
  expect(capture.status).toBe(200)
  const { results } = await capture.json()
  await signInBrowser(page, owner)
  return { api, requestIds: results.map((result: { requestId: number }) => result.requestId) }
}

const OWNER_PAGES: Array<[string, string, string]> = [
  ['dashboard', '/', 'Dashboard'],
  ['groups', '/groups', 'Connected Groups'],
  ['member-requests', '/member-requests', 'Member Requests'],
  ['templates', '/message-templates', 'Message Templates'],
  ['automation', '/automation', 'Automation Rules'],
  ['analytics', '/analytics', 'Analytics'],
  ['email-integrations', '/integrations', 'Email Integrations'],
  ['sms-integrations', '/sms-integrations', 'SMS Integrations'],
  ['google-sheets', '/google-sheets', 'Google Sheets'],
  ['deliveries', '/deliveries', 'Deliveries'],
  ['billing', '/billing', 'Billing'],
  ['tokens', '/settings/tokens', 'API Tokens'],
  ['privacy', '/settings/privacy', 'Privacy'],
  ['password', '/settings/password', 'Password'],
]

test('every owner page fits a 390 px phone screen', async ({ page }) => {
  test.setTimeout(180_000)
  await ownerWithRequests(page, 'phone-pages')
  for (const [name, path, heading] of OWNER_PAGES) {
    await page.goto(path)
    await expect(page.getByRole('banner').getByRole('heading', { name: heading, exact: false })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectFitsTheScreen(page, name)
    if (name === 'dashboard') await expectStatusBesideNotOverEmail(page)
  }
})

const SUPER_ADMIN_PAGES: Array<[string, string, string]> = [
  ['admin-dashboard', '/admin/dashboard', 'Admin Dashboard'],
  ['admin-users', '/admin/users', 'User Management'],
  ['admin-plans', '/admin/plans', 'Pricing Plans'],
  ['admin-orders', '/admin/orders', 'Orders'],
  ['admin-subscriptions', '/admin/subscriptions', 'Subscriptions'],
  ['admin-integration-requests', '/admin/integration-requests', 'Integration Requests'],
  ['admin-content', '/admin/content', 'Content Editor'],
  ['admin-analytics', '/admin/analytics', 'Analytics'],
]

test('every super admin page fits a 390 px phone screen', async ({ page }) => {
  test.setTimeout(180_000)
  await superAdminSession()
  await signInBrowser(page, SUPER_ADMIN)
  for (const [name, path, heading] of SUPER_ADMIN_PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
    await page.waitForLoadState('networkidle')
    // The lists and figures are in, not their loading placeholders.
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await expectFitsTheScreen(page, name)
  }
})

/** On the dashboard's recent requests, each status chip leaves its person's email readable. */
async function expectStatusBesideNotOverEmail(page: Page) {
  const row = page.getByRole('listitem').filter({ hasText: 'ada@example.com' })
  const email = await row.getByText('ada@example.com').boundingBox()
  const chip = await row.getByText('Pending Review').boundingBox()
  expect(email && chip, 'the email and the status are shown').toBeTruthy()
  const apart =
    chip!.x >= email!.x + email!.width ||
    chip!.x + chip!.width <= email!.x ||
    chip!.y >= email!.y + email!.height ||
    chip!.y + chip!.height <= email!.y
  expect(apart, 'the status chip does not cover the email').toBe(true)
}

/** The element's box once it has stopped moving: drawers and dialogs slide in. */
async function settledBox(element: Locator) {
  let last = await element.boundingBox()
  for (let tries = 0; tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const box = await element.boundingBox()
    if (box && last && box.x === last.x && box.y === last.y && box.width === last.width && box.height === last.height) return box
    last = box
  }
  return last
}

/** The element's box, once settled, lies wholly inside the phone's screen. */
async function expectInsideTheScreen(page: Page, element: Locator, what: string) {
  const box = await settledBox(element)
  const { width, height } = page.viewportSize()!
  expect(box, `${what} is shown`).not.toBeNull()
  expect(box!.x, `${what} left edge`).toBeGreaterThanOrEqual(0)
  expect(box!.y, `${what} top edge`).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width, `${what} right edge`).toBeLessThanOrEqual(width)
  expect(box!.y + box!.height, `${what} bottom edge`).toBeLessThanOrEqual(height)
}

/**
 * The bar holding a button sits on the page's own background and is no taller than its buttons
 * need: no white strip above them.
 */
async function expectNoStripAbove(page: Page, button: ReturnType<Page['getByRole']>) {
  const bars = await button.evaluate((element) => {
    const pageBackground = getComputedStyle(document.querySelector('.RaLayout-content') ?? document.body).backgroundColor
    const found: Array<{ background: string; top: number }> = []
    for (let parent = element.parentElement; parent && !parent.classList.contains('RaList-main'); parent = parent.parentElement) {
      const background = getComputedStyle(parent).backgroundColor
      if (background !== 'rgba(0, 0, 0, 0)' && background !== pageBackground) {
        found.push({ background, top: Math.round(parent.getBoundingClientRect().top) })
      }
    }
    return { found, buttonTop: Math.round(element.getBoundingClientRect().top) }
  })
  expect(bars.found.filter(({ top }) => top < bars.buttonTop - 8), 'painted bars reaching above the button').toEqual([])
}

test('member requests on a phone: cards decided one by one and together, filters behind a button', async ({ page }) => {
  const { api, requestIds } = await ownerWithRequests(page, 'phone-requests')
  const status = async (id: number) => (await api.request('GET', `/api/requests/${id}`)).status
  await page.goto('/member-requests')

  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(4)
  await expect(page.getByRole('table')).toHaveCount(0)
  const ada = page.getByRole('article', { name: 'Ada Dogsworth' })
  await expect(ada.getByText('Pending Review')).toBeVisible()
  await expect(ada.getByText('Stoke Newington, London, United Kingdom')).toBeVisible()
  await expect(ada.getByText(/I have walked rescue greyhounds/)).toBeVisible()
  await expectFitsTheScreen(page, 'member-requests-cards')

  // One card's Approve decides that request and no other.
  await ada.getByRole('button', { name: 'Approve Ada Dogsworth' }).click()
  await expect(page.getByText(/Ada Dogsworth approved/)).toBeVisible()
  await expect.poll(() => status(requestIds[0])).toBe('approved')
  expect(await status(requestIds[1])).toBe('pending')
  await expect(ada.getByText('Approved', { exact: true })).toBeVisible()

  // Two selected cards bring up the selection's bar, wholly on screen, whose Approve decides both.
  await page.getByRole('checkbox', { name: 'Select Ben Curious' }).check()
  await page.getByRole('checkbox', { name: 'Select Dev Patel' }).check()
  const bar = page.getByRole('toolbar', { name: 'Selected requests' })
  await expect(bar).toContainText('2 selected')
  await expectInsideTheScreen(page, bar, 'the bulk bar')
  await expectInsideTheScreen(page, bar.getByRole('button', { name: 'Approve' }), 'bulk Approve')
  await expectInsideTheScreen(page, bar.getByRole('button', { name: 'Decline' }), 'bulk Decline')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/member-requests-selected.png` })
  await bar.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText('2 requests approved.')).toBeVisible()
  await expect.poll(() => status(requestIds[1])).toBe('approved')
  expect(await status(requestIds[3])).toBe('approved')
  expect(await status(requestIds[2])).toBe('pending')
  await expect(bar).toBeHidden()

  // The five filters wait behind one button; choosing one narrows the cards.
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0)
  await expectNoStripAbove(page, page.getByRole('button', { name: 'Filters' }))
  await page.getByRole('button', { name: 'Filters' }).click()
  const filters = page.getByRole('dialog', { name: 'Filters' })
  await expect(filters.getByRole('combobox', { name: 'Status' })).toBeVisible()
  await expect(filters.getByRole('combobox', { name: 'Group' })).toBeVisible()
  await expect(filters.getByPlaceholder('Search name or email')).toBeVisible()
  await expectInsideTheScreen(page, filters, 'the filters')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/member-requests-filters.png` })
  await filters.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Pending Review' }).click()
  await filters.getByRole('button', { name: 'Show results' }).click()
  await expect(cards).toHaveCount(1)
  await expect(page.getByRole('article', { name: 'Chiamaka Oluwaseun-Whitfield' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
})

test('on a phone the menu opens as a drawer and the add dialogs fit the screen', async ({ page }) => {
  await ownerWithRequests(page, 'phone-dialogs')
  await page.goto('/')

  // The sidebar is out of the way until the menu button opens it.
  const menuLink = page.getByRole('menuitem', { name: 'Member Requests' })
  await expect(menuLink).toBeHidden()
  await page.getByRole('banner').getByRole('button', { name: /menu/i }).click()
  await expect(menuLink).toBeVisible()
  await expectInsideTheScreen(page, menuLink, 'the menu entry')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/menu.png` })
  await menuLink.click()
  await expect(page).toHaveURL(/\/member-requests$/)
  await expect(menuLink).toBeHidden()

  await page.getByRole('banner').getByRole('link', { name: 'Add Group' }).click()
  const addGroup = page.getByRole('dialog', { name: 'Add Facebook Group' })
  await expect(addGroup).toBeVisible()
  await expectInsideTheScreen(page, addGroup, 'the Add Group dialog')
  const addGroupBox = await settledBox(addGroup)
  // A phone's dialog keeps only a narrow margin, so its fields get the screen's width.
  expect(addGroupBox!.width).toBeGreaterThanOrEqual(page.viewportSize()!.width - 32)
  await expectFitsTheScreen(page, 'add-group-dialog')
  await addGroup.getByRole('button', { name: 'Cancel' }).click()

  await page.goto('/integrations')
  await page.getByRole('button', { name: 'Add Integration' }).click()
  const addIntegration = page.getByRole('dialog', { name: 'Add Email Integration' })
  await expect(addIntegration).toBeVisible()
  await expectInsideTheScreen(page, addIntegration, 'the Add Email Integration dialog')
  await expectFitsTheScreen(page, 'add-integration-dialog')
})

/** Attempts with the long answers platforms give, added to a delivery the product made. */
async function addFailedAttempts(deliveryId: number, count: number) {
  const url = process.env.E2E_DATABASE_URL
  if (!url) throw new Error('E2E_DATABASE_URL is not set; run the tests through `npx playwright test`.')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    for (let attempt = 1; attempt <= count; attempt++) {
      await client.query(
        `INSERT INTO delivery_attempts (delivery_id, attempt, started_at, duration_ms, status_code, outcome, message)
         VALUES ($1, $2, now() + make_interval(mins => $3), $4, $5, 'transient', $6)`,
        [
          deliveryId,
          attempt + 1,
          attempt * 7,
          1200 + attempt * 311,
          attempt % 2 ? 503 : null,
          attempt % 2
            ? 'The platform answered HTTP 503 Service Unavailable: {"error":"upstream_timeout","detail":"The request to https://hooks.example-crm.com/v2/contacts/subscribers/import-batch-endpoint timed out after 30000 ms while waiting for the response headers"}'
            : 'connect ECONNREFUSED 127.0.0.1:9 (the receiver at https://very-long-subdomain-for-a-webhook-receiver.example-crm-platform.com/api/webhooks/joinflow/members refused the connection)',
        ]
      )
    }
  } finally {
    await client.end()
  }
}

test('on a phone the deliveries\' attempt log fits the screen, long errors and all', async ({ page }) => {
  const { api, requestIds } = await ownerWithRequests(page, 'phone-attempts')
  // A receiver nobody listens on: the product's own attempts fail.
  await api.request('POST', '/api/integrations/webhooks', { name: 'Local CRM webhook receiver', url: 'http://127.0.0.1:9/hooks/members' })
  await api.request('POST', `/api/requests/${requestIds[0]}/approve`, {})
  let deliveryId = 0
  await expect
    .poll(async () => {
      const deliveries = (await api.request('GET', '/api/deliveries')) as Array<{ id: number }>
      deliveryId = deliveries[0]?.id ?? 0
      return deliveryId
    }, { timeout: 20_000 })
    .toBeGreaterThan(0)
  await addFailedAttempts(deliveryId, 4)

  await page.goto('/deliveries')
  await page.getByRole('button', { name: 'Attempts of Ada Dogsworth to Local CRM webhook receiver' }).click()
  const dialog = page.getByRole('dialog', { name: /Ada Dogsworth to Local CRM webhook receiver/ })
  await expect(dialog.getByText(/upstream_timeout/).first()).toBeVisible()
  await expect(dialog.getByText(/ECONNREFUSED/).first()).toBeVisible()
  await expectInsideTheScreen(page, dialog, 'the attempt log')
  // Nothing in the dialog scrolls sideways: every attempt reads within its width.
  const sideways = await dialog.evaluate((element) =>
    [element, ...element.querySelectorAll('*')]
      .filter((inner) => inner.scrollWidth > inner.clientWidth + 1 && getComputedStyle(inner).overflowX !== 'visible')
      .map((inner) => `${inner.tagName.toLowerCase()}.${[...inner.classList].slice(0, 2).join('.')} ${inner.scrollWidth}>${inner.clientWidth}`)
  )
  expect(sideways, 'parts of the attempt log that scroll sideways').toEqual([])
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/deliveries-attempts.png` })
  await expectFitsTheScreen(page, 'deliveries-attempts')
})
