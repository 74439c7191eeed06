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

export interface GroupFigures {
  memberCount: number
  autoApprovalRate: number
  todayRequests: number
}

const NO_REQUESTS: GroupFigures = { memberCount: 0, autoApprovalRate: 0, todayRequests: 0 }

export function percent(part: number, whole: number) {
  return whole > 0 ? Math.round((part / whole) * 100) : 0
}

export async function groupFigures(userId: number, groupIds: number[], now = DateTime.utc()) {
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
      db.raw(`count(*) filter (where status = 'approved') as approved`),
      db.raw(`count(*) filter (where status = 'approved' and decided_by = 'rules') as approved_by_rules`),
      db.raw(`count(*) filter (where status <> 'pending') as decided`),
      db.raw(`count(*) filter (where created_at >= ?) as today`, [todayStart])
    )
  for (const row of rows) {
    figures.set(row.group_id, {
      memberCount: Number(row.approved),
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
export async function serializeGroups(userId: number, groups: Group[]): Promise<GroupJson[]> {
  const figures = await groupFigures(
    userId,
    groups.map((group) => group.id)
  )
  return groups.map((group) => serializeGroup(group, figures.get(group.id)))
}
