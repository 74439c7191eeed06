import { createConnectionHandlers } from './background/connection-handlers'
import { createConnectionStore } from './background/connection-store'
import { createMessageRouter } from './background/router'

const store = createConnectionStore(chrome.storage.local)

chrome.runtime.onMessage.addListener(createMessageRouter(createConnectionHandlers(store)))

// A fresh install cannot do anything until it knows the JoinFlow address and a token.
chrome.runtime.onInstalled.addListener(({ reason }) => {
  if (reason === chrome.runtime.OnInstalledReason.INSTALL) void chrome.runtime.openOptionsPage()
})
