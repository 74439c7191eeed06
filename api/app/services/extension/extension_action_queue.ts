/*
 * Decisions become work for the extension: approving or declining on
 * Facebook's page, then the welcome message and the tag in the welcome
 * post (which actions follow a decision is said in
 * domain/decision_outcomes.ts). A decision made on Facebook itself needs
 * no approve or decline.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { Exception } from '@adonisjs/core/exceptions'
import ExtensionAction, { type ExtensionActionType } from '#models/extension_action'
import type { MemberRequestStatus } from '#models/member_request'

export interface QueuedAction {
  groupId: number
  memberRequestId: number
  type: ExtensionActionType
  payload: { message?: string; reason?: string }
}

/**
 * What an action carries to the extension: a tag also names the group's
 * welcome post as it is now (null until the owner gives one), so a post
 * set after the approval still gets the tag.
 */
export type ActionPayload = QueuedAction['payload'] & { postUrl?: string | null }

/**
 * Inserts the actions in one statement, in the given order (so ids, which
 * the extension works through oldest first, follow it), and
 * counts the uses of the templates that rendered their welcome messages in
 * the same round trip. An action of a kind already waiting for the same
 * request is not queued twice.
 */
export async function queueExtensionActions(
  client: QueryClientContract,
  userId: number,
  actions: QueuedAction[],
  templateUses: { id: number; uses: number }[],
  now: Date
) {
  if (!actions.length) return
  // UPDATE ... FROM applies one source row per template, so uses of one template are summed first.
  const uses = new Map<number, number>()
  for (const { id, uses: count } of templateUses) if (count > 0) uses.set(id, (uses.get(id) ?? 0) + count)
  const rows = actions.map((action) => ({
    group_id: action.groupId,
    member_request_id: action.memberRequestId,
    type: action.type,
    payload: action.payload,
  }))
  await client.rawQuery(
    `WITH template_uses AS (
       UPDATE message_templates t SET usage_count = t.usage_count + u.uses
       FROM json_to_recordset(?::json) AS u(id int, uses int)
       WHERE t.id = u.id AND t.user_id = ?
     )
     INSERT INTO extension_actions (user_id, group_id, member_request_id, type, payload, status, created_at)
     SELECT ?, a.group_id, a.member_request_id, a.type, a.payload, 'pending', ?
     FROM json_to_recordset(?::json) AS a(group_id int, member_request_id bigint, type text, payload jsonb)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify([...uses].map(([id, count]) => ({ id, uses: count }))), userId, userId, now, JSON.stringify(rows)]
  )
}

export interface DecisionUpdate {
  id: number
  status: MemberRequestStatus
  decision: string
  reasons: string[]
  decided_by: string | null
  decided_by_user_id: number | null
  decided_at: Date | null
  welcome_message: string | null
  held_until: Date | null
  owner_reason: string | null
}

/** Writes the decisions of stored requests in one statement. */
export async function applyDecisions(client: QueryClientContract, updates: DecisionUpdate[], now: Date) {
  if (!updates.length) return
  await client.rawQuery(
    `UPDATE member_requests m SET
       status = v.status, decision = v.decision, reasons = v.reasons, decided_by = v.decided_by,
       decided_by_user_id = v.decided_by_user_id, decided_at = v.decided_at,
       welcome_message = v.welcome_message, held_until = v.held_until, owner_reason = v.owner_reason, updated_at = ?
     FROM json_populate_recordset(NULL::member_requests, ?::json) AS v
     WHERE m.id = v.id`,
    [now, JSON.stringify(updates)]
  )
}

export const MAX_PENDING_ACTIONS = 100

/** What the extension has still to do for the owner, oldest first, optionally for one group, with the member's name. */
export async function pendingActions(userId: number, filter: { groupId?: number; facebookGroupId?: string }) {
  const query = db
    .from('extension_actions as a')
    .join('groups as g', 'g.id', 'a.group_id')
    .join('member_requests as m', 'm.id', 'a.member_request_id')
    .where('a.user_id', userId)
    .where('a.status', 'pending')
    .select(
      'a.id',
      'a.type',
      'a.group_id',
      'g.facebook_group_id',
      'a.member_request_id',
      'm.facebook_user_id',
      'm.name',
      'a.payload',
      'g.welcome_post_url',
      'a.created_at'
    )
    .orderBy('a.id')
    .limit(MAX_PENDING_ACTIONS)
  if (filter.groupId) query.where('a.group_id', filter.groupId)
  if (filter.facebookGroupId) query.where('g.facebook_group_id', filter.facebookGroupId)
  const rows = await query
  return rows.map((row) => ({
    id: Number(row.id),
    type: row.type as ExtensionActionType,
    groupId: row.group_id as number,
    facebookGroupId: row.facebook_group_id as string,
    memberRequestId: Number(row.member_request_id),
    facebookUserId: row.facebook_user_id as string,
    name: row.name as string,
    payload: (row.type === 'welcome_tag'
      ? { ...row.payload, postUrl: row.welcome_post_url ?? null }
      : row.payload) as ActionPayload,
    createdAt: DateTime.fromJSDate(row.created_at).toISO(),
  }))
}

/** One of the owner's actions; another owner's id answers exactly like one that does not exist. */
export async function findOwnedAction(userId: number, id: number) {
  const action = await ExtensionAction.query().where('user_id', userId).where('id', id).first()
  if (!action) throw new Exception('Action not found.', { status: 404, code: 'E_NOT_FOUND' })
  return action
}
