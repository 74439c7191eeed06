import type { HttpContext } from '@adonisjs/core/http'
import ConnectGroup from '#actions/groups/connect_group'
import UpdateGroup from '#actions/groups/update_group'
import DisconnectGroup from '#actions/groups/disconnect_group'
import { createGroupValidator, updateGroupValidator } from '#validators/group'
import { findOwnedGroup } from '#services/infra/owned_records'
import { serializeGroup, serializeGroups } from '#services/groups/group_stats'
import { GROUP_LIST, listGroups } from '#services/groups/group_list'
import { contentRange, parseListQuery } from '#services/infra/list_query'

/** The owner's connected Facebook groups. */
export default class GroupsController {
  async index({ auth, request, response }: HttpContext) {
    const { groups, total, range } = await listGroups(auth.getUserOrFail(), parseListQuery(request.qs(), GROUP_LIST))
    response.header('Content-Range', contentRange('groups', range.start, groups.length, total))
    return groups
  }

  async store({ auth, request, response }: HttpContext) {
    const { url, facebookGroupId, name, description } = await request.validateUsing(createGroupValidator)
    const group = await new ConnectGroup().handle({
      owner: auth.getUserOrFail(),
      // The validator requires one of the two; a pasted URL wins over an id read from it.
      address: (url ?? facebookGroupId)!,
      name,
      description,
    })
    return response.created(serializeGroup(group))
  }

  async show({ auth, bouncer, params }: HttpContext) {
    const group = await findOwnedGroup(auth.getUserOrFail(), params.id)
    await bouncer.with('GroupPolicy').authorize('view', group)
    const [json] = await serializeGroups(group.userId, [group])
    return json
  }

  async update({ auth, bouncer, params, request }: HttpContext) {
    const group = await findOwnedGroup(auth.getUserOrFail(), params.id)
    await bouncer.with('GroupPolicy').authorize('update', group)
    const input = await request.validateUsing(updateGroupValidator)
    const [json] = await serializeGroups(group.userId, [await new UpdateGroup().handle(group, input)])
    return json
  }

  async destroy({ auth, bouncer, params }: HttpContext) {
    const group = await findOwnedGroup(auth.getUserOrFail(), params.id)
    await bouncer.with('GroupPolicy').authorize('delete', group)
    return new DisconnectGroup().handle(group)
  }
}
