import type { WaitingProblem } from '../messages'

/** Every word the popup's delivery report shows, in one place. */

const requestsWord = (count: number) => `${count} captured ${count === 1 ? 'request' : 'requests'}`

/** "14:05", in the browser's own clock format. */
const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

export const DELIVERY_TEXTS = {
  waiting: (count: number) => `${requestsWord(count)} ${count === 1 ? 'is' : 'are'} waiting to be sent to JoinFlow.`,
  nextTry: (retryAt: string) => `The extension tries again at ${clock(retryAt)}.`,
  unsentTitle: (count: number) => `Could not send (${count})`,
  unsentHint:
    'JoinFlow could not store these requests, so they are kept here. Decide them on Facebook yourself, then dismiss them.',
  noName: 'No name',
  unsentPlace: (facebookGroupId: string, facebookUserId: string) =>
    facebookUserId ? `Facebook group ${facebookGroupId} · user ${facebookUserId}` : `Facebook group ${facebookGroupId}`,
  dismiss: 'Dismiss',
  dismissLabel: (name: string) => `Dismiss ${name}`,
  /** A heading and what to do for each reason deliveries wait. */
  problem(problem: WaitingProblem): { title: string; detail: string } {
    const kept = problem.requests
      ? `${requestsWord(problem.requests)} ${problem.requests === 1 ? 'is' : 'are'} kept and sent once this is fixed.`
      : 'Nothing is lost: it is sent once this is fixed.'
    if (problem.status === null) {
      return { title: 'JoinFlow could not be reached', detail: `${problem.message} ${kept}` }
    }
    if (problem.status === 401) {
      return {
        title: "JoinFlow no longer accepts the extension's token",
        detail: `The token may have been revoked. Connect the extension again: choose Connect extension on the JoinFlow dashboard's Chrome Extension card, or enter a new API token in the settings. ${kept}`,
      }
    }
    if (problem.status === 403) {
      return {
        title: "The extension's token may not send requests",
        detail: `${problem.message} Connect the extension again from the JoinFlow dashboard's Chrome Extension card. ${kept}`,
      }
    }
    if (problem.code === 'E_GROUP_NOT_CONNECTED') {
      const groups = problem.facebookGroupIds.join(', ')
      return {
        title: 'A group is not in JoinFlow yet',
        detail: `Facebook group ${groups} is not connected to JoinFlow. Open its member-requests page and choose Connect this group. ${kept}`,
      }
    }
    if (problem.status === 408 || problem.status === 429 || problem.status >= 500) {
      return {
        title: 'JoinFlow is busy or unavailable',
        detail: `JoinFlow answered ${problem.status}: ${problem.message} Nothing is lost: the extension keeps trying by itself.`,
      }
    }
    return {
      title: `JoinFlow refused a batch (${problem.status})`,
      detail: `${problem.message} ${kept} If this goes on, update the extension from chrome://extensions.`,
    }
  },
}
