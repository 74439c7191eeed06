type MessageListener = (
  message: unknown,
  sender: chrome.runtime.MessageSender,
  sendResponse: (response: unknown) => void,
) => boolean | void

type InstalledListener = (details: { reason: string }) => void

export interface FakeChromeOptions {
  /** What the person answers when the extension asks for a host permission. */
  grantHostPermissions?: boolean
}

/**
 * The slice of the `chrome` extension API the extension uses, kept in memory. Messages and stored
 * values pass through JSON like they do in Chrome, so anything that would not survive the trip
 * fails here too.
 */
export function createFakeChrome({ grantHostPermissions = true }: FakeChromeOptions = {}) {
  const stored = new Map<string, unknown>()
  const messageListeners: MessageListener[] = []
  const installedListeners: InstalledListener[] = []
  const requestedOrigins: string[] = []
  let optionsPageOpenings = 0

  const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

  const api = {
    storage: {
      local: {
        async get(keys: string | string[]) {
          const wanted = typeof keys === 'string' ? [keys] : keys
          return Object.fromEntries(
            wanted.filter((key) => stored.has(key)).map((key) => [key, roundTrip(stored.get(key))]),
          )
        },
        async set(items: Record<string, unknown>) {
          for (const [key, value] of Object.entries(items)) stored.set(key, roundTrip(value))
        },
      },
    },
    runtime: {
      id: 'fake-extension-id',
      OnInstalledReason: { INSTALL: 'install' },
      onMessage: { addListener: (listener: MessageListener) => messageListeners.push(listener) },
      onInstalled: {
        addListener: (listener: InstalledListener) => installedListeners.push(listener),
      },
      sendMessage(message: unknown): Promise<unknown> {
        const sent = roundTrip(message)
        const sender = { id: api.runtime.id }
        return new Promise((resolve, reject) => {
          let answered = false
          const sendResponse = (response: unknown) => {
            if (answered) return
            answered = true
            resolve(roundTrip(response))
          }
          const waiting = messageListeners
            .map((listener) => listener(sent, sender, sendResponse))
            .some((keepsChannelOpen) => keepsChannelOpen === true)
          if (!waiting && !answered) {
            reject(new Error('The message port closed before a response was received.'))
          }
        })
      },
      async openOptionsPage() {
        optionsPageOpenings++
      },
    },
    permissions: {
      async request({ origins = [] }: { origins?: string[] }) {
        requestedOrigins.push(...origins)
        return grantHostPermissions
      },
    },
  }

  return {
    chrome: api as unknown as typeof chrome,
    stored,
    requestedOrigins,
    optionsPageOpenings: () => optionsPageOpenings,
    install: () => installedListeners.forEach((listener) => listener({ reason: 'install' })),
  }
}

export type FakeChrome = ReturnType<typeof createFakeChrome>
