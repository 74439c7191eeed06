import db from '@adonisjs/lucid/services/db'
import Group from '#models/group'
import { applyList, defineList, type ListQuery } from '#services/infra/list_query'
import { filterBoolean, filterIds, filterSearch } from '#services/infra/list_filters'
import { serializeGroups } from '#services/groups/group_stats'

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
  // Sorting by memberCount sorts by the members JoinFlow approved, as group_stats counts them.
  const query = db
    .from('groups')
    .where('user_id', owner.id)
    .select('groups.*')
    .select(
      db.raw(`(SELECT count(*) FROM member_requests m WHERE m.group_id = groups.id AND m.status = 'approved') AS approved_members`)
    )
  filterSearch(query, list.filter.q, ['name'])
  filterBoolean(query, 'is_active', list.filter.isActive)
  filterIds(query, list.filter.id)
  const { rows, total, range } = await applyList(query, list, GROUP_LIST)
  const groups = await serializeGroups(owner.id, Group.$createMultipleFromAdapterResult(rows))
  return { groups, total, range }
}
