import type { HealthState, HealthStatus } from '../messages'
import type { ApiCall } from './api-client'

const HEALTH_KEY = 'health.state'
const UNSENT_KEY = 'health.unsent'

/** Before any member-requests page has been judged, nothing is known: never "ok". */
export const NOT_YET_READ: HealthState = { status: 'unknown', detail: null, pageUrl: null, reportedAt: null }

/** The health that stops acting: Facebook's page cannot be read, or is in a language without a table. */
export function blockedBy(state: HealthState): 'markup_changed' | 'language_unsupported' | null {
  return state.status === 'markup_changed' || state.status === 'language_unsupported' ? state.status : null
}

export interface Health {
  read(): Promise<HealthState>
  /** Keeps the page's health and tells the API; a report the API missed is sent again later. */
  report(status: HealthStatus, detail: string | null, pageUrl: string | null): Promise<HealthState>
  /** Sends a report the API has not had yet, and marks the extension as seen. */
  resend(): Promise<void>
}

export function createHealth(
  area: chrome.storage.StorageArea,
  call: ApiCall,
  version: string,
  now: () => Date = () => new Date(),
): Health {
  const read = async () => ((await area.get(HEALTH_KEY))[HEALTH_KEY] as HealthState | undefined) ?? NOT_YET_READ

  async function send(state: HealthState) {
    try {
      await call((api) =>
        api.extension.reportHealth({ status: state.status, detail: state.detail, version, pageUrl: state.pageUrl }),
      )
      await area.set({ [UNSENT_KEY]: false })
    } catch {
      await area.set({ [UNSENT_KEY]: true })
    }
  }

  return {
    read,
    async report(status, detail, pageUrl) {
      const state: HealthState = {
        status,
        detail: status === 'ok' || status === 'unknown' ? null : detail,
        pageUrl,
        reportedAt: now().toISOString(),
      }
      await area.set({ [HEALTH_KEY]: state })
      await send(state)
      return state
    },
    async resend() {
      if ((await area.get(UNSENT_KEY))[UNSENT_KEY] === true) await send(await read())
    },
  }
}
