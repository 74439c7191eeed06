import type { CapturedRequest } from '../../src/messages'
import { expect, test } from './fixtures'
import { apiUrl, ownerWithGroup } from './support'

/*
 * The built extension in Chromium against the real API: a captured batch with one request
 * JoinFlow cannot store. The others reach the owner's list, odd values and all; the refused one
 * waits in the popup's "Could not send" list with JoinFlow's reason until the owner dismisses it.
 */

function card(facebookUserId: string, name: string, changes: Partial<CapturedRequest> = {}): CapturedRequest {
  return {
    facebookUserId,
    name,
    profileUrl: null,
    profileImageUrl: null,
    answers: [{ question: 'What is your email?', answer: `${facebookUserId || 'nobody'}@example.com` }],
    agreedToRules: true,
    joinedFacebookAt: '2015-03-01',
    livesIn: null,
    invitedBy: null,
    groupsInCommon: 2,
    requestedAt: null,
    ...changes,
  }
}

test('a batch with one request JoinFlow cannot store: the others are stored, the refused one shows in the popup', async ({
  context,
  connect,
  extensionId,
}) => {
  const owner = await ownerWithGroup()
  await connect(apiUrl(), owner.token)
  const popupUrl = `chrome-extension://${extensionId}/popup.html`
  const popup = await context.newPage()
  await popup.setViewportSize({ width: 332, height: 600 })
  await popup.goto(popupUrl)

  // Sent the way the page script hands over what it read off a member-requests page.
  const batch = [
    card('700001', 'Ada Good'),
    card('', 'Card Without Id'),
    card('700003', 'Odd\u0000 Values', { groupsInCommon: 1e12, joinedFacebookAt: '20150-03-01', livesIn: 'Lagos\ud800' }),
  ]
  const receipt = await popup.evaluate(
    ([facebookGroupId, requests]) =>
      chrome.runtime.sendMessage({
        type: 'capture/submit',
        facebookGroupId,
        pageUrl: `https://www.facebook.com/groups/${facebookGroupId}/member-requests`,
        requests,
      }),
    [owner.facebookGroupId, batch] as const,
  )
  expect(receipt).toEqual({ ok: true, result: { waiting: 0, delivered: true } })

  const stored = await owner.requests()
  expect([...stored.keys()].sort()).toEqual(['700001', '700003'])
  expect(stored.get('700001')).toMatchObject({ name: 'Ada Good', email: '700001@example.com', groupsInCommon: 2 })
  expect(stored.get('700003')).toMatchObject({ name: 'Odd Values', groupsInCommon: null, joinedFacebookAt: null, livesIn: 'Lagos\ufffd' })

  await popup.goto(popupUrl)
  const unsent = popup.getByRole('region', { name: /Could not send/ })
  await expect(unsent.getByRole('heading')).toHaveText('Could not send (1)')
  await expect(unsent.getByRole('listitem')).toHaveCount(1)
  await expect(unsent.getByRole('listitem')).toContainText('Card Without Id')
  await expect(unsent.getByRole('listitem')).toContainText(`Facebook group ${owner.facebookGroupId}`)
  await expect(unsent.getByRole('listitem')).toContainText('Each request needs the Facebook user id.')
  await expect(popup.locator('#waiting')).toBeHidden()
  await popup.screenshot({ path: '.data/test-results/popup-could-not-send.png' })

  // Reopening the popup keeps the list; dismissing lets the request go.
  await popup.reload()
  await expect(unsent.getByRole('listitem')).toHaveCount(1)
  await unsent.getByRole('button', { name: 'Dismiss Card Without Id' }).click()
  await expect(unsent).toHaveCount(0)
  await popup.reload()
  await expect(popup.getByRole('region', { name: /Could not send/ })).toHaveCount(0)
  expect([...(await owner.requests()).keys()].sort()).toEqual(['700001', '700003'])
})

test('a batch refused because the token was revoked is kept, shown with what to do, and sent after reconnecting', async ({
  context,
  connect,
  extensionId,
  worker,
}) => {
  const owner = await ownerWithGroup()
  const tokens = (await owner.session.request('GET', '/api/tokens')) as { id: number; name: string }[]
  await connect(apiUrl(), owner.token)
  for (const { id } of tokens) await owner.session.request('DELETE', `/api/tokens/${id}`)

  const popupUrl = `chrome-extension://${extensionId}/popup.html`
  const popup = await context.newPage()
  await popup.goto(popupUrl)
  const receipt = await popup.evaluate(
    ([facebookGroupId, requests]) =>
      chrome.runtime.sendMessage({ type: 'capture/submit', facebookGroupId, pageUrl: 'https://www.facebook.com/', requests }),
    [owner.facebookGroupId, [card('710001', 'Kept Through Revocation')]] as const,
  )
  expect(receipt).toEqual({ ok: true, result: { waiting: 1, delivered: false } })

  await popup.reload()
  await expect(popup.locator('#waiting')).toContainText('1 captured request is waiting to be sent to JoinFlow.')
  const problem = popup.locator('.delivery-problem')
  await expect(problem).toContainText("JoinFlow no longer accepts the extension's token")
  await expect(problem).toContainText('Connect extension')
  await popup.screenshot({ path: '.data/test-results/popup-token-revoked.png' })
  expect((await owner.requests()).size).toBe(0)

  // The owner makes a new token and saves it in the settings: what waited is sent.
  const { token } = (await owner.session.request('POST', '/api/tokens', { name: 'Chrome extension' })) as { token: string }
  const options = await context.newPage()
  await options.goto(`chrome-extension://${extensionId}/options.html`)
  const saved = await options.evaluate(
    ([apiUrl, newToken]) => chrome.runtime.sendMessage({ type: 'settings/save', apiUrl, token: newToken }),
    [apiUrl(), token] as const,
  )
  expect(saved).toMatchObject({ ok: true, result: { status: 'connected' } })
  await expect.poll(async () => [...(await owner.requests()).keys()]).toEqual(['710001'])
  await expect.poll(() => worker.evaluate(() => chrome.storage.local.get('delivery.queue').then((items) => items['delivery.queue']))).toEqual([])
  await popup.reload()
  await expect(popup.locator('.delivery-problem')).toHaveCount(0)
})
