import type { HttpContext } from '@adonisjs/core/http'
import { MarkExtensionSeen, callingTokenId } from '#actions/extension/mark_extension_seen'
import { RecordActionResult } from '#actions/requests/record_action_result'
import { findOwnedAction, pendingActions } from '#services/extension/extension_action_queue'
import { defineList, parseListQuery } from '#services/infra/list_query'
import { actionFilterValidator, actionResultValidator } from '#validators/capture'

/** Oldest first, always: the extension carries actions out in the order they were decided. */
const ACTION_LIST = defineList({ resource: 'actions', sorts: {}, filters: { groupId: 'id', facebookGroupId: 'text' } })

/** The work the extension carries out on Facebook for the owner, and how it went. */
export default class ExtensionActionsController {
  async index({ auth, request }: HttpContext) {
    const { filter } = await actionFilterValidator.validate({ filter: parseListQuery(request.qs(), ACTION_LIST).filter })
    const userId = auth.getUserOrFail().id
    await new MarkExtensionSeen().handle({ userId, accessTokenId: callingTokenId(auth) })
    return pendingActions(userId, filter)
  }

  async result({ auth, params, request }: HttpContext) {
    const userId = auth.getUserOrFail().id
    const action = await findOwnedAction(userId, params.id)
    const result = await request.validateUsing(actionResultValidator)
    await new MarkExtensionSeen().handle({ userId, accessTokenId: callingTokenId(auth) })
    const recorded = await new RecordActionResult().handle(action, result)
    return { id: Number(recorded.id), status: recorded.status }
  }
}
