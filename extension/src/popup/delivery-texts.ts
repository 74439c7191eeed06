import type { WaitingProblem } from '../messages'
import { t } from '../ui/i18n'

/** Every word the popup's delivery report shows, in one place, in the browser's language (ui/i18n.ts). */

/** "14:05", in the browser's own clock format. */
const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

export const DELIVERY_TEXTS = {
  waiting: (count: number) => (count === 1 ? t('waitingOne') : t('waitingMany', count)),
  nextTry: (retryAt: string) => t('nextTry', clock(retryAt)),
  unsentTitle: (count: number) => t('unsentTitle', count),
  get unsentHint() {
    return t('unsentHint')
  },
  get noName() {
    return t('noName')
  },
  unsentPlace: (facebookGroupId: string, facebookUserId: string) =>
    facebookUserId ? t('unsentPlaceUser', facebookGroupId, facebookUserId) : t('unsentPlace', facebookGroupId),
  get dismiss() {
    return t('dismiss')
  },
  dismissLabel: (name: string) => t('dismissLabel', name),
  /** A heading and what to do for each reason deliveries wait. */
  problem(problem: WaitingProblem): { title: string; detail: string } {
    const kept = problem.requests
      ? problem.requests === 1
        ? t('keptOne')
        : t('keptMany', problem.requests)
      : t('keptNothingLost')
    if (problem.status === null) {
      return { title: t('problemUnreachable'), detail: `${problem.message} ${kept}` }
    }
    if (problem.status === 401) {
      return { title: t('problemToken'), detail: `${t('problemTokenDetail')} ${kept}` }
    }
    if (problem.status === 403) {
      return { title: t('problemForbidden'), detail: `${problem.message} ${t('problemForbiddenDetail')} ${kept}` }
    }
    if (problem.code === 'E_GROUP_NOT_CONNECTED') {
      return { title: t('problemGroup'), detail: `${t('problemGroupDetail', problem.facebookGroupIds.join(', '))} ${kept}` }
    }
    if (problem.status === 408 || problem.status === 429 || problem.status >= 500) {
      return { title: t('problemBusy'), detail: t('problemBusyDetail', problem.status, problem.message) }
    }
    return {
      title: t('problemRefused', problem.status),
      detail: `${problem.message} ${kept} ${t('problemRefusedDetail')}`,
    }
  },
}
