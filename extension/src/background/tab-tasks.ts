/*
 * Work done in a Facebook tab the worker opens in the background (a welcome message in a
 * conversation, tags in the welcome post): the tab is opened next to the member-requests page that
 * asked for it, on the same Facebook host; only that tab is told its task; the tab is closed once
 * it has answered or the time is up.
 */

export interface TabTasksOptions {
  tabs: Pick<typeof chrome.tabs, 'create' | 'remove'>
  timeoutMs: number
}

export interface TabTasks<Task, Outcome> {
  /** Opens `path` on the asking tab's Facebook host, hands it `task`, and waits for its outcome. */
  run(sender: chrome.runtime.MessageSender, path: string, task: Task, timedOut: Outcome): Promise<Outcome>
  /** The task of the tab that asks, if the worker opened it for one. */
  taskOf(sender: chrome.runtime.MessageSender): Task | null
  /** The tab says how its task went; `accepts` checks the answer is about that task. */
  settle(sender: chrome.runtime.MessageSender, outcome: Outcome, accepts: (task: Task) => boolean): void
}

/** Thrown when a page other than a Facebook tab asks for work in a new tab. */
export class RefusedTabTask extends Error {}

export function createTabTasks<Task, Outcome>({ tabs, timeoutMs }: TabTasksOptions): TabTasks<Task, Outcome> {
  const waiting = new Map<number, { task: Task; settle: (outcome: Outcome) => void }>()
  const entryOf = (sender: chrome.runtime.MessageSender) =>
    sender.tab?.id === undefined ? undefined : waiting.get(sender.tab.id)

  return {
    async run(sender, path, task, timedOut) {
      if (!sender.tab?.url) throw new RefusedTabTask()
      const tab = await tabs.create({ url: `${new URL(sender.tab.url).origin}${path}`, active: false })
      const tabId = tab.id!
      const outcome = await new Promise<Outcome>((resolve) => {
        const timer = setTimeout(() => resolve(timedOut), timeoutMs)
        waiting.set(tabId, {
          task,
          settle: (result) => {
            clearTimeout(timer)
            resolve(result)
          },
        })
      })
      waiting.delete(tabId)
      await tabs.remove(tabId).catch(() => {})
      return outcome
    },
    taskOf: (sender) => entryOf(sender)?.task ?? null,
    settle(sender, outcome, accepts) {
      const entry = entryOf(sender)
      if (entry && accepts(entry.task)) entry.settle(outcome)
    },
  }
}
