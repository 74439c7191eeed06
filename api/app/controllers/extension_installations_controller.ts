import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { ConnectExtension } from '#actions/extension/connect_extension'
import { ReportExtensionHealth } from '#actions/extension/report_extension_health'
import { extensionGroupSummary, extensionStatus } from '#actions/extension/extension_status'
import { MarkExtensionSeen, callingTokenId } from '#actions/extension/mark_extension_seen'
import { extensionHealthValidator, extensionSummaryValidator } from '#validators/extension'

/** The owner's Chrome extension: its health reports, its state for the dashboard, and its hand-off. */
export default class ExtensionInstallationsController {
  async health({ auth, request }: HttpContext) {
    const user = auth.getUserOrFail()
    // Session requests (the web app) have no token; the extension calls with its own.
    const accessTokenId = callingTokenId(auth)
    const report = await request.validateUsing(extensionHealthValidator)
    await new ReportExtensionHealth().handle({ ...report, userId: user.id, accessTokenId })
    return extensionStatus(user.id)
  }

  async status({ auth }: HttpContext) {
    return extensionStatus(auth.getUserOrFail().id)
  }

  async connect({ auth, response }: HttpContext) {
    const token = await new ConnectExtension().handle(auth.getUserOrFail() as User)
    return response.created(token)
  }

  async summary({ auth, request }: HttpContext) {
    const { facebookGroupId, since } = await extensionSummaryValidator.validate(request.qs())
    const userId = auth.getUserOrFail().id
    await new MarkExtensionSeen().handle({ userId, accessTokenId: callingTokenId(auth) })
    return extensionGroupSummary(userId, facebookGroupId, since)
  }
}
