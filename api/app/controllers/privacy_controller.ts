import type { HttpContext } from '@adonisjs/core/http'
import UpdatePrivacySettings, { privacySettingsOf } from '#actions/privacy/update_privacy_settings'
import { eraseByEmail } from '#services/deliveries/privacy'
import { eraseMemberDataValidator, privacySettingsValidator } from '#validators/delivery'

/** How long member contact data is kept, and erasing one person's data on request. */
export default class PrivacyController {
  async show({ auth }: HttpContext) {
    return privacySettingsOf(auth.getUserOrFail().id)
  }

  async update({ auth, request }: HttpContext) {
    const input = await request.validateUsing(privacySettingsValidator)
    return new UpdatePrivacySettings().handle(auth.getUserOrFail().id, input)
  }

  async erase({ auth, request }: HttpContext) {
    const { email } = await request.validateUsing(eraseMemberDataValidator)
    return { erased: await eraseByEmail(auth.getUserOrFail().id, email) }
  }
}
