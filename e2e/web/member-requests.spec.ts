import { readFile } from 'node:fs/promises'
import { test, expect } from '../support/web-test.js'
import { newAccount, signInBrowser, signUpThroughApi } from '../support/accounts.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

/*
 * The heart of the product in one walk: an owner connects a group from its
 * URL, states who gets in, the extension captures a batch of join requests,
 * the rules approve one and hold another for review with its reason, the
 * owner approves that one by hand and exports the list.
 */
test('a group from its URL, rules, a captured batch decided, a request approved by hand, a CSV export', async ({
  page,
}) => {
  const owner = newAccount('requests')
  const api = await signUpThroughApi(owner)
  const { token } = await api.request('POST', '/api/tokens', { name: 'Chrome extension' })
  await signInBrowser(page, owner)

  await page.goto('/groups?add=1')
  const dialog = page.getByRole('dialog', { name: 'Add Facebook Group' })
  await dialog.getByLabel('Group URL').fill('https://www.facebook.com/groups/dog.lovers.uk')
  await dialog.getByRole('button', { name: 'Add Group' }).click()
  await expect(page.getByText('Facebook group has been connected successfully.')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'dog lovers uk' })).toBeVisible()

  const [group] = (await api.request('GET', '/api/groups')) as Array<{ id: number; facebookGroupId: string }>
  await page.goto(`/automation?groupId=${group.id}`)
  await page.getByLabel('Approve and decline requests automatically').check()
  await page.getByLabel('Required keywords').fill('dogs, puppies')
  await page.getByLabel('Blocked keywords').fill('crypto')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect.poll(async () => (await api.request('GET', `/api/groups/${group.id}/auto-approval`)).enabled).toBe(true)

  // What the extension sends after reading the group's member-requests page.
  const capture = await fetch(`${process.env.E2E_BASE_URL}/api/extension/requests`, {
    method: 'POST',
    headers: { 'authorization': `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      facebookGroupId: group.facebookGroupId,
      requests: [
        {
          facebookUserId: '100001',
          name: 'Ada Dogsworth',
          answers: [
            { question: 'Why do you want to join?', answer: 'I walk dogs every day' },
            { question: 'Your email?', answer: 'ada@example.com' },
          ],
        },
        {
          facebookUserId: '100002',
          name: 'Ben Curious',
          answers: [{ question: 'Why do you want to join?', answer: 'Just looking around' }],
        },
      ],
    }),
  })
  expect(capture.status).toBe(200)
  const { results } = await capture.json()
  expect(results.map((result: { decision: string }) => result.decision)).toEqual(['approve', 'review'])

  await page.goto('/member-requests')
  const adaRow = page.getByRole('row', { name: /Ada Dogsworth/ })
  const benRow = page.getByRole('row', { name: /Ben Curious/ })
  await expect(adaRow.getByText('Auto-Approved')).toBeVisible()
  await expect(benRow.getByText('Pending Review')).toBeVisible()

  await benRow.getByText('Ben Curious').click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByText(/No required keyword in the answers/)).toBeVisible()
  await drawer.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(drawer.getByText('Approved', { exact: true }).first()).toBeVisible()
  await expect
    .poll(async () => (await api.request('GET', `/api/requests/${results[1].requestId}`)).status)
    .toBe('approved')
  await drawer.getByRole('button', { name: 'Close' }).click()

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const csv = await readFile((await (await download).path())!, 'utf8')
  expect(csv).toContain('Ada Dogsworth')
  expect(csv).toContain('ada@example.com')
  expect(csv).toContain('Ben Curious')
})
