import type { HttpContext } from '@adonisjs/core/http'
import { inject } from '@adonisjs/core'
import RefreshGroupPicture from '#actions/groups/refresh_group_picture'
import { GroupPictureException } from '#services/groups/facebook_page'
import { findOwnedGroup } from '#services/infra/owned_records'
import { serializeGroups } from '#services/groups/group_stats'

/** A group's cover image, read again from its Facebook page. */
export default class GroupPicturesController {
  @inject()
  async update({ auth, bouncer, params, response }: HttpContext, refreshPicture: RefreshGroupPicture) {
    const group = await findOwnedGroup(auth.getUserOrFail(), params.id)
    await bouncer.with('GroupPolicy').authorize('update', group)
    try {
      await refreshPicture.handle(group)
    } catch (error) {
      /*
       * Answered here because the error handler hides the message of every
       * 5xx, and the web app tells "Connection Issue" (502) apart by it.
       */
      if (error instanceof GroupPictureException) {
        return response.status(error.status).send({ message: error.message, code: error.code })
      }
      throw error
    }
    const [json] = await serializeGroups(group.userId, [group])
    return json
  }
}
