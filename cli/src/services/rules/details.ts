import type { AutoApprovalSettings } from '@joinflow/sdk'
import { renderDetails } from '../../ui/index.js'

const yesNo = (value: boolean) => (value ? 'Yes' : 'No')
const list = (values: string[], empty: string) => (values.length > 0 ? values.join(', ') : empty)

/** The settings in the order of the web app's form. */
export function renderRules(settings: AutoApprovalSettings): void {
  renderDetails([
    ['Auto-approval', settings.enabled ? 'On' : 'Off'],
    ['Require email', yesNo(settings.requireEmail)],
    ['Required keywords', list(settings.requiredKeywords, '(none)')],
    ['Blocked keywords', list(settings.blockedKeywords, '(none)')],
    ['Max approvals per hour', String(settings.maxApprovalsPerHour)],
    ['Min account age', settings.minAccountAgeDays > 0 ? `${settings.minAccountAgeDays} days` : 'Off'],
    ['Require all answers', yesNo(settings.requireAllAnswers)],
    ['Require rules agreement', yesNo(settings.requireRulesAgreement)],
    ['Require phone', yesNo(settings.requirePhone)],
    ['Allowed locations', list(settings.allowedLocations, '(anywhere)')],
    ['Blocked locations', list(settings.blockedLocations, '(none)')],
  ])
}
