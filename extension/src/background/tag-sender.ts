import type { ActionOutcome, WelcomeTag } from '../messages'
import type { MessageHandlers } from './router'
import { createTabTasks, RefusedTabTask } from './tab-tasks'

type TagHandlers = Pick<MessageHandlers, 'tags/post' | 'tags/pending' | 'tags/posted'>

export const TAGS_TIMEOUT_MESSAGE = "Facebook's welcome post did not take the comment in time."
export const TAGS_REFUSED_MESSAGE = 'Only a Facebook page can ask for tags in the welcome post.'

export interface TagSenderOptions {
  tabs: Pick<typeof chrome.tabs, 'create' | 'remove'>
  /** Hands each outcome on to the API (through the delivery queue, so it is never lost). */
  report: (outcomes: ActionOutcome[]) => Promise<void>
  timeoutMs?: number
}

/** The welcome post's path, opened on the Facebook host of the page that asked. */
function postPath(postUrl: string) {
  const url = new URL(postUrl)
  return `${url.pathname}${url.search}`
}

/**
 * New members are tagged in a comment on the group's welcome post, opened in the background. Every
 * member of the batch gets an outcome, also when the post page never answers.
 */
export function createTagSender({ tabs, report, timeoutMs = 60_000 }: TagSenderOptions): TagHandlers {
  const tasks = createTabTasks<WelcomeTag[], ActionOutcome[]>({ tabs, timeoutMs })

  return {
    'tags/post': async ({ postUrl, members }, sender) => {
      const timedOut = members.map(({ actionId }) => ({ actionId, status: 'failed' as const, error: TAGS_TIMEOUT_MESSAGE }))
      const posted = await tasks.run(sender, postPath(postUrl), members, timedOut).catch((error: unknown) => {
        throw error instanceof RefusedTabTask ? new Error(TAGS_REFUSED_MESSAGE) : error
      })
      // A member the page did not answer for is not left pending.
      const outcomes = timedOut.map((missing) => posted.find(({ actionId }) => actionId === missing.actionId) ?? missing)
      await report(outcomes)
      return outcomes
    },
    'tags/pending': async (_message, sender) => tasks.taskOf(sender),
    'tags/posted': async ({ outcomes }, sender) => {
      tasks.settle(sender, outcomes, (members) =>
        outcomes.every(({ actionId }) => members.some((member) => member.actionId === actionId)),
      )
      return null
    },
  }
}
