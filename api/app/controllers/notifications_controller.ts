import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import Notification from '#models/notification'

const LATEST = 50

function present(notification: Notification) {
  return {
    id: Number(notification.id),
    kind: notification.kind,
    title: notification.title,
    body: notification.body,
    link: notification.link,
    readAt: notification.readAt?.toISO() ?? null,
    createdAt: notification.createdAt.toISO(),
  }
}

/** The header bell: the owner's latest notifications and how many are unread. */
export default class NotificationsController {
  async index({ auth }: HttpContext) {
    const userId = auth.getUserOrFail().id
    const [items, unread] = await Promise.all([
      Notification.query().where('userId', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(LATEST),
      db.from('notifications').where('user_id', userId).whereNull('read_at').count('* as total').first(),
    ])
    return { unread: Number(unread?.total ?? 0), items: items.map(present) }
  }

  async read({ auth, params }: HttpContext) {
    const id = Number(params.id)
    const notification = Number.isSafeInteger(id)
      ? await Notification.query().where('userId', auth.getUserOrFail().id).where('id', id).first()
      : null
    if (!notification) throw new Exception('Notification not found.', { status: 404, code: 'E_NOT_FOUND' })
    if (!notification.readAt) {
      notification.readAt = DateTime.now()
      await notification.save()
    }
    return present(notification)
  }

  async readAll({ auth }: HttpContext) {
    await db.from('notifications').where('user_id', auth.getUserOrFail().id).whereNull('read_at').update({ read_at: new Date() })
    return { unread: 0 }
  }
}
