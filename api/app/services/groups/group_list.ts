import db from '@adonisjs/lucid/services/db'
import Group from '#models/group'
import { applyList, defineList, type ListQuery } from '#services/infra/list_query'
import { filterBoolean, filterIds, filterSearch } from '#services/infra/list_filters'
import { APPROVED_MEMBERS_SQL, serializeGroups } from '#services/groups/group_stats'

export const GROUP_LIST = defineList({
  resource: 'groups',
  sorts: {
    id: 'id',
    name: 'name',
    facebookGroupId: 'facebook_group_id',
    memberCount: 'approved_members',
    isActive: 'is_active',
    createdAt: 'created_at',
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: { q: 'text', isActive: 'boolean', id: 'ids' },
})

/** One page of an owner's groups; filters: q (name), isActive, id. */
export async function listGroups(owner: { id: number }, list: ListQuery) {
  // One count of the members JoinFlow approved per group: it sorts the page and is the memberCount shown.
  const query = db
    .from('groups')
    .where('user_id', owner.id)
    .select('groups.*')
    .select(db.raw(`${APPROVED_MEMBERS_SQL} AS approved_members`))
  filterSearch(query, list.filter.q, ['name'])
  filterBoolean(query, 'is_active', list.filter.isActive)
  filterIds(query, list.filter.id)
  const { rows, total, range } = await applyList(query, list, GROUP_LIST)
  const memberCounts = new Map<number, number>(rows.map((row: { id: number; approved_members: string }) => [row.id, Number(row.approved_members)]))
  const groups = await serializeGroups(owner.id, Group.$createMultipleFromAdapterResult(rows), memberCounts)
  return { groups, total, range }
}
