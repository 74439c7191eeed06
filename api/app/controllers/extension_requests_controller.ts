import type { HttpContext } from '@adonisjs/core/http'
import { MarkExtensionSeen, callingTokenId } from '#actions/extension/mark_extension_seen'
import { CaptureRequests } from '#actions/requests/capture_requests'
import { captureBatchValidator, cleanCapturedRequests } from '#validators/capture'

/** Join requests the extension captured on a group's member-requests page. */
export default class ExtensionRequestsController {
  async store({ auth, request, response, logger }: HttpContext) {
    const { facebookGroupId, requests } = await request.validateUsing(captureBatchValidator)
    const { valid, refused } = cleanCapturedRequests(requests)
    const userId = auth.getUserOrFail().id
    await new MarkExtensionSeen().handle({ userId, accessTokenId: callingTokenId(auth) })
    const results = await new CaptureRequests().handle({ userId, facebookGroupId, items: valid })
    if (!refused.length) return { results, rejected: [] }

    // Ids, rules and the fixed reason only: what the person wrote stays out of the logs.
    for (const { index, reason, errors } of refused) {
      const fields = errors.map(({ field }) => field.replace(/^requests\.\d+\.?/, ''))
      logger.warn({ userId, facebookGroupId, index, reason, rules: errors.map(({ rule }) => rule), fields }, 'capture item refused')
    }
    // Older extensions let go of a batch answered 422 once its storable items are stored: the answer keeps that shape.
    const errors = refused.flatMap((item) => item.errors)
    return response.unprocessableEntity({ message: errors[0].message, code: 'E_VALIDATION_ERROR', errors, results, rejected: refused })
  }
}
