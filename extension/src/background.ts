import { createApiClient } from './background/api-client'
import { createAutomation } from './background/automation'
import { checkConnection } from './background/check-connection'
import { createConnectionHandlers } from './background/connection-handlers'
import { createConnectionStore } from './background/connection-store'
import { createDeliveryHandlers } from './background/delivery-handlers'
import { createDeliveryQueue } from './background/delivery-queue'
import { createHealth } from './background/health'
import { createPageHandlers, reportResult } from './background/page-handlers'
import { createMessageRouter } from './background/router'
import { createTagSender } from './background/tag-sender'
import { createWelcomeSender } from './background/welcome-sender'

/** Retries what waits for the API, at the time the queue's backoff (or the API's Retry-After) sets. */
const RETRY_ALARM = 'delivery-retry'

const area = chrome.storage.local
const store = createConnectionStore(area)
const call = createApiClient(() => store.readSettings())
const queue = createDeliveryQueue({
  area,
  call,
  schedule: async (retryAt) => {
    if (!retryAt) await chrome.alarms.clear(RETRY_ALARM)
    else await chrome.alarms.create(RETRY_ALARM, { when: retryAt.getTime() })
  },
})
const health = createHealth(area, call, chrome.runtime.getManifest().version)
const connection = createConnectionHandlers(store)

chrome.runtime.onMessage.addListener(
  createMessageRouter({
    ...connection,
    'settings/save': async (message, sender) => {
      const state = await connection['settings/save'](message, sender)
      // What waited while the token was refused goes as soon as one that works is saved.
      if (state.status === 'connected') void queue.flush({ now: true })
      return state
    },
    ...createDeliveryHandlers(queue),
    ...createPageHandlers({
      store,
      check: checkConnection,
      call,
      queue,
      automation: createAutomation(area),
      health,
    }),
    ...createWelcomeSender({
      tabs: chrome.tabs,
      report: async (actionId, status, error) => {
        await reportResult(queue, actionId, status, error)
        await queue.flush()
      },
    }),
    ...createTagSender({
      tabs: chrome.tabs,
      report: async (outcomes) => {
        for (const { actionId, status, error } of outcomes) await reportResult(queue, actionId, status, error)
        await queue.flush()
      },
    }),
  }),
)

chrome.alarms.onAlarm.addListener(({ name }) => {
  if (name === RETRY_ALARM) void queue.flush({ now: true }).then(() => health.resend())
})

// Chrome may drop alarms when the browser restarts: whatever still waits gets its retry back.
void queue.resume()

// A fresh install cannot do anything until it knows the JoinFlow address and a token.
chrome.runtime.onInstalled.addListener(({ reason }) => {
  if (reason === chrome.runtime.OnInstalledReason.INSTALL) void chrome.runtime.openOptionsPage()
})
