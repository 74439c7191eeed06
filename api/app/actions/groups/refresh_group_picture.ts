import { inject } from '@adonisjs/core'
import type Group from '#models/group'
import FacebookPage from '#services/groups/facebook_page'

/**
 * Replaces a group's cover image with the picture on its Facebook page.
 * On any failure (GroupPictureException) the current image is kept.
 */
@inject()
export default class RefreshGroupPicture {
  constructor(protected facebook: FacebookPage) {}

  async handle(group: Group) {
    group.coverImageUrl = await this.facebook.groupPicture(group.facebookGroupId)
    await group.save()
    return group
  }
}
