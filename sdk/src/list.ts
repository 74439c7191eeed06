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

/** List parameters for walking every page: the pages' ranges are worked out from `pageSize`. */
export interface IterateParams<Field extends string = string, Filter extends object = Record<string, unknown>>
  extends Omit<ListParams<Field, Filter>, 'range'> {
  /** Rows per request. Default 100; the API sends at most 500 whatever is asked. */
  pageSize?: number
}

/**
 * Yields the rows of one page after another until `total` rows have come. It moves on by the rows
 * actually received, so a server that sends shorter pages than asked (its own cap) skips nothing.
 */
export async function* paginate<T>(
  fetchPage: (range: [first: number, last: number]) => Promise<ListResult<T>>,
  pageSize: number,
): AsyncGenerator<T> {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError('pageSize must be a whole number above 0.')
  let first = 0
  for (;;) {
    const { data, total } = await fetchPage([first, first + pageSize - 1])
    yield* data
    first += data.length
    if (data.length === 0 || first >= total) return
  }
}
