import { test, expect, type Page } from '../support/web-test.js'
import { newAccount, signInBrowser, signUpThroughApi } from '../support/accounts.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

/** The local Mailchimp started by e2e/global-setup.ts, and the key and audience it accepts. */
function fakeMailchimp(): { url: string; credentials: { apiKey: string; listId: string } } {
  const fake = process.env.E2E_FAKE_MAILCHIMP
  if (!fake) throw new Error('E2E_FAKE_MAILCHIMP is not set; run the tests through `npx playwright test`.')
  return JSON.parse(fake)
}

const SCREENSHOTS = process.env.E2E_SCREENSHOTS

/** Pictures of each page for a person to look at, when E2E_SCREENSHOTS names a folder. */
async function snapshot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true })
}

/*
 * An owner connects Mailchimp with a key the platform accepts, the extension captures a member
 * the rules approve, and the owner sees that member delivered to the platform.
 */
test('an email integration connected with a tested key receives an approved member', async ({ page }) => {
  const { credentials } = fakeMailchimp()
  const owner = newAccount('integrations')
  const api = await signUpThroughApi(owner)
  const { token } = await api.request('POST', '/api/tokens', { name: 'Chrome extension' })
  const group = await api.request('POST', '/api/groups', { url: 'https://www.facebook.com/groups/rescue.dog.walkers' })
  await api.request('POST', `/api/groups/${group.id}/auto-approval`, {
    enabled: true,
    requireEmail: true,
    requiredKeywords: [],
    blockedKeywords: [],
    maxApprovalsPerHour: 50,
  })
  await signInBrowser(page, owner)

  await page.goto('/integrations')
  await expect(page.getByText('No email integrations yet')).toBeVisible()
  // Counted from the platforms JoinFlow delivers to, never a rounded claim.
  await expect(page.getByText(/^JoinFlow delivers to \d+ platforms; \d+ more are listed for you to ask for\.$/)).toBeVisible()
  await snapshot(page, 'integrations-empty')

  await page.getByRole('button', { name: 'Add Integration' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Email Integration' })
  await dialog.getByRole('combobox', { name: 'Platform' }).fill('Mailchimp')
  await page.getByRole('option', { name: /^Mailchimp/ }).click()
  // This server has no Mailchimp client: the key route is preselected and the owner reads why, with no variable names.
  await expect(dialog.getByRole('radio', { name: 'API Key' })).toBeChecked()
  await expect(dialog.getByRole('radio', { name: 'OAuth (not available on this server)' })).toBeDisabled()
  await expect(dialog.getByText('Mailchimp sign-in is not available on this server. Connect it with an API key instead.')).toBeVisible()
  await expect(dialog.getByText(/CLIENT_ID/)).toHaveCount(0)
  await snapshot(page, 'integrations-add-oauth')

  await dialog.getByLabel(/^API key/).fill('wrong-key-us6')
  await dialog.getByLabel('Audience ID').fill(credentials.listId)
  await dialog.getByRole('button', { name: 'Test & Connect' }).click()
  await expect(page.getByText('Connection Failed')).toBeVisible()
  await expect(page.getByText('The platform refused the credentials (HTTP 401).')).toBeVisible()
  // The toast sits over the dialog's buttons until it times out, which waits while the pointer rests on it.
  await page.mouse.move(0, 0)
  await expect(page.getByText('Connection Failed')).toBeHidden()

  await dialog.getByLabel(/^API key/).fill(credentials.apiKey)
  await snapshot(page, 'integrations-add-key')
  await dialog.getByRole('button', { name: 'Test & Connect' }).click()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('article', { name: 'Mailchimp Integration' })
  await expect(row).toContainText(`Key ••••${credentials.apiKey.slice(-4)}`)
  await expect(row).toContainText('Active')
  await expect(page.locator('body')).not.toContainText(credentials.apiKey)
  await snapshot(page, 'integrations-connected')

  // What the extension sends after reading the group's member-requests page.
  const capture = await fetch(`${process.env.E2E_BASE_URL}/api/extension/requests`, {
    method: 'POST',
    headers: { 'authorization': `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      facebookGroupId: group.facebookGroupId,
      requests: [
        {
          facebookUserId: '200001',
          name: 'Ada Dogsworth',
          answers: [{ question: 'Your email?', answer: 'ada.dogsworth@example.com' }],
        },
      ],
    }),
  })
  expect(capture.status).toBe(200)
  expect((await capture.json()).results[0].decision).toBe('approve')

  await expect
    .poll(async () => {
      await page.goto('/deliveries')
      return page.getByRole('row', { name: /Ada Dogsworth/ }).textContent()
    }, { timeout: 20_000 })
    .toContain('Delivered')
  await expect(page.getByRole('row', { name: /Ada Dogsworth/ })).toContainText('Mailchimp Integration')
  await snapshot(page, 'deliveries')

  await page.goto('/member-requests')
  await expect(page.getByRole('row', { name: /Ada Dogsworth/ }).getByText('Mailchimp Integration')).toBeVisible()
  await snapshot(page, 'member-requests-chips')

  await page.goto('/integrations')
  await expect(page.getByRole('article', { name: 'Mailchimp Integration' })).toContainText('1 delivered')

  for (const path of ['/sms-integrations', '/google-sheets', '/analytics', '/settings/privacy', '/']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await snapshot(page, path === '/' ? 'dashboard' : path.slice(1).replaceAll('/', '-'))
  }
  await expect(page.getByRole('region', { name: 'Integration Status' })).toContainText('Mailchimp Integration')
})
