import type { HttpContext } from '@adonisjs/core/http'
import { MarkExtensionSeen, callingTokenId } from '#actions/extension/mark_extension_seen'
import { CaptureRequests } from '#actions/requests/capture_requests'
import { captureBatchValidator, validateCapturedRequests } from '#validators/capture'

/** Join requests the extension captured on a group's member-requests page. */
export default class ExtensionRequestsController {
  async store({ auth, request, response }: HttpContext) {
    const { facebookGroupId, requests } = await request.validateUsing(captureBatchValidator)
    const { valid, problems } = await validateCapturedRequests(requests)
    const userId = auth.getUserOrFail().id
    await new MarkExtensionSeen().handle({ userId, accessTokenId: callingTokenId(auth) })
    const results = await new CaptureRequests().handle({ userId, facebookGroupId, items: valid })
    if (problems.length) {
      // The valid requests are stored all the same; the answer names the malformed ones.
      return response.unprocessableEntity({ message: problems[0].message, code: 'E_VALIDATION_ERROR', errors: problems, results })
    }
    return { results }
  }
}
