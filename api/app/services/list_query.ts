/*
 * The list protocol the web app's data provider (ra-data-simple-rest)
 * speaks: `sort=["field","ASC"]`, `range=[0,24]`, `filter={...}` as JSON in
 * the query string, answered with a `Content-Range: <resource> 0-24/319`
 * header. Bad values are 422s naming the parameter.
 */
import { errors } from '@vinejs/vine'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

export const MAX_PAGE_SIZE = 500

export interface ListQuery {
  sort?: { field: string; order: 'ASC' | 'DESC' }
  range: { start: number; end: number }
  filter: Record<string, unknown>
}

function invalid(field: string, message: string): never {
  throw new errors.E_VALIDATION_ERROR([{ field, message, rule: 'listQuery' }])
}

function parseJson(field: string, raw: unknown) {
  if (raw === undefined || raw === null || raw === '') return undefined
  if (typeof raw !== 'string') invalid(field, `The ${field} parameter must be JSON.`)
  try {
    return JSON.parse(raw)
  } catch {
    invalid(field, `The ${field} parameter must be JSON.`)
  }
}

export function parseListQuery(qs: Record<string, unknown>): ListQuery {
  const sort = parseJson('sort', qs.sort)
  const range = parseJson('range', qs.range)
  const filter = parseJson('filter', qs.filter)
  const query: ListQuery = { range: { start: 0, end: 24 }, filter: {} }

  if (sort !== undefined) {
    const [field, order] = Array.isArray(sort) ? sort : []
    if (typeof field !== 'string' || !['ASC', 'DESC'].includes(String(order).toUpperCase())) {
      invalid('sort', 'The sort parameter must look like ["field","ASC"].')
    }
    query.sort = { field, order: String(order).toUpperCase() as 'ASC' | 'DESC' }
  }
  if (range !== undefined) {
    const [start, end] = Array.isArray(range) ? range : []
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start) {
      invalid('range', 'The range parameter must look like [0,24].')
    }
    query.range = { start, end: Math.min(end, start + MAX_PAGE_SIZE - 1) }
  }
  if (filter !== undefined) {
    if (typeof filter !== 'object' || Array.isArray(filter) || filter === null) {
      invalid('filter', 'The filter parameter must be a JSON object.')
    }
    query.filter = filter
  }
  return query
}

/**
 * Applies sort and range to a query and counts the whole filtered set.
 * `sortable` maps API field names to columns; other fields are refused.
 */
export async function applyListQuery<Row>(
  query: DatabaseQueryBuilderContract<Row>,
  list: ListQuery,
  sortable: Record<string, string>,
  fallback: { field: string; order: 'ASC' | 'DESC' }
) {
  const sort = list.sort ?? fallback
  const column = sortable[sort.field]
  if (!column) invalid('sort', `Lists cannot be sorted by "${sort.field}".`)
  const counted = await query.clone().clearSelect().clearOrder().count('* as total').first()
  const rows = await query
    .orderBy(column, sort.order === 'ASC' ? 'asc' : 'desc')
    .orderBy('id', sort.order === 'ASC' ? 'asc' : 'desc')
    .offset(list.range.start)
    .limit(list.range.end - list.range.start + 1)
  return { rows: rows as Row[], total: Number((counted as { total?: unknown } | null)?.total ?? 0), range: list.range }
}

export function contentRange(resource: string, start: number, count: number, total: number) {
  return count === 0 ? `${resource} */${total}` : `${resource} ${start}-${start + count - 1}/${total}`
}
