import db from '@adonisjs/lucid/services/db'
import MessageTemplate, { TEMPLATE_CATEGORIES } from '#models/message_template'
import { applyList, defineList, type ListQuery } from '#services/infra/list_query'
import { filterBoolean, filterIds, filterSearch } from '#services/infra/list_filters'

export const TEMPLATE_LIST = defineList({
  resource: 'templates',
  sorts: {
    id: 'id',
    name: 'name',
    category: 'category',
    usageCount: 'usage_count',
    isApproved: 'is_approved',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: { q: 'text', category: TEMPLATE_CATEGORIES, isApproved: 'boolean', isActive: 'boolean', id: 'ids' },
})

export function serializeTemplate(template: MessageTemplate) {
  return template.serialize({ fields: { omit: ['approvedAt'] } })
}

/** One page of an owner's templates; filters: q (name, description, text), category, isApproved, isActive, id. */
export async function listTemplates(owner: { id: number }, list: ListQuery) {
  const query = db.from('message_templates').where('user_id', owner.id)
  filterSearch(query, list.filter.q, ['name', 'description', 'template'])
  if (typeof list.filter.category === 'string') query.where('category', list.filter.category)
  filterBoolean(query, 'is_approved', list.filter.isApproved)
  filterBoolean(query, 'is_active', list.filter.isActive)
  filterIds(query, list.filter.id)
  const { rows, total, range } = await applyList(query, list, TEMPLATE_LIST)
  const templates = MessageTemplate.$createMultipleFromAdapterResult(rows).map(serializeTemplate)
  return { templates, total, range }
}
