/*
 * The list protocol the web app's data provider (ra-data-simple-rest)
 * speaks: `sort=["field","ASC"]`, `range=[0,24]`, `filter={...}` as JSON in
 * the query string, answered with a `Content-Range: <resource> 0-24/319`
 * header. Bad values are 422s naming the parameter, raised while the
 * parameters are read, before any query runs or any answer starts.
 *
 * Each list declares what it takes (`defineList`): the fields it sorts by
 * and the filters it reads. Names from the query string are only ever
 * looked up in Maps built from those declarations, never on plain objects,
 * so `constructor`, `__proto__` or `toString` are unknown names like any
 * other.
 */
import { errors } from '@vinejs/vine'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

export const MAX_PAGE_SIZE = 500
/** The furthest a page may start (PostgreSQL's largest integer). */
export const MAX_RANGE_START = 2_147_483_647
/** Ids in one `id` filter (react-admin's getMany asks for one page's references). */
export const MAX_FILTER_IDS = 500
/** Characters in one text filter. */
export const MAX_FILTER_TEXT = 200

type SortOrder = 'ASC' | 'DESC'

export interface ListQuery {
  sort?: { field: string; order: SortOrder }
  range: { start: number; end: number }
  filter: Record<string, unknown>
}

/**
 * What a filter field takes: `text` (a string), `boolean`, `id` (a positive
 * whole number, or its digits as a string), `ids` (a list of ids), or one of
 * a list of words.
 */
export type FilterKind = 'text' | 'boolean' | 'id' | 'ids' | readonly string[]

export interface ListDefinition {
  /** The name answered in Content-Range. */
  resource: string
  /** API field → column: the only fields the list sorts by. */
  sorts: Readonly<Record<string, string>>
  /** The order when none is asked for; none for lists that keep one order of their own. */
  defaultSort?: { field: string; order: SortOrder }
  /** Filter field → the value it takes: the only filters the list reads. */
  filters: Readonly<Record<string, FilterKind>>
}

export interface ListResource {
  resource: string
  sorts: ReadonlyMap<string, string>
  defaultSort?: { field: string; order: SortOrder }
  filters: ReadonlyMap<string, FilterKind>
}

/** A list's declaration, kept as Maps (Object.entries reads own fields only). */
export function defineList(definition: ListDefinition): ListResource {
  return Object.freeze({
    resource: definition.resource,
    sorts: new Map(Object.entries(definition.sorts)),
    defaultSort: definition.defaultSort,
    filters: new Map(Object.entries(definition.filters)),
  })
}

function invalid(field: string, message: string): never {
  throw new errors.E_VALIDATION_ERROR([{ field, message, rule: 'listQuery' }])
}

/** `a`, `a or b`, `a, b or c`. */
function either(words: Iterable<string>) {
  const list = [...words]
  return list.length < 2 ? list.join('') : `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`
}

/** Names echoed in messages: quoted, cut short, printable. */
function quoted(name: string) {
  const printable = name.replace(/[^\x20-\x7e]/g, '?')
  return JSON.stringify(printable.length > 40 ? `${printable.slice(0, 40)}…` : printable)
}

function notSortable(list: ListResource, field: string): never {
  invalid(
    'sort',
    list.sorts.size ? `This list can be sorted by ${either(list.sorts.keys())}, not ${quoted(field)}.` : 'This list cannot be sorted.'
  )
}

function parameter(qs: Record<string, unknown>, name: string) {
  return Object.hasOwn(qs, name) ? qs[name] : undefined
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

const isId = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_RANGE_START) ||
  (typeof value === 'string' && /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= MAX_RANGE_START)

/** A known filter's value of the wrong kind is named as `filter.<name>`, as the lists' validators name theirs. */
function checkFilterValue(name: string, kind: FilterKind, value: unknown) {
  const field = `filter.${name}`
  if (Array.isArray(kind)) {
    if (typeof value !== 'string' || !kind.includes(value)) invalid(field, `The ${name} filter is ${either(kind)}.`)
    return
  }
  switch (kind) {
    case 'text':
      if (typeof value !== 'string' || value.length > MAX_FILTER_TEXT) {
        invalid(field, `The ${name} filter must be text of at most ${MAX_FILTER_TEXT} characters.`)
      }
      return
    case 'boolean':
      if (typeof value !== 'boolean') invalid(field, `The ${name} filter must be true or false.`)
      return
    case 'id':
      if (!isId(value)) invalid(field, `The ${name} filter must be an id (a whole number from 1).`)
      return
    case 'ids':
      if (!Array.isArray(value) || value.length > MAX_FILTER_IDS || !value.every(isId)) {
        invalid(field, `The ${name} filter must be a list of at most ${MAX_FILTER_IDS} ids.`)
      }
  }
}

/** The filter's fields, each one the list takes with a value of its kind; a null field counts as not given. */
function checkFilter(filter: Record<string, unknown>, list: ListResource) {
  const checked: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(filter)) {
    const kind = list.filters.get(name)
    if (kind === undefined) {
      const takes = list.filters.size ? `; it takes ${either(list.filters.keys())}` : '; it takes none'
      invalid('filter', `This list has no filter ${quoted(name)}${takes}.`)
    }
    if (value === null) continue
    checkFilterValue(name, kind, value)
    Object.defineProperty(checked, name, { value, enumerable: true, writable: true, configurable: true })
  }
  return checked
}

/**
 * Reads sort, range and filter from the query string. Given the list's
 * declaration, a sort field or a filter the list does not take, or a
 * filter value of the wrong kind, is refused here too; without one, only
 * the shape is checked and `applyListQuery` checks the sort field.
 */
export function parseListQuery(qs: Record<string, unknown>, list?: ListResource): ListQuery {
  const sort = parseJson('sort', parameter(qs, 'sort'))
  const range = parseJson('range', parameter(qs, 'range'))
  const filter = parseJson('filter', parameter(qs, 'filter'))
  const query: ListQuery = { range: { start: 0, end: 24 }, filter: {} }

  if (sort !== undefined) {
    const [field, order] = Array.isArray(sort) && sort.length === 2 ? sort : []
    if (typeof field !== 'string' || typeof order !== 'string' || !['ASC', 'DESC'].includes(order.toUpperCase())) {
      invalid('sort', 'The sort parameter must look like ["field","ASC"].')
    }
    if (list && !list.sorts.has(field)) notSortable(list, field)
    query.sort = { field, order: order.toUpperCase() as SortOrder }
  }
  if (range !== undefined) {
    const [start, end] = Array.isArray(range) && range.length === 2 ? range : []
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start) {
      invalid('range', 'The range parameter must look like [0,24]: the first and last index, whole numbers from 0.')
    }
    if (start > MAX_RANGE_START) invalid('range', `The range must start at ${MAX_RANGE_START} at the furthest.`)
    // A longer page than the list serves is not an error: the answer's Content-Range says what came.
    query.range = { start, end: Math.min(end, start + MAX_PAGE_SIZE - 1) }
  }
  if (filter !== undefined) {
    if (typeof filter !== 'object' || Array.isArray(filter) || filter === null) {
      invalid('filter', 'The filter parameter must be a JSON object.')
    }
    query.filter = list ? checkFilter(filter, list) : filter
  }
  return query
}

/** The column of an API sort field, looked up on the field's own entry only. */
function sortColumn(sortable: Readonly<Record<string, string>> | ReadonlyMap<string, string>, field: string) {
  if (sortable instanceof Map) return sortable.get(field)
  const column = Object.hasOwn(sortable, field) ? (sortable as Record<string, unknown>)[field] : undefined
  return typeof column === 'string' ? column : undefined
}

/**
 * Applies sort and range to a query and counts the whole filtered set.
 * `sortable` maps API field names to columns; other fields are refused.
 * `options.count`, when given, is a cheaper query finding the same rows,
 * counted instead of the list's own.
 */
export async function applyListQuery<Row>(
  query: DatabaseQueryBuilderContract<Row>,
  list: ListQuery,
  sortable: Readonly<Record<string, string>> | ReadonlyMap<string, string>,
  fallback: { field: string; order: SortOrder },
  options: { count?: DatabaseQueryBuilderContract<any> } = {}
) {
  const sort = list.sort ?? fallback
  const column = sortColumn(sortable, sort.field)
  if (!column) invalid('sort', `Lists cannot be sorted by ${quoted(sort.field)}.`)
  const counted = await (options.count ?? query.clone().clearSelect().clearOrder()).count('* as total').first()
  const rows = await query
    .orderBy(column, sort.order === 'ASC' ? 'asc' : 'desc')
    .orderBy('id', sort.order === 'ASC' ? 'asc' : 'desc')
    .offset(list.range.start)
    .limit(list.range.end - list.range.start + 1)
  return { rows: rows as Row[], total: Number((counted as { total?: unknown } | null)?.total ?? 0), range: list.range }
}

/** The column and direction a declared list is sorted by: the field asked for, or the list's default. */
export function listSort(list: Pick<ListQuery, 'sort'>, resource: ListResource) {
  const sort = list.sort ?? resource.defaultSort
  if (!sort) throw new Error(`The ${resource.resource} list keeps one order of its own.`)
  const column = resource.sorts.get(sort.field)
  if (!column) notSortable(resource, sort.field)
  return { column, direction: sort.order === 'ASC' ? ('asc' as const) : ('desc' as const) }
}

/** A declared list's page, in its own sorts and default order. */
export function applyList<Row>(query: DatabaseQueryBuilderContract<Row>, list: ListQuery, resource: ListResource) {
  listSort(list, resource)
  return applyListQuery(query, list, resource.sorts, resource.defaultSort!)
}

export function contentRange(resource: string, start: number, count: number, total: number) {
  return count === 0 ? `${resource} */${total}` : `${resource} ${start}-${start + count - 1}/${total}`
}
