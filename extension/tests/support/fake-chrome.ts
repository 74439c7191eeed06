import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fillMessage } from '../../src/ui/i18n'

type Messages = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>

/** The extension's texts in one language, as Chrome loads them from `_locales`. */
export function localeMessages(locale = 'en'): Messages {
  const file = join(dirname(fileURLToPath(import.meta.url)), '../../public/_locales', locale, 'messages.json')
  return JSON.parse(readFileSync(file, 'utf8')) as Messages
}

/** chrome.i18n.getMessage: named placeholders ($EMAIL$) point at substitutions ($1); unknown keys are blank. */
function getMessage(messages: Messages, key: string, substitutions: string | string[] = []) {
  const entry = messages[key]
  return entry ? fillMessage(entry, typeof substitutions === 'string' ? [substitutions] : substitutions) : ''
}

type MessageListener = (
  message: unknown,
  sender: chrome.runtime.MessageSender,
  sendResponse: (response: unknown) => void,
) => boolean | void

type InstalledListener = (details: { reason: string }) => void

type AlarmListener = (alarm: { name: string }) => void

export interface FakeChromeOptions {
  /** What the person answers when the extension asks for a host permission. */
  grantHostPermissions?: boolean
  /** The browser's language, as a `_locales` folder name. */
  locale?: string
  /** Chrome answering blank texts, as it can right after an install or update. */
  blankTexts?: boolean
}

/**
 * The slice of the `chrome` extension API the extension uses, kept in memory. Messages and stored
 * values pass through JSON like they do in Chrome, so anything that would not survive the trip
 * fails here too.
 */
export function createFakeChrome({ grantHostPermissions = true, locale = 'en', blankTexts = false }: FakeChromeOptions = {}) {
  const messages = localeMessages(locale)
  const stored = new Map<string, unknown>()
  const messageListeners: MessageListener[] = []
  const installedListeners: InstalledListener[] = []
  const alarmListeners: AlarmListener[] = []
  const alarms = new Map<string, { name: string; periodInMinutes?: number; when?: number }>()
  const requestedOrigins: string[] = []
  let optionsPageOpenings = 0
  let activeTab: { id: number; url: string } | null = null
  const openedTabs: { id: number; url: string; open: boolean }[] = []

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
    tabs: {
      async query() {
        return activeTab ? [activeTab] : []
      },
      async create({ url }: { url: string }) {
        const tab = { id: openedTabs.length + 100, url }
        openedTabs.push({ ...tab, open: true })
        return tab
      },
      async remove(id: number) {
        const tab = openedTabs.find((each) => each.id === id)
        if (tab) tab.open = false
      },
    },
    alarms: {
      async create(name: string, info: { periodInMinutes?: number; when?: number }) {
        alarms.set(name, { name, ...info })
      },
      async get(name: string) {
        return alarms.get(name)
      },
      async clear(name: string) {
        return alarms.delete(name)
      },
      onAlarm: { addListener: (listener: AlarmListener) => alarmListeners.push(listener) },
    },
    runtime: {
      id: 'fake-extension-id',
      getManifest: () => ({ version: '0.1.0' }),
      OnInstalledReason: { INSTALL: 'install' },
      onMessage: { addListener: (listener: MessageListener) => messageListeners.push(listener) },
      onInstalled: {
        addListener: (listener: InstalledListener) => installedListeners.push(listener),
      },
      sendMessage(message: unknown): Promise<unknown> {
        // A test may say where the message comes from (a tab, a frame) under `__sender`.
        const { __sender: from = {}, ...sent } = roundTrip(message) as Record<string, unknown>
        const sender = { id: api.runtime.id, ...(from as object) }
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
    i18n: {
      getMessage: (key: string, substitutions?: string | string[]) => (blankTexts ? '' : getMessage(messages, key, substitutions)),
      getUILanguage: () => locale.replace('_', '-'),
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
    alarms,
    /** Tabs the extension opened, and whether they are still open. */
    openedTabs,
    /** The tab the popup opens over. */
    openTab: (url: string) => (activeTab = { id: 1, url }),
    /** Fires an alarm as Chrome would when its time comes. */
    fireAlarm: (name: string) => alarmListeners.forEach((listener) => listener({ name })),
  }
}

export type FakeChrome = ReturnType<typeof createFakeChrome>
