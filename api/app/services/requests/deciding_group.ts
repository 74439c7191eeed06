/*
 * What deciding a group's requests needs, loaded in one query: the group
 * with its rule and welcome settings, the approved template its welcome
 * message uses, and the approvals its rules made in the current hour.
 *
 * Whoever decides by the rules (a capture batch, the release of held
 * approvals) locks the group row first, so two batches for one group take
 * turns and the hourly approval limit holds across them. The lock (FOR NO
 * KEY UPDATE) leaves rows that merely reference the group free to be
 * written. Once the lock is granted, PostgreSQL hands back the row's newest
 * version, so the hour's approval count read with it is never stale.
 */
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Group from '#models/group'
import type { WelcomeTemplate } from '#services/requests/welcome_messages'

export interface DecidingGroup {
  group: Group
  template: WelcomeTemplate | null
  /** Approvals by the rules in the hour window the group was locked for (decisions by hand or on Facebook do not count). */
  approvalsThisHour: number
}

export interface HourWindow {
  start: Date
  end: Date
}

/** The clock hour containing `now` (UTC): the window maxApprovalsPerHour counts in. */
export function hourWindow(now: Date): HourWindow {
  const start = new Date(now)
  start.setUTCMinutes(0, 0, 0)
  return { start, end: new Date(start.getTime() + 3_600_000) }
}

const SELECT = `
  SELECT g.*, t.id AS welcome_template_id, t.template AS welcome_template_text
  FROM groups g
  LEFT JOIN message_templates t
    ON t.id = CASE WHEN g.welcome_message->>'templateId' ~ '^[0-9]{1,9}$' THEN (g.welcome_message->>'templateId')::int END
    AND t.user_id = g.user_id AND t.is_approved AND t.is_active`

function present(row: Record<string, unknown>, window: HourWindow | null): DecidingGroup {
  const group = Group.$createFromAdapterResult(row)!
  const template =
    row.welcome_template_id === null ? null : { id: Number(row.welcome_template_id), text: String(row.welcome_template_text) }
  const counted = row.rule_approvals_window as Date | null
  const approvalsThisHour = window && counted?.getTime() === window.start.getTime() ? Number(row.rule_approvals_in_window) : 0
  return { group, template, approvalsThisHour }
}

/** Locks the group for deciding by its rules in `window`; null when there is no such group. */
export async function lockDecidingGroup(
  client: QueryClientContract,
  key: { userId: number; facebookGroupId: string } | { id: number },
  window: HourWindow
) {
  const [condition, bindings] =
    'id' in key ? ['g.id = ?', [key.id]] : ['g.user_id = ? AND g.facebook_group_id = ?', [key.userId, key.facebookGroupId]]
  const { rows } = await client.rawQuery(`${SELECT} WHERE ${condition} FOR NO KEY UPDATE OF g`, bindings)
  return rows.length ? present(rows[0], window) : null
}

/** The owner's groups among `groupIds`, by id, unlocked: decisions by hand are not bound by the hourly limit. */
export async function decidingGroups(client: QueryClientContract, userId: number, groupIds: number[]) {
  const { rows } = await client.rawQuery(`${SELECT} WHERE g.user_id = ? AND g.id = ANY(?::int[])`, [userId, groupIds])
  return new Map<number, DecidingGroup>(rows.map((row: Record<string, unknown>) => [Number(row.id), present(row, null)]))
}

/**
 * A data-modifying CTE that stores the group's rule approvals for the
 * window (bindings: window start, total, group id), to run in the same
 * statement as the decisions' own write.
 */
export const RECORD_RULE_APPROVALS = `UPDATE groups SET rule_approvals_window = ?, rule_approvals_in_window = ? WHERE id = ?`
