import type { MessageHandlers } from './router'
import { createTabTasks, RefusedTabTask } from './tab-tasks'

type WelcomeHandlers = Pick<MessageHandlers, 'welcome/send' | 'welcome/pending' | 'welcome/sent'>

export const WELCOME_TIMEOUT_MESSAGE = "Facebook's conversation page did not send the message in time."
export const WELCOME_REFUSED_MESSAGE = 'Only a Facebook page can ask for a welcome message.'

type Outcome = { status: 'done' | 'failed'; error: string | null }

export interface WelcomeSenderOptions {
  tabs: Pick<typeof chrome.tabs, 'create' | 'remove'>
  /** Hands the outcome on to the API (through the delivery queue, so it is never lost). */
  report: (actionId: number, status: 'done' | 'failed', error: string | null) => Promise<void>
  timeoutMs?: number
}

/** Welcome messages go out from the member's conversation page, opened in the background. */
export function createWelcomeSender({ tabs, report, timeoutMs = 30_000 }: WelcomeSenderOptions): WelcomeHandlers {
  const tasks = createTabTasks<{ actionId: number; message: string }, Outcome>({ tabs, timeoutMs })

  return {
    'welcome/send': async ({ actionId, facebookUserId, message }, sender) => {
      const path = `/messages/t/${encodeURIComponent(facebookUserId)}`
      const outcome = await tasks
        .run(sender, path, { actionId, message }, { status: 'failed', error: WELCOME_TIMEOUT_MESSAGE })
        .catch((error: unknown) => {
          throw error instanceof RefusedTabTask ? new Error(WELCOME_REFUSED_MESSAGE) : error
        })
      await report(actionId, outcome.status, outcome.error)
      return outcome
    },
    'welcome/pending': async (_message, sender) => tasks.taskOf(sender),
    'welcome/sent': async ({ actionId, status, error }, sender) => {
      tasks.settle(sender, { status, error }, (task) => task.actionId === actionId)
      return null
    },
  }
}
