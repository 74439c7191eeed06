import db from '@adonisjs/lucid/services/db'
import MessageTemplate from '#models/message_template'
import { applyListQuery, type ListQuery } from '#services/list_query'
import { filterBoolean, filterIds, filterSearch } from '#services/list_filters'

const TEMPLATE_SORTS = {
  id: 'id',
  name: 'name',
  category: 'category',
  usageCount: 'usage_count',
  isApproved: 'is_approved',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
}

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
  const { rows, total, range } = await applyListQuery(query, list, TEMPLATE_SORTS, { field: 'createdAt', order: 'DESC' })
  const templates = MessageTemplate.$createMultipleFromAdapterResult(rows).map(serializeTemplate)
  return { templates, total, range }
}
