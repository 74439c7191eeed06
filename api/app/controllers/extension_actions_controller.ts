import type { HttpContext } from '@adonisjs/core/http'
import { RecordActionResult } from '#actions/requests/record_action_result'
import { findOwnedAction, pendingActions } from '#services/extension_action_queue'
import { parseListQuery } from '#services/list_query'
import { actionFilterValidator, actionResultValidator } from '#validators/capture'

/** The work the extension carries out on Facebook for the owner, and how it went. */
export default class ExtensionActionsController {
  async index({ auth, request }: HttpContext) {
    const { filter } = await actionFilterValidator.validate({ filter: parseListQuery(request.qs()).filter })
    return pendingActions(auth.getUserOrFail().id, filter)
  }

  async result({ auth, params, request }: HttpContext) {
    const action = await findOwnedAction(auth.getUserOrFail().id, params.id)
    const result = await request.validateUsing(actionResultValidator)
    const recorded = await new RecordActionResult().handle(action, result)
    return { id: Number(recorded.id), status: recorded.status }
  }
}
