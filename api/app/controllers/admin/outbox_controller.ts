import type { HttpContext } from '@adonisjs/core/http'
import OutboxMessage from '#models/outbox_message'
import { administer } from '#abilities/main'
import { parseListQuery, contentRange, defineList, listSort } from '#services/infra/list_query'
import { containsPattern } from '#services/infra/list_filters'
import { redactMailText } from '#services/admin/mail_redaction'

const OUTBOX_LIST = defineList({
  resource: 'outbox',
  sorts: { id: 'id', createdAt: 'created_at' },
  defaultSort: { field: 'id', order: 'DESC' },
  filters: { to: 'text' },
})

/**
 * Super admins read every email the product sent or kept, with the
 * secrets of links, tokens and order IDs masked (see mail_redaction.ts).
 */
export default class OutboxController {
  async index({ bouncer, request, response }: HttpContext) {
    await bouncer.authorize(administer)
    const list = parseListQuery(request.qs(), OUTBOX_LIST)
    const query = OutboxMessage.query()
    if (typeof list.filter.to === 'string') query.whereILike('toAddress', containsPattern(list.filter.to))
    const { column, direction } = listSort(list, OUTBOX_LIST)
    const total = Number((await query.clone().count('* as total').first())?.$extras.total ?? 0)
    const rows = await query
      .orderBy(column, direction)
      .orderBy('id', direction)
      .offset(list.range.start)
      .limit(list.range.end - list.range.start + 1)
    response.header('Content-Range', contentRange('outbox', list.range.start, rows.length, total))
    return rows.map((row) => ({
      ...row.serialize(),
      subject: redactMailText(row.subject),
      textBody: redactMailText(row.textBody),
      htmlBody: row.htmlBody === null ? null : redactMailText(row.htmlBody),
    }))
  }
}
