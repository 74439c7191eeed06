/*
 * Links the product emailed, read from the outbox the way a super admin
 * sees it (no SMTP server runs in the end-to-end tests).
 */
import { expect } from '@playwright/test'
import { superAdminSession } from './accounts.js'

interface OutboxMessage {
  toAddress: string
  subject: string
  textBody: string
}

/** The newest link to `path` (such as /account-setup) emailed to `to`. */
export async function emailedLink(to: string, path: string) {
  const superAdmin = await superAdminSession()
  const filter = encodeURIComponent(JSON.stringify({ to }))
  const messages = (await superAdmin.request('GET', `/api/admin/outbox?filter=${filter}`)) as OutboxMessage[]
  const pattern = new RegExp(`https?://\\S+${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?token=\\S+`)
  const link = messages.map((message) => message.textBody.match(pattern)?.[0]).find(Boolean)
  expect(link, `no ${path} link emailed to ${to}`).toBeDefined()
  return new URL(link!).pathname + new URL(link!).search
}
