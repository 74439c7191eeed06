export type SortOrder = 'ASC' | 'DESC'

/** Query parameters of every list route, as ra-data-simple-rest sends them. */
export interface ListParams<Field extends string = string, Filter extends object = Record<string, unknown>> {
  sort?: [field: Field, order: SortOrder]
  /** Inclusive indexes of the first and last rows wanted: `[0, 24]` is the first page of 25. */
  range?: [first: number, last: number]
  filter?: Filter
}

export interface ListResult<T> {
  data: T[]
  /** Rows matching the filter across all pages, from the `Content-Range` header. */
  total: number
}

export function listQuery(params: ListParams<string, object>): Record<string, string | undefined> {
  return {
    sort: params.sort && JSON.stringify(params.sort),
    range: params.range && JSON.stringify(params.range),
    filter: params.filter && JSON.stringify(params.filter),
  }
}

/** `tokens 0-24/319` → 319. Falls back when the header is missing or the total is unknown (`/*`). */
export function totalFromContentRange(header: string | undefined, fallback: number): number {
  const match = header?.match(/\/(\d+)\s*$/)
  return match ? Number(match[1]) : fallback
}
