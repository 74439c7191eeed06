import type { ConnectionSettings, ConnectionState } from '../messages'

/** Where the connection settings and the last check's outcome are kept between browser sessions. */
export interface ConnectionStore {
  readSettings(): Promise<ConnectionSettings | null>
  writeSettings(settings: ConnectionSettings): Promise<void>
  readState(): Promise<ConnectionState>
  writeState(state: ConnectionState): Promise<void>
}

const SETTINGS_KEY = 'connection.settings'
const STATE_KEY = 'connection.state'

export function createConnectionStore(area: chrome.storage.StorageArea): ConnectionStore {
  return {
    async readSettings() {
      const items = await area.get(SETTINGS_KEY)
      return (items[SETTINGS_KEY] as ConnectionSettings | undefined) ?? null
    },
    async writeSettings(settings) {
      await area.set({ [SETTINGS_KEY]: settings })
    },
    async readState() {
      const items = await area.get(STATE_KEY)
      return (items[STATE_KEY] as ConnectionState | undefined) ?? { status: 'not_configured' }
    },
    async writeState(state) {
      await area.set({ [STATE_KEY]: state })
    },
  }
}
