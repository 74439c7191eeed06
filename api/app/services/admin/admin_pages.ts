/*
 * What the super admin's lists and records share: a joined query read as
 * one derived table (so the list's sort and filter columns need no table
 * prefix), one page of it newest first in the web app's list protocol, and
 * a record found by the id in the path, or a 404.
 */
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { applyListQuery, type ListQuery } from '#services/infra/list_query'

/** A joined query as one table named `alias`. */
export function derivedTable(joined: DatabaseQueryBuilderContract<any>, alias: string) {
  return db.from(joined.as(alias)).select('*')
}

/** One page of a list, newest first unless asked otherwise, each row as the list shows it. */
export async function newestFirstPage<Row, Shown>(
  query: DatabaseQueryBuilderContract<Row>,
  list: ListQuery,
  sortable: Readonly<Record<string, string>>,
  present: (row: Row) => Shown,
  options: { count?: DatabaseQueryBuilderContract<any> } = {}
) {
  const { rows, total, range } = await applyListQuery<Row>(query, list, sortable, { field: 'createdAt', order: 'DESC' }, options)
  return { rows: rows.map(present), total, range }
}

/** The record with the id in the path; an id that is not a positive whole number finds nothing. */
export async function findOr404<Found>(
  id: unknown,
  what: string,
  find: (id: number) => Promise<Found | null | undefined>
): Promise<Found> {
  const recordId = Number(id)
  const found = Number.isSafeInteger(recordId) && recordId > 0 ? await find(recordId) : null
  if (!found) throw new Exception(`${what} not found.`, { status: 404, code: 'E_NOT_FOUND' })
  return found
}
