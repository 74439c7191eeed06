/*
 * The Group JSON of the /api contract: the stored group plus three figures
 * computed from its member requests: memberCount (the members JoinFlow
 * approved: by the rules, by the owner, or on Facebook's own page while the
 * extension watched; Facebook's own member count is not readable),
 * autoApprovalRate (percent of decided requests the rules approved) and
 * todayRequests (captured since midnight UTC). A page of groups costs one
 * grouped query, not one per group.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type Group from '#models/group'
import { percentOf } from '@joinflow/rules/figures'

export interface GroupFigures {
  memberCount: number
  autoApprovalRate: number
  todayRequests: number
}

const NO_REQUESTS: GroupFigures = { memberCount: 0, autoApprovalRate: 0, todayRequests: 0 }

/** A whole percent as the /api contract gives it: 0 when there is nothing to count (the rules package's percentOf). */
export function percent(part: number, whole: number) {
  return percentOf(part, whole) ?? 0
}

/** Members JoinFlow approved into a group: the list's sort and memberCount both read this one subquery. */
export const APPROVED_MEMBERS_SQL = `(SELECT count(*) FROM member_requests m WHERE m.group_id = groups.id AND m.status = 'approved')`

/**
 * The figures of some groups. `memberCounts`, when the caller already has
 * them (the groups list selects them to sort by), are used as they are
 * rather than counted a second time.
 */
export async function groupFigures(userId: number, groupIds: number[], now = DateTime.utc(), memberCounts?: ReadonlyMap<number, number>) {
  const figures = new Map<number, GroupFigures>()
  if (!groupIds.length) return figures
  const todayStart = now.startOf('day').toJSDate()
  const rows: { group_id: number; approved: string; approved_by_rules: string; decided: string; today: string }[] = await db
    .from('member_requests')
    .where('user_id', userId)
    .whereIn('group_id', groupIds)
    .groupBy('group_id')
    .select('group_id')
    .select(
      db.raw(memberCounts ? '0 as approved' : `count(*) filter (where status = 'approved') as approved`),
      db.raw(`count(*) filter (where status = 'approved' and decided_by = 'rules') as approved_by_rules`),
      db.raw(`count(*) filter (where status <> 'pending') as decided`),
      db.raw(`count(*) filter (where created_at >= ?) as today`, [todayStart])
    )
  for (const row of rows) {
    figures.set(row.group_id, {
      memberCount: memberCounts ? (memberCounts.get(row.group_id) ?? 0) : Number(row.approved),
      autoApprovalRate: percent(Number(row.approved_by_rules), Number(row.decided)),
      todayRequests: Number(row.today),
    })
  }
  return figures
}

export function serializeGroup(group: Group, figures: GroupFigures = NO_REQUESTS) {
  return {
    id: group.id,
    facebookGroupId: group.facebookGroupId,
    name: group.name,
    description: group.description,
    coverImageUrl: group.coverImageUrl,
    memberCount: figures.memberCount,
    autoApprovalRate: figures.autoApprovalRate,
    autoApprovalEnabled: group.autoApprovalEnabled,
    isActive: group.isActive,
    todayRequests: figures.todayRequests,
    createdAt: group.createdAt.toISO(),
  }
}

export type GroupJson = ReturnType<typeof serializeGroup>

/** Groups of one owner as the API shows them. */
export async function serializeGroups(userId: number, groups: Group[], memberCounts?: ReadonlyMap<number, number>): Promise<GroupJson[]> {
  const figures = await groupFigures(
    userId,
    groups.map((group) => group.id),
    DateTime.utc(),
    memberCounts
  )
  return groups.map((group) => serializeGroup(group, figures.get(group.id)))
}
