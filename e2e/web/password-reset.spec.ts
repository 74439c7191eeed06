import { test, expect } from '../support/web-test.js'
import { currentUserFromPage, newAccount, signInBrowser, signInWithForm, signUpThroughApi, superAdminSession } from '../support/accounts.js'
import { RESET_SUBJECT, emailedLink } from '../support/mail.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

interface OutboxMessage {
  toAddress: string
  subject: string
  textBody: string
}

test('an owner who forgot the password resets it from the emailed link and signs in with the new one', async ({ page, browser }) => {
  const owner = newAccount('reset')
  await signUpThroughApi(owner)
  const superAdmin = await superAdminSession()
  // Someone else signed in with the old password, on another browser.
  const elsewhere = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
  const elsewherePage = await elsewhere.newPage()
  await signInBrowser(elsewherePage, owner)
  await elsewherePage.goto('/api/health')

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('Email').fill(owner.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('If an account exists for this email, a reset link is on its way.')).toBeVisible()

  // The super admin's outbox shows the email, never a usable link.
  const filter = encodeURIComponent(JSON.stringify({ to: owner.email }))
  const [shown] = (await superAdmin.request('GET', `/api/admin/outbox?filter=${filter}`)) as OutboxMessage[]
  expect(shown).toMatchObject({ toAddress: owner.email, subject: RESET_SUBJECT })
  expect(shown.textBody).toContain('/reset-password?token=[redacted]')
  const link = await emailedLink(owner.email, RESET_SUBJECT, '/reset-password')
  expect(shown.textBody).not.toContain(new URL(link).searchParams.get('token')!)

  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  const newPassword = 'a-brand-new-password-7'
  await page.getByRole('textbox', { name: 'New password' }).fill(newPassword)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText('Your password has been reset. You can sign in now.')).toBeVisible()
  await expect(page.getByText(/2 sessions were signed out\./)).toBeVisible()
  expect(await currentUserFromPage(elsewherePage), 'the other browser is signed out').toEqual({ status: 200, body: { user: null } })
  await elsewhere.close()

  await page.getByRole('link', { name: 'Sign in' }).click()
  await signInWithForm(page, { email: owner.email, password: owner.password })
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')
  await signInWithForm(page, { email: owner.email, password: newPassword })
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})
