/*
 * When the extension cannot do its work on Facebook's page (Facebook changed
 * it, or shows it in a language the extension does not read), the owner is
 * told once per incident: one notification under the bell and one email
 * through the outbox. Further bad reports add nothing; the incident is over
 * when the extension reads a page cleanly again, and a later problem is a
 * new incident.
 */
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { publicUrl } from '#services/infra/app_url'
import { sendMail } from '#services/infra/mail_outbox'
import type { ExtensionHealth } from '#validators/extension'

export const EXTENSION_INCIDENT = 'extension_unhealthy'

export type Trouble = 'markup_changed' | 'language_unsupported' | 'error'

/** Whether a health stops the extension from acting. */
export const isTrouble = (health: ExtensionHealth): health is Trouble =>
  health === 'markup_changed' || health === 'language_unsupported' || health === 'error'

const SUPPORTED_LANGUAGES = 'English, Spanish, Portuguese, French, German, Italian or Indonesian'

interface Wording {
  title: string
  subject: string
  todo: string
}

const WORDING: Record<Trouble, Wording> = {
  markup_changed: {
    title: 'Facebook changed its page: requests cannot be read',
    subject: 'JoinFlow cannot read your Facebook member requests',
    todo:
      'Facebook has changed its member-requests page. Update the extension when a new version is out ' +
      '(chrome://extensions, then Update). Meanwhile decide requests on Facebook yourself.',
  },
  language_unsupported: {
    title: 'Facebook’s language is not supported yet',
    subject: 'JoinFlow does not read Facebook in your language yet',
    todo:
      `Switch Facebook to ${SUPPORTED_LANGUAGES} (Facebook, then Settings, then Language and region), ` +
      'then open the member-requests page again.',
  },
  error: {
    title: 'The Chrome extension needs attention',
    subject: 'The JoinFlow extension needs attention',
    todo: 'Open the member-requests page again; if this stays, reinstall the extension from the dashboard.',
  },
}

/** Opens an incident unless one is open: a notification and, when it is new, one email. */
export async function openExtensionIncident(
  userId: number,
  status: Trouble,
  detail: string | null,
  pageUrl: string | null
) {
  const wording = WORDING[status]
  const dashboard = `${publicUrl()}/`
  await db.transaction(async (trx) => {
    const opened = await trx.rawQuery(
      `INSERT INTO notifications (user_id, kind, title, body, link, created_at)
       VALUES (?, ?, ?, ?, '/', now())
       ON CONFLICT (user_id) WHERE kind = '${EXTENSION_INCIDENT}' AND resolved_at IS NULL DO NOTHING
       RETURNING id`,
      [userId, EXTENSION_INCIDENT, wording.title, `${detail ?? wording.title} ${wording.todo}`]
    )
    if (!opened.rows.length) return
    const user = await User.find(userId, { client: trx })
    if (!user) return
    // Inside the transaction: if the email cannot be stored, the incident is not opened either,
    // and the next report tries both again.
    await sendMail({
      to: user.email,
      subject: wording.subject,
      text: [
        `Hi ${user.firstName ?? 'there'},`,
        '',
        `The JoinFlow Chrome extension could not do its work on ${pageUrl ?? 'your Facebook member-requests page'}:`,
        detail ?? wording.title,
        '',
        'Requests it already captured are kept. Until this is fixed, nothing is approved or declined on Facebook for you.',
        '',
        `What to do: ${wording.todo}`,
        '',
        `Your dashboard shows the extension's state: ${dashboard}`,
        '',
        'This email is sent once per problem. JoinFlow writes again only if a new problem starts after the extension has read the page cleanly.',
      ].join('\n'),
    })
  })
}

/** The extension read a page cleanly: the open incident, if any, is over. */
export async function resolveExtensionIncident(userId: number) {
  await db
    .from('notifications')
    .where('user_id', userId)
    .where('kind', EXTENSION_INCIDENT)
    .whereNull('resolved_at')
    .update({ resolved_at: new Date() })
}
