/*
 * Reading an owner's member requests: the filtered list, the newest few,
 * one request in full, and the CSV export. Every query starts from the
 * owner (member_requests.user_id), which the (user_id, created_at) index
 * serves; a group filter with a status is served by the
 * (group_id, status, created_at) index.
 */
import { Readable } from 'node:stream'
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import MemberRequest from '#models/member_request'
import ExtensionAction from '#models/extension_action'
import { applyList, defineList, listSort, type ListQuery } from '#services/infra/list_query'
import { csvLine } from '#services/infra/csv'
import { REQUEST_STATUSES, type RequestFilter } from '#validators/member_request'

export const REQUEST_LIST = defineList({
  resource: 'requests',
  sorts: { createdAt: 'created_at', name: 'name', status: 'status' },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: { groupId: 'id', status: REQUEST_STATUSES, from: 'text', to: 'text', q: 'text' },
})

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/** The owner's requests matching the filter; `to` is exclusive (a day given alone is included whole). */
export function ownedRequests(userId: number, filter: RequestFilter) {
  const query = db.from('member_requests').where('member_requests.user_id', userId)
  if (filter.groupId) query.where('member_requests.group_id', filter.groupId)
  if (filter.status) query.where('member_requests.status', filter.status)
  if (filter.from) query.where('member_requests.created_at', '>=', filter.from)
  if (filter.to) query.where('member_requests.created_at', '<', filter.to)
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`
    query.where((search) => search.whereILike('member_requests.name', pattern).orWhereILike('member_requests.email', pattern))
  }
  return query
}

const LIST_COLUMNS = [
  'id',
  'group_id',
  'facebook_user_id',
  'name',
  'email',
  'phone',
  'profile_url',
  'profile_image_url',
  'status',
  'decision',
  'reasons',
  'decided_by',
  'decided_at',
  'created_at',
  'lives_in',
  'answers',
].map((column) => `member_requests.${column}`)

const GROUP_NAME = '(SELECT name FROM groups WHERE groups.id = member_requests.group_id) AS group_name'

export interface RequestRow {
  id: string
  group_id: number
  group_name: string
  facebook_user_id: string
  name: string
  email: string | null
  phone: string | null
  profile_url: string | null
  profile_image_url: string | null
  status: string
  decision: string
  reasons: string[]
  decided_by: string | null
  decided_at: Date | null
  created_at: Date
  lives_in: string | null
  answers: { question: string; answer: string | null }[]
}

export function listRequests(userId: number, filter: RequestFilter, list: ListQuery) {
  const query = ownedRequests(userId, filter).select(LIST_COLUMNS).select(db.raw(GROUP_NAME))
  return applyList<RequestRow>(query, list, REQUEST_LIST)
}

export async function recentRequests(userId: number, limit: number) {
  const rows = await ownedRequests(userId, {})
    .select(LIST_COLUMNS)
    .select(db.raw(GROUP_NAME))
    .orderBy('member_requests.created_at', 'desc')
    .orderBy('member_requests.id', 'desc')
    .limit(limit)
  return rows as RequestRow[]
}

export interface DeliveryChip {
  id: number
  integrationId: number
  integrationName: string
  integrationType: string
  status: string
}

/** Each request's deliveries, for the chips beside it: one query for a whole page. */
export async function deliveryChips(requestIds: number[]) {
  const chips = new Map<number, DeliveryChip[]>()
  if (!requestIds.length) return chips
  const rows = await db
    .from('deliveries')
    .join('integrations', 'integrations.id', 'deliveries.integration_id')
    .whereIn('deliveries.member_request_id', requestIds)
    .orderBy('deliveries.id')
    .select('deliveries.id', 'deliveries.member_request_id', 'deliveries.integration_id', 'deliveries.status')
    .select('integrations.name as integration_name', 'integrations.kind as integration_type')
  for (const row of rows) {
    const requestId = Number(row.member_request_id)
    chips.set(requestId, [
      ...(chips.get(requestId) ?? []),
      {
        id: Number(row.id),
        integrationId: row.integration_id,
        integrationName: row.integration_name,
        integrationType: row.integration_type,
        status: row.status,
      },
    ])
  }
  return chips
}

export const REQUEST_NOT_FOUND = 'Member request not found.'

/** One of the owner's requests with its group; another owner's id answers exactly like one that does not exist. */
export async function findOwnedRequest(userId: number, id: number) {
  const request = await MemberRequest.query().where('user_id', userId).where('id', id).preload('group').first()
  if (!request) throw new Exception(REQUEST_NOT_FOUND, { status: 404, code: 'E_NOT_FOUND' })
  return request
}

/** What the extension has not yet done for a request: waiting actions, and failed ones with their error. */
export function unfinishedActions(request: MemberRequest) {
  return ExtensionAction.query().where('member_request_id', request.id).whereNot('status', 'done').orderBy('id')
}

const EXPORT_HEADERS = ['date', 'group', 'name', 'email', 'phone', 'status', 'decision', 'reasons', 'profile URL']
const EXPORT_PAGE = 500
const EXPORT_COLUMNS = ['id', 'group_id', 'name', 'email', 'phone', 'status', 'decision', 'reasons', 'profile_url', 'answers', 'created_at']
const SORT_TYPES: Record<string, string> = { created_at: 'timestamptz', name: 'text', status: 'text' }

interface ExportRow {
  id: string
  group_id: number
  name: string
  email: string | null
  phone: string | null
  status: string
  decision: string
  reasons: string[]
  profile_url: string | null
  answers: { question: string; answer: string }[]
  created_at: Date
  cursor_value: string
}

/**
 * The filtered requests as CSV in the list's order (newest first unless
 * sorted otherwise), one column per distinct question after the fixed ones,
 * in the order the questions are asked. Rows are read in keyset pages on
 * (sort column, id), so memory stays flat however many there are; the
 * questions are gathered first, in one pass, for the header.
 */
export async function exportRequests(userId: number, filter: RequestFilter, sort: ListQuery['sort']) {
  // Checked before anything is read or streamed: a refused sort is a 422, not a download cut short.
  const { column, direction } = listSort({ sort }, REQUEST_LIST)

  const questionRows = await ownedRequests(userId, filter)
    .joinRaw('CROSS JOIN LATERAL jsonb_array_elements(member_requests.answers) WITH ORDINALITY AS answer(item, position)')
    .select(db.raw(`answer.item->>'question' AS question`))
    .whereRaw(`coalesce(answer.item->>'question', '') <> ''`)
    .groupByRaw(`answer.item->>'question'`)
    .orderByRaw(`min(answer.position), answer.item->>'question'`)
  const questions = questionRows.map(({ question }: { question: string }) => question)
  const groupRows = await db.from('groups').where('user_id', userId).select('id', 'name')
  const groupNames = new Map(groupRows.map(({ id, name }: { id: number; name: string }) => [id, name]))

  const line = (row: ExportRow) => {
    const answers = new Map<string, string>()
    for (const { question, answer } of row.answers) if (!answers.has(question)) answers.set(question, answer)
    return csvLine([
      row.created_at.toISOString(),
      groupNames.get(row.group_id) ?? '',
      row.name,
      row.email,
      row.phone,
      row.status,
      row.decision,
      row.reasons.join('; '),
      row.profile_url,
      ...questions.map((question) => answers.get(question) ?? ''),
    ])
  }

  async function* lines() {
    yield csvLine([...EXPORT_HEADERS, ...questions])
    let after: ExportRow | null = null
    for (;;) {
      const page = ownedRequests(userId, filter)
        .select(EXPORT_COLUMNS.map((name) => `member_requests.${name}`))
        // As text, the cursor keeps the database's microseconds, which a JavaScript Date would round away.
        .select(db.raw(`member_requests.${column}::text AS cursor_value`))
        .orderBy(`member_requests.${column}`, direction)
        .orderBy('member_requests.id', direction)
        .limit(EXPORT_PAGE)
      if (after) {
        page.whereRaw(`(member_requests.${column}, member_requests.id) ${direction === 'asc' ? '>' : '<'} (?::${SORT_TYPES[column]}, ?)`, [
          after.cursor_value,
          after.id,
        ])
      }
      const rows = (await page) as ExportRow[]
      if (rows.length) yield rows.map(line).join('')
      if (rows.length < EXPORT_PAGE) return
      after = rows[rows.length - 1]
    }
  }
  return Readable.from(lines())
}
