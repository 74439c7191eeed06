import { startFacebookFixtures, startSwitchableProxy, type FacebookFixtureServer } from '../support/facebook-server'
import { expect, test } from './fixtures'
import { apiUrl, clicksOn, ownerWithGroup } from './support'

/*
 * The built extension on pages shaped like Facebook's member-requests page, against the real
 * API on its embedded database.
 */
let facebook: FacebookFixtureServer

test.beforeAll(async () => {
  facebook = await startFacebookFixtures()
})

test.afterAll(async () => {
  await facebook.close()
})

test("carries out the owner's approval and declines with the owner's reason", async ({ context, connect }) => {
  const owner = await ownerWithGroup()
  await connect(apiUrl(), owner.token)
  const page = await context.newPage()
  await page.goto(facebook.requestsPage(owner.facebookGroupId))
  await expect.poll(async () => (await owner.requests()).size).toBe(3)
  const stored = await owner.requests()
  expect([...stored.values()].every(({ status }) => status === 'pending')).toBe(true)

  await owner.session.request('POST', `/api/requests/${stored.get('100001')!.id}/approve`)
  await owner.session.request('POST', `/api/requests/${stored.get('100002')!.id}/decline`, {
    reason: 'Did not agree to group rules',
  })

  await expect
    .poll(async () => (await clicksOn(page)).map(({ user, action, reason }) => [user, action, reason]), { timeout: 20_000 })
    .toEqual(expect.arrayContaining([
      ['100001', 'approve', null],
      ['100002', 'decline', 'Did not agree to group rules'],
    ]))
  expect((await clicksOn(page)).map(({ user }) => user)).not.toContain('100003')
  await expect.poll(async () => (await owner.pendingActions()).length).toBe(0)
})

test("captures a card the admin approves with Facebook's own button, and cards loaded by scrolling", async ({
  context,
  connect,
}) => {
  const owner = await ownerWithGroup()
  await connect(apiUrl(), owner.token)
  const page = await context.newPage()
  await page.goto(facebook.requestsPage(owner.facebookGroupId, 'member-requests', 'lazy-loading'))
  await expect.poll(async () => [...(await owner.requests()).keys()]).toEqual(['400001'])

  await page.mouse.wheel(0, 5000)
  await expect(page.locator('[data-request]')).toHaveCount(3)
  // The admin approves at once, with Facebook's button; the card leaves the page moments later.
  await page.locator('[data-request="400002"]').getByRole('button', { name: 'Approve' }).click()
  await expect(page.locator('[data-request="400002"]')).toHaveCount(0)

  await expect.poll(async () => (await owner.requests()).size).toBe(3)
  const stored = await owner.requests()
  expect(stored.get('400002')).toMatchObject({
    name: 'Femi Adeyemi',
    livesIn: 'Lagos, Nigeria',
    email: 'femi@example.com',
    status: 'approved',
    decidedBy: 'facebook',
  })
  expect(stored.get('400003')).toMatchObject({ name: 'Gita Rao', groupsInCommon: 2, status: 'pending' })
  expect(await clicksOn(page)).toEqual([{ user: '400002', action: 'approve', reason: null, trusted: true }])
})

test('keeps captures while the API is down and delivers them when it is back', async ({
  context,
  connect,
  extensionId,
}) => {
  const owner = await ownerWithGroup()
  const proxy = await startSwitchableProxy(apiUrl())
  try {
    await connect(proxy.url, owner.token)
    await proxy.stop()

    const page = await context.newPage()
    await page.goto(facebook.requestsPage(owner.facebookGroupId, 'requests'))
    const popup = await context.newPage()
    await expect
      .poll(async () => {
        await popup.goto(`chrome-extension://${extensionId}/popup.html`)
        return popup.getByRole('status').textContent()
      })
      .toContain(`Could not reach the JoinFlow API at ${proxy.url}.`)
    await page.close()

    await proxy.start()
    // The popup delivers what waits when it opens (as the retry alarm does every 30 seconds).
    await popup.goto(`chrome-extension://${extensionId}/popup.html`)
    await expect(popup.getByRole('status')).toContainText(`Connected as ${owner.email}`)
    await expect.poll(async () => [...(await owner.requests()).keys()].sort()).toEqual(['200001', '200002'])
    expect((await owner.requests()).get('200001')).toMatchObject({
      name: 'Bea Arthur',
      livesIn: 'Austin, Texas',
      invitedBy: 'Dan Brown',
      joinedFacebookAt: '2015-03-03',
      answers: [
        { question: 'What breed is your dog?', answer: 'A beagle called Max' },
        { question: 'Will you follow the rules?', answer: 'Yes, always' },
      ],
    })
    await expect(popup.locator('#waiting')).toBeHidden()
  } finally {
    await proxy.stop()
  }
})

test('stops acting on a changed page and tells the owner, in the popup and through the API', async ({
  context,
  connect,
  extensionId,
}) => {
  const owner = await ownerWithGroup()
  await connect(apiUrl(), owner.token)
  const page = await context.newPage()
  await page.goto(facebook.requestsPage(owner.facebookGroupId, 'member-requests', 'changed-markup'))

  await expect
    .poll(async () => (await owner.session.request('GET', '/api/extension/status')) as Record<string, unknown>)
    .toMatchObject({ installed: true, connected: true, health: 'markup_changed', version: '0.1.0' })
  const status = (await owner.session.request('GET', '/api/extension/status')) as { healthDetail: string; pageUrl: string }
  expect(status.healthDetail).toContain('cannot read (missing: profile link, name)')
  expect(status.pageUrl).toBe(page.url())

  const popup = await context.newPage()
  await popup.setViewportSize({ width: 332, height: 420 })
  await popup.goto(`chrome-extension://${extensionId}/popup.html`)
  await expect(popup.getByRole('alert')).toContainText("Facebook's page has changed")
  await expect(popup.getByRole('alert')).toContainText('Nothing is approved or declined until the extension is updated.')
  await popup.screenshot({ path: '.data/test-results/popup-markup-changed.png' })

  // While the page cannot be read, the extension makes no click at all.
  const claim = await popup.evaluate(() => chrome.runtime.sendMessage({ type: 'actions/claim' }))
  expect(claim).toEqual({ ok: true, result: { allowed: false, reason: 'markup_changed' } })
  expect(await clicksOn(page)).toEqual([])
  expect((await owner.requests()).size).toBe(0)
})

test('sends the welcome message of an approved member from their conversation page, once approved', async ({
  context,
  connect,
}) => {
  const owner = await ownerWithGroup({ enabled: true, requireEmail: true, blockedKeywords: ['crypto'] })
  await owner.session.request('POST', `/api/groups/${owner.groupId}/welcome-message`, {
    enabled: true,
    message: 'Welcome to the group, {name}!',
    personalizeWithName: true,
    tagNewMembers: false,
  })
  await connect(apiUrl(), owner.token)
  const page = await context.newPage()
  await page.goto(facebook.requestsPage(owner.facebookGroupId))

  await expect.poll(() => facebook.sent.filter(({ to }) => to === '100001'), { timeout: 20_000 }).toEqual([
    { to: '100001', text: 'Welcome to the group, Ada Lovelace!', trusted: false },
  ])
  expect((await clicksOn(page)).map(({ user, action }) => `${user} ${action}`)).toContain('100001 approve')
  // Only the approved member is written to; the conversation tab closes once the message is sent.
  expect(facebook.sent.map(({ to }) => to)).not.toContain('100003')
  await expect.poll(async () => (await owner.pendingActions()).length).toBe(0)
  await expect.poll(() => context.pages().filter((each) => each.url().includes('/messages/t/')).length).toBe(0)
})

test('tags an approved member in a comment on the group’s welcome post', async ({ context, connect }) => {
  const owner = await ownerWithGroup({ enabled: true, requireEmail: true, blockedKeywords: ['crypto'] })
  const welcomePostUrl = `https://www.facebook.com/groups/${owner.facebookGroupId}/posts/777/`
  const settings = (await owner.session.request('POST', `/api/groups/${owner.groupId}/welcome-message`, {
    enabled: true,
    message: 'Welcome to the group, {name}!',
    tagNewMembers: true,
    welcomePostUrl,
  })) as { welcomePostUrl: string }
  expect(settings.welcomePostUrl).toBe(welcomePostUrl)
  await connect(apiUrl(), owner.token)
  const page = await context.newPage()
  await page.goto(facebook.requestsPage(owner.facebookGroupId))

  // The post opens on the Facebook host of the requests page (here the fixture server).
  await expect.poll(() => facebook.comments.filter(({ post }) => post.includes(owner.facebookGroupId)), { timeout: 30_000 }).toEqual([
    {
      post: `/groups/${owner.facebookGroupId}/posts/777/`,
      text: 'Welcome to the group, Ada Lovelace!',
      mentions: ['100001'],
      trusted: false,
    },
  ])
  expect((await clicksOn(page)).map(({ user, action }) => `${user} ${action}`)).toContain('100001 approve')
  await expect.poll(async () => (await owner.pendingActions()).length, { timeout: 20_000 }).toBe(0)
  // Every action of hers is done: the request lists none still pending or failed.
  expect((await owner.requests()).get('100001')).toMatchObject({ status: 'approved', pendingActions: [] })
  await expect.poll(() => context.pages().filter((each) => each.url().includes('/posts/')).length).toBe(0)
})
