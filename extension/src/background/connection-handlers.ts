import { t } from '../ui/i18n'
import type { ConnectionSettings } from '../messages'
import { validateSettings } from '../settings'
import { checkConnection, type CheckConnection } from './check-connection'
import type { ConnectionStore } from './connection-store'
import type { MessageHandlers } from './router'

type ConnectionHandlers = Pick<
  MessageHandlers,
  'connection/test' | 'connection/status' | 'settings/get' | 'settings/save'
>

export function createConnectionHandlers(
  store: ConnectionStore,
  check: CheckConnection = checkConnection,
): ConnectionHandlers {
  async function checkAndRecord(settings: ConnectionSettings) {
    const state = await check(settings)
    await store.writeState(state)
    return state
  }

  return {
    'connection/test': async (message) => check(validated(message)),

    'connection/status': async ({ recheck }) => {
      const settings = await store.readSettings()
      if (!settings) return { status: 'not_configured' }
      return recheck ? checkAndRecord(settings) : store.readState()
    },

    'settings/get': () => store.readSettings(),

    'settings/save': async (message) => {
      const settings = validated(message)
      await store.writeSettings(settings)
      return checkAndRecord(settings)
    },
  }
}

function validated(input: ConnectionSettings): ConnectionSettings {
  const validation = validateSettings(input)
  if (!validation.ok) throw new Error(t(validation.problem))
  return validation.settings
}
