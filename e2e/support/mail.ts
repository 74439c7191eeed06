/*
 * The emails the product keeps, read from its outbox table: the super
 * admins' outbox view masks every link's secret, as it should, so tests
 * that follow an emailed link read the stored email, the way an inbox
 * would receive it.
 */
import pg from 'pg'

function databaseUrl() {
  const url = process.env.E2E_DATABASE_URL
  if (!url) throw new Error('E2E_DATABASE_URL is not set; run the tests through `npx playwright test`.')
  return url
}

export interface StoredEmail {
  subject: string
  textBody: string
}

/** The newest email to `to` whose subject starts with `subject`, waiting a little for it. */
export async function latestEmail(to: string, subject: string, timeoutMs = 10_000): Promise<StoredEmail> {
  const client = new pg.Client({ connectionString: databaseUrl() })
  await client.connect()
  try {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const { rows } = await client.query(
        `SELECT subject, text_body FROM outbox_messages WHERE lower(to_address) = lower($1) AND subject LIKE $2 ORDER BY id DESC LIMIT 1`,
        [to, `${subject}%`]
      )
      if (rows[0]) return { subject: rows[0].subject, textBody: rows[0].text_body }
      if (Date.now() > deadline) throw new Error(`No email "${subject}" to ${to} in the outbox.`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  } finally {
    await client.end()
  }
}

/** The link of a page (`/verify-email`, `/reset-password`) in the newest such email to `to`. */
export async function emailedLink(to: string, subject: string, page: string) {
  const email = await latestEmail(to, subject)
  const link = email.textBody.match(new RegExp(`https?://\\S+${page}\\?token=[\\w-]+`))?.[0]
  if (!link) throw new Error(`No ${page} link in "${email.subject}" to ${to}:\n${email.textBody}`)
  return link
}

export const CONFIRMATION_SUBJECT = 'Confirm your JoinFlow email address'
export const RESET_SUBJECT = 'Reset your JoinFlow password'
