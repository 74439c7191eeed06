import type { HttpContext } from '@adonisjs/core/http'
import SaveWelcomeMessage from '#actions/groups/save_welcome_message'
import { welcomeMessageValidator } from '#validators/welcome_message'
import { findOwnedGroup } from '#services/infra/owned_records'

/** The message a group's new members get, and the post they are tagged in. */
export default class WelcomeMessagesController {
  async show({ auth, bouncer, params }: HttpContext) {
    const group = await findOwnedGroup(auth.getUserOrFail(), params.id)
    await bouncer.with('GroupPolicy').authorize('view', group)
    return group.welcomeSettings
  }

  async update({ auth, bouncer, params, request }: HttpContext) {
    const owner = auth.getUserOrFail()
    const group = await findOwnedGroup(owner, params.id)
    await bouncer.with('GroupPolicy').authorize('update', group)
    const settings = await request.validateUsing(welcomeMessageValidator, { meta: { userId: owner.id } })
    return new SaveWelcomeMessage().handle(group, settings)
  }
}
