import {
  EMPTY_PAGE,
  expectedRequest,
  LANGUAGE_PAGES,
  manyRequestsPage,
  STRAY_BUTTONS_PAGE,
  UNSUPPORTED_PAGE,
  WRAPPED_PAGE,
  type FixturePage,
} from '../fixtures/facebook-markup'
import { MANY_REQUESTS, startFacebookFixtures, type FacebookFixtureServer } from '../support/facebook-server'
import { expect, test } from './fixtures'
import { apiUrl, clicksOn, ownerWithGroup, type Owner, type StoredRequest } from './support'

/*
 * The built extension on Facebook-shaped member-requests pages in every language it reads, and
 * in other layouts, against the real API: every field of every card arrives, the rules' and the
 * admin's decisions land on the right cards, and the page's health reaches the dashboard.
 */
let facebook: FacebookFixtureServer

test.beforeAll(async () => {
  facebook = await startFacebookFixtures()
})

test.afterAll(async () => {
  await facebook.close()
})

const RULES = { enabled: true, requireEmail: true, blockedKeywords: ['crypto'] }

async function status(owner: Owner) {
  return (await owner.session.request('GET', '/api/extension/status')) as Record<string, unknown>
}

/** What the API keeps of a request: an unanswered question's answer is stored empty. */
function asStored(request: ReturnType<typeof expectedRequest>) {
  return { ...request, answers: request.answers.map(({ question, answer }) => ({ question, answer: answer ?? '' })) }
}

/** Every field the card shows arrived in the API (request time within a minute or two of its words). */
function expectEveryField(page: FixturePage, stored: Map<string, StoredRequest>) {
  const now = new Date()
  for (const person of page.people) {
    const { requestedAt, ...fields } = asStored(expectedRequest(page, person, now, facebook.url))
    const request = stored.get(person.id)!
    expect(request, person.name).toMatchObject(fields)
    expect(Math.abs(Date.parse(request.requestedAt as string) - Date.parse(requestedAt)), person.name).toBeLessThan(180_000)
  }
}

for (const page of Object.values(LANGUAGE_PAGES)) {
  test(`${page.lang}: captures every field, clicks the rules' decisions on the right cards, takes the admin's own click, reports the page read`, async ({
    context,
    connect,
  }) => {
    const [first, second, third] = page.people.map(({ id }) => id) as [string, string, string]
    const owner = await ownerWithGroup(RULES)
    await connect(apiUrl(), owner.token)
    const tab = await context.newPage()
    await tab.goto(facebook.requestsPage(owner.facebookGroupId, 'member-requests', page.file))

    await expect.poll(async () => (await owner.requests()).size).toBe(3)
    expectEveryField(page, await owner.requests())
    await expect.poll(async () => status(owner), { timeout: 20_000 }).toMatchObject({ health: 'ok', healthDetail: null, pageUrl: tab.url() })

    // The rules approve the applicant with an email and decline the one writing about crypto.
    await expect
      .poll(async () => (await clicksOn(tab)).map(({ user, action }) => `${user} ${action}`).sort())
      .toEqual([`${first} approve`, `${third} decline`].sort())
    await expect.poll(async () => (await owner.pendingActions()).length).toBe(0)

    // The admin declines the third with Facebook's own button: JoinFlow records it as decided there.
    await tab.locator(`[data-request="${second}"] [data-fixture="decline"]`).click()
    await expect
      .poll(async () => (await owner.requests()).get(second))
      .toMatchObject({ status: 'declined', decidedBy: 'facebook' })
    const stored = await owner.requests()
    expect(stored.get(first)).toMatchObject({ status: 'approved', decidedBy: 'rules' })
    expect(stored.get(third)).toMatchObject({ status: 'declined', decidedBy: 'rules' })
    expect((await clicksOn(tab)).filter(({ trusted }) => trusted)).toEqual([{ user: second, action: 'decline', reason: null, trusted: true }])
  })
}

test("fr: carries out the owner's decline with Facebook's own reason in French", async ({ context, connect }) => {
  const page = LANGUAGE_PAGES.fr!
  const owner = await ownerWithGroup()
  await connect(apiUrl(), owner.token)
  const tab = await context.newPage()
  await tab.goto(facebook.requestsPage(owner.facebookGroupId, 'member-requests', page.file))
  await expect.poll(async () => (await owner.requests()).size).toBe(3)
  const stored = await owner.requests()

  await owner.session.request('POST', `/api/requests/${stored.get('140002')!.id}/decline`, { reason: 'Did not agree to group rules' })
  await owner.session.request('POST', `/api/requests/${stored.get('140001')!.id}/approve`)

  await expect
    .poll(async () => (await clicksOn(tab)).map(({ user, action, reason }) => [user, action, reason]), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        ['140001', 'approve', null],
        ['140002', 'decline', 'N’a pas accepté les règles du groupe'],
      ]),
    )
  await expect.poll(async () => (await owner.pendingActions()).length).toBe(0)
})

test('reads a page with extra wrapper layers and other class names, and clicks only the decision pair among stray buttons', async ({
  context,
  connect,
}) => {
  const owner = await ownerWithGroup(RULES)
  await connect(apiUrl(), owner.token)
  const wrapped = await context.newPage()
  await wrapped.goto(facebook.requestsPage(owner.facebookGroupId, 'member-requests', WRAPPED_PAGE.file))
  await expect.poll(async () => (await owner.requests()).size).toBe(3)
  expectEveryField(WRAPPED_PAGE, await owner.requests())
  await expect
    .poll(async () => (await clicksOn(wrapped)).map(({ user, action }) => `${user} ${action}`).sort())
    .toEqual(['180001 approve', '180003 decline'])

  const stray = await context.newPage()
  await stray.goto(facebook.requestsPage(owner.facebookGroupId, 'member-requests', STRAY_BUTTONS_PAGE.file))
  await expect.poll(async () => (await owner.requests()).size).toBe(6)
  expectEveryField(STRAY_BUTTONS_PAGE, await owner.requests())
  await expect
    .poll(async () => (await clicksOn(stray)).map(({ user, action }) => `${user} ${action}`).sort())
    .toEqual(['190001 approve', '190003 decline'])
  await expect.poll(async () => (await owner.pendingActions()).length).toBe(0)
  // Message, More and Block were never touched.
  expect((await clicksOn(stray)).map(({ action }) => action).sort()).toEqual(['approve', 'decline'])
  await expect.poll(async () => status(owner), { timeout: 20_000 }).toMatchObject({ health: 'ok' })
})

test('says an empty list reads, and a page in a language without a table is not supported yet, never "ok"', async ({
  context,
  connect,
  extensionId,
}) => {
  const owner = await ownerWithGroup(RULES)
  await connect(apiUrl(), owner.token)
  const empty = await context.newPage()
  await empty.goto(facebook.requestsPage(owner.facebookGroupId, 'member-requests', EMPTY_PAGE.file))
  await expect.poll(async () => status(owner), { timeout: 20_000 }).toMatchObject({ installed: true, health: 'ok', pageUrl: empty.url() })
  await empty.close()

  const dutch = await context.newPage()
  await dutch.goto(facebook.requestsPage(owner.facebookGroupId, 'member-requests', UNSUPPORTED_PAGE.file))
  await expect.poll(async () => status(owner), { timeout: 20_000 }).toMatchObject({ health: 'language_unsupported', pageUrl: dutch.url() })
  expect((await status(owner)).healthDetail).toContain('a language the extension does not read yet (the page\'s language is "nl")')
  // What structure says is captured; nothing is clicked, though the rules decided.
  await expect.poll(async () => [...(await owner.requests()).keys()].sort()).toEqual(['200101', '200102', '200103'])
  await expect.poll(async () => (await owner.pendingActions()).length).toBeGreaterThan(0)
  await dutch.waitForTimeout(1500)
  expect(await clicksOn(dutch)).toEqual([])

  const popup = await context.newPage()
  await popup.goto(`chrome-extension://${extensionId}/popup.html`)
  await expect(popup.getByRole('alert')).toContainText("Facebook's language is not supported yet")
  await expect(popup.getByRole('alert')).toContainText('Switch Facebook to English, Spanish, Portuguese, French, German, Italian or Indonesian')
  await popup.screenshot({ path: '.data/test-results/popup-language-unsupported.png' })

  // One email and one notification for the incident.
  const bell = (await owner.session.request('GET', '/api/notifications')) as { items: { kind: string }[] }
  expect(bell.items.filter(({ kind }) => kind === 'extension_unhealthy')).toHaveLength(1)
})

test('captures all 500 cards of a long page, every field', async ({ context, connect }) => {
  test.setTimeout(120_000)
  const owner = await ownerWithGroup()
  await connect(apiUrl(), owner.token, { paused: true })
  const tab = await context.newPage()
  await tab.goto(facebook.requestsPage(owner.facebookGroupId, 'member-requests', MANY_REQUESTS))
  await expect.poll(async () => (await owner.list()).length, { timeout: 60_000 }).toBe(500)
  await expect.poll(async () => status(owner), { timeout: 20_000 }).toMatchObject({ health: 'ok' })

  const { page } = manyRequestsPage(500)
  const now = new Date()
  const byId = new Map((await owner.list()).map((request) => [request.facebookUserId, request]))
  for (const person of page.people) {
    const { facebookUserId, name, profileUrl, profileImageUrl } = expectedRequest(page, person, now, facebook.url)
    expect(byId.get(facebookUserId), facebookUserId).toMatchObject({ name, profileUrl, profileImageUrl, email: person.answers[0]!.answer })
  }
  // Every twenty-fifth in full.
  for (const person of page.people.filter((_, index) => index % 25 === 0)) {
    const { requestedAt, ...fields } = asStored(expectedRequest(page, person, now, facebook.url))
    const stored = await owner.request(byId.get(person.id)!.id)
    expect(stored, person.id).toMatchObject(fields)
    expect(Math.abs(Date.parse(stored.requestedAt as string) - Date.parse(requestedAt))).toBeLessThan(180_000)
  }
})
