import { createApiClient } from './background/api-client'
import { createAutomation } from './background/automation'
import { checkConnection } from './background/check-connection'
import { createConnectionHandlers } from './background/connection-handlers'
import { createConnectionStore } from './background/connection-store'
import { createDeliveryQueue } from './background/delivery-queue'
import { createHealth } from './background/health'
import { createPageHandlers, reportResult } from './background/page-handlers'
import { createMessageRouter } from './background/router'
import { createTagSender } from './background/tag-sender'
import { createWelcomeSender } from './background/welcome-sender'

/** Retries what waits for the API; Chrome runs alarms at most every 30 seconds. */
const RETRY_ALARM = 'delivery-retry'

const area = chrome.storage.local
const store = createConnectionStore(area)
const call = createApiClient(() => store.readSettings())
const queue = createDeliveryQueue({
  area,
  call,
  onWaiting: async (waiting) => {
    if (!waiting) await chrome.alarms.clear(RETRY_ALARM)
    else if (!(await chrome.alarms.get(RETRY_ALARM))) {
      await chrome.alarms.create(RETRY_ALARM, { periodInMinutes: 0.5 })
    }
  },
})
const health = createHealth(area, call, chrome.runtime.getManifest().version)

chrome.runtime.onMessage.addListener(
  createMessageRouter({
    ...createConnectionHandlers(store),
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
  if (name === RETRY_ALARM) void queue.flush().then(() => health.resend())
})

// A fresh install cannot do anything until it knows the JoinFlow address and a token.
chrome.runtime.onInstalled.addListener(({ reason }) => {
  if (reason === chrome.runtime.OnInstalledReason.INSTALL) void chrome.runtime.openOptionsPage()
})
