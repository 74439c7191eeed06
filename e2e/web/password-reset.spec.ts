import { test, expect } from '@playwright/test'
import { newAccount, signInWithForm, signUpThroughApi, superAdminSession } from '../support/accounts.js'

test.use({ baseURL: process.env.E2E_BASE_URL })

interface OutboxMessage {
  toAddress: string
  subject: string
  textBody: string
}

test('an owner who forgot the password resets it from the emailed link and signs in with the new one', async ({ page }) => {
  const owner = newAccount('reset')
  await signUpThroughApi(owner)
  const superAdmin = await superAdminSession()

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('Email').fill(owner.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('If an account exists for this email, a reset link is on its way.')).toBeVisible()

  const filter = encodeURIComponent(JSON.stringify({ to: owner.email }))
  const [email] = (await superAdmin.request('GET', `/api/admin/outbox?filter=${filter}`)) as OutboxMessage[]
  expect(email).toMatchObject({ toAddress: owner.email, subject: 'Reset your JoinFlow password' })
  const link = email.textBody.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0]
  expect(link, email.textBody).toBeDefined()

  await page.goto(link!)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  const newPassword = 'a-brand-new-password-7'
  await page.getByRole('textbox', { name: 'New password' }).fill(newPassword)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText('Your password has been reset. You can sign in now.')).toBeVisible()

  await page.getByRole('link', { name: 'Sign in' }).click()
  await signInWithForm(page, { email: owner.email, password: owner.password })
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')
  await signInWithForm(page, { email: owner.email, password: newPassword })
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})
