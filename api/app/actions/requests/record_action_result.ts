import { DateTime } from 'luxon'
import type ExtensionAction from '#models/extension_action'

/**
 * The extension reports how an action went. The request's own status was
 * set when it was decided, so a done approve or decline only completes the
 * action, and a failed one leaves the request as it is and keeps the
 * error for the owner. An action reports once: a repeated report (the
 * extension retrying after a lost answer) changes nothing.
 */
export class RecordActionResult {
  async handle(action: ExtensionAction, result: { status: 'done' | 'failed'; error?: string | null }) {
    if (action.status !== 'pending') return action
    action.status = result.status
    action.error = result.status === 'failed' ? (result.error ?? null) : null
    action.completedAt = DateTime.now()
    return action.save()
  }
}
