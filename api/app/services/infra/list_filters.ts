/*
 * Filters the web app's lists share: `q`, a case-insensitive "contains"
 * search, and `id`, the list of ids react-admin asks for when it shows
 * references (getMany).
 */
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

/** `%` and `_` in what people type are letters, not wildcards. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`
}

export function filterSearch<Row>(query: DatabaseQueryBuilderContract<Row>, q: unknown, columns: string[]) {
  if (typeof q !== 'string' || !q.trim()) return
  const pattern = containsPattern(q.trim())
  query.where((search) => {
    for (const column of columns) search.orWhereILike(column, pattern)
  })
}

export function filterIds<Row>(query: DatabaseQueryBuilderContract<Row>, ids: unknown) {
  if (!Array.isArray(ids)) return
  query.whereIn(
    'id',
    ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0)
  )
}

export function filterBoolean<Row>(query: DatabaseQueryBuilderContract<Row>, column: string, value: unknown) {
  if (typeof value === 'boolean') query.where(column, value)
}
