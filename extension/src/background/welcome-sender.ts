import type { MessageHandlers } from './router'

type WelcomeHandlers = Pick<MessageHandlers, 'welcome/send' | 'welcome/pending' | 'welcome/sent'>

export const WELCOME_TIMEOUT_MESSAGE = "Facebook's conversation page did not send the message in time."
export const WELCOME_REFUSED_MESSAGE = 'Only a Facebook page can ask for a welcome message.'

interface Waiting {
  actionId: number
  message: string
  settle: (outcome: { status: 'done' | 'failed'; error: string | null }) => void
}

export interface WelcomeSenderOptions {
  tabs: Pick<typeof chrome.tabs, 'create' | 'remove'>
  /** Hands the outcome on to the API (through the delivery queue, so it is never lost). */
  report: (actionId: number, status: 'done' | 'failed', error: string | null) => Promise<void>
  timeoutMs?: number
}

/**
 * Welcome messages go out from a conversation page opened in the background, next to the
 * member-requests page that asked for it, on the same Facebook host. Only that tab is told what
 * to write; the tab is closed once it has answered.
 */
export function createWelcomeSender({ tabs, report, timeoutMs = 30_000 }: WelcomeSenderOptions): WelcomeHandlers {
  const waiting = new Map<number, Waiting>()

  return {
    'welcome/send': async ({ actionId, facebookUserId, message }, sender) => {
      if (!sender.tab?.url) throw new Error(WELCOME_REFUSED_MESSAGE)
      const url = `${new URL(sender.tab.url).origin}/messages/t/${encodeURIComponent(facebookUserId)}`
      const tab = await tabs.create({ url, active: false })
      const tabId = tab.id!
      const outcome = await new Promise<{ status: 'done' | 'failed'; error: string | null }>((resolve) => {
        const timer = setTimeout(() => resolve({ status: 'failed', error: WELCOME_TIMEOUT_MESSAGE }), timeoutMs)
        waiting.set(tabId, {
          actionId,
          message,
          settle: (result) => {
            clearTimeout(timer)
            resolve(result)
          },
        })
      })
      waiting.delete(tabId)
      await tabs.remove(tabId).catch(() => {})
      await report(actionId, outcome.status, outcome.error)
      return outcome
    },
    'welcome/pending': async (_message, sender) => {
      const entry = sender.tab?.id === undefined ? undefined : waiting.get(sender.tab.id)
      return entry ? { actionId: entry.actionId, message: entry.message } : null
    },
    'welcome/sent': async ({ actionId, status, error }, sender) => {
      const entry = sender.tab?.id === undefined ? undefined : waiting.get(sender.tab.id)
      if (entry?.actionId === actionId) entry.settle({ status, error })
      return null
    },
  }
}
