/** Writes in flight at once: fast for hundreds of groups, gentle on one server. */
export const CONCURRENCY = 8

/** Runs `work` on every item with at most `limit` running at once; resolves once all have settled. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]
      next += 1
      await work(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** `work` on every item, at most `limit` at once, with the results in the items' order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  await eachLimited(
    items.map((item, index) => ({ item, index })),
    limit,
    async ({ item, index }) => {
      results[index] = await work(item)
    },
  )
  return results
}
