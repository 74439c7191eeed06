import type { CapturedRequest, UnsentRequest } from '../messages'

const UNSENT_KEY = 'delivery.unsent'

export interface NewUnsentRequest {
  facebookGroupId: string
  request: CapturedRequest
  reason: string
}

/**
 * The captured requests JoinFlow refused to store, kept in extension storage until the owner
 * dismisses them in the popup: nothing the extension captured disappears without being shown.
 */
export interface UnsentRequests {
  list(): Promise<UnsentRequest[]>
  /** Keeps the refused requests; one refused again for the same reason replaces its older entry. */
  add(refused: NewUnsentRequest[]): Promise<void>
  dismiss(id: string): Promise<UnsentRequest[]>
}

/** The same person refused for the same reason is one entry, however often the page is read. */
const sameRefusal = (a: NewUnsentRequest, b: NewUnsentRequest) =>
  a.facebookGroupId === b.facebookGroupId &&
  a.reason === b.reason &&
  (a.request.facebookUserId || a.request.name) === (b.request.facebookUserId || b.request.name)

export function createUnsentRequests(
  area: chrome.storage.StorageArea,
  exclusive: <T>(work: () => Promise<T>) => Promise<T>,
  now: () => Date = () => new Date(),
): UnsentRequests {
  const read = async () => ((await area.get(UNSENT_KEY))[UNSENT_KEY] as UnsentRequest[] | undefined) ?? []
  const write = (list: UnsentRequest[]) => area.set({ [UNSENT_KEY]: list })
  let sequence = 0

  return {
    list: () => exclusive(read),
    add: (refused) =>
      exclusive(async () => {
        if (!refused.length) return
        const at = now().toISOString()
        let list = await read()
        for (const entry of refused) {
          sequence += 1
          const id = `${Date.now().toString(36)}-${sequence}`
          list = [...list.filter((existing) => !sameRefusal(existing, entry)), { ...entry, id, at }]
        }
        await write(list)
      }),
    dismiss: (id) =>
      exclusive(async () => {
        const list = (await read()).filter((entry) => entry.id !== id)
        await write(list)
        return list
      }),
  }
}
