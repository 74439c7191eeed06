import type { ActingBlock, ActionPlan, ExtensionAction, GroupSummary } from '../messages'
import type { ApiCall } from './api-client'
import type { Automation } from './automation'
import type { CheckConnection } from './check-connection'
import type { ConnectionStore } from './connection-store'
import { captureBatches, type DeliveryQueue } from './delivery-queue'
import { blockedBy, type Health } from './health'
import type { MessageHandlers } from './router'

type PageHandlers = Omit<
  MessageHandlers,
  | 'connection/test'
  | 'connection/status'
  | 'settings/get'
  | 'settings/save'
  | 'welcome/send'
  | 'welcome/pending'
  | 'welcome/sent'
  | 'tags/post'
  | 'tags/pending'
  | 'tags/posted'
  | 'delivery/status'
  | 'delivery/dismiss'
>

export const HAND_OFF_REFUSED_MESSAGE = 'Only a JoinFlow page can connect the extension.'

export interface PageHandlerDependencies {
  store: ConnectionStore
  check: CheckConnection
  call: ApiCall
  queue: DeliveryQueue
  automation: Automation
  health: Health
  /** Midnight in the browser's time zone: the start of the owner's "today". */
  startOfToday?: () => Date
}

/** The kinds of work this version carries out; anything newer waits for an update. */
const ACTING_TYPES: readonly ExtensionAction['type'][] = ['approve', 'decline', 'welcome_message', 'welcome_tag']

function localMidnight() {
  const date = new Date()
  date.setHours(0, 0, 0, 0)
  return date
}

/** What content scripts on Facebook and the JoinFlow app, and the popup, ask the worker. */
export function createPageHandlers({
  store,
  check,
  call,
  queue,
  automation,
  health,
  startOfToday = localMidnight,
}: PageHandlerDependencies): PageHandlers {
  async function actingBlock(): Promise<ActingBlock | null> {
    if (!(await store.readSettings())) return 'not_connected'
    if ((await automation.read()).paused) return 'paused'
    const unreadable = blockedBy(await health.read())
    if (unreadable) return unreadable
    if ((await automation.remaining()) === 0) return 'hourly_limit'
    return null
  }

  async function summary(facebookGroupId: string): Promise<GroupSummary> {
    const since = startOfToday().toISOString()
    const answer = await call((api) => api.extension.summary({ facebookGroupId, since }))
    return { facebookGroupId, ...answer }
  }

  /** `now`: try at once even while waiting to retry after a failure. */
  async function flush(now = false) {
    const { waiting } = await queue.flush({ now })
    await health.resend()
    return { waiting, delivered: waiting === 0 }
  }

  return {
    'connect/hand-off': async ({ token }, sender) => {
      // The page's own origin is the API's: the web app and the API are served together.
      if (!sender.tab?.url || sender.frameId !== 0) throw new Error(HAND_OFF_REFUSED_MESSAGE)
      const settings = { apiUrl: new URL(sender.tab.url).origin, token }
      await store.writeSettings(settings)
      const state = await check(settings)
      await store.writeState(state)
      if (state.status === 'connected') {
        // Makes the extension known to the API under the new token, with what it knows of
        // Facebook's page: "unknown" until a member-requests page has been read.
        const current = await health.read()
        await health.report(current.status, current.detail, current.pageUrl)
        await flush(true)
      }
      return state
    },
    'capture/submit': async ({ facebookGroupId, requests }) => {
      await queue.add(captureBatches(facebookGroupId, requests))
      return flush()
    },
    'capture/flush': ({ now }) => flush(now),
    'actions/plan': async ({ facebookGroupId }): Promise<ActionPlan> => {
      // The page asks every few seconds: a health report the API missed goes again with it.
      await health.resend()
      const settings = await automation.read()
      const pause = { minMs: settings.minPauseSeconds * 1000, maxMs: settings.maxPauseSeconds * 1000 }
      const blocked = await actingBlock()
      if (blocked) return { actions: [], pause, blocked }
      const actions = await call((api) => api.extension.actions({ facebookGroupId }))
      return { actions: actions.filter((action) => ACTING_TYPES.includes(action.type)), pause, blocked: null }
    },
    'actions/claim': async () => {
      return automation.claim(blockedBy(await health.read()))
    },
    'actions/result': async ({ actionId, status, error }) => {
      await reportResult(queue, actionId, status, error)
      await flush()
      return null
    },
    'health/report': ({ status, detail, pageUrl }) => health.report(status, detail, pageUrl),
    'health/get': () => health.read(),
    'automation/get': () => automation.read(),
    'automation/update': ({ changes }) => automation.update(changes),
    'group/summary': ({ facebookGroupId }) => summary(facebookGroupId),
    'group/connect': async ({ facebookGroupId }) => {
      await call((api) => api.groups.create({ facebookGroupId }))
      // Requests captured before the group was connected were waiting for it.
      await flush(true)
      return summary(facebookGroupId)
    },
  }
}

/** An action's outcome goes through the delivery queue, so the API hears of it even after an outage. */
export async function reportResult(
  queue: DeliveryQueue,
  actionId: number,
  status: 'done' | 'failed',
  error: string | null,
) {
  await queue.add([{ kind: 'action-result', actionId, status, error }])
}
