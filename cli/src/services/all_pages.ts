/** Every item of a paged listing, such as `client.groups.iterate()` (Node 20 has no Array.fromAsync). */
export async function allPages<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = []
  for await (const item of items) all.push(item)
  return all
}
