import type { HttpContext } from '@adonisjs/core/http'
import { ChangeUserRole, ChangeUserStatus, UpdateUserAccess } from '#actions/admin/change_user_access'
import { administer } from '#abilities/main'
import { changeRoleValidator, changeStatusValidator, updateUserValidator } from '#validators/admin_user'
import { userListFilterValidator, validListFilter } from '#validators/admin_lists'
import { adminUser, findUser, listUsers } from '#services/admin/admin_users'
import { contentRange, parseListQuery } from '#services/infra/list_query'

/** Super admins manage every account's role and active status. */
export default class AdminUsersController {
  async index({ bouncer, request, response }: HttpContext) {
    await bouncer.authorize(administer)
    const list = parseListQuery(request.qs())
    const { users, total, range } = await listUsers(list, await validListFilter(userListFilterValidator, list))
    response.header('Content-Range', contentRange('users', range.start, users.length, total))
    return users
  }

  async show({ bouncer, params }: HttpContext) {
    await bouncer.authorize(administer)
    return adminUser(await findUser(params.id))
  }

  /** The users resource's edit: role and active status together. */
  async update({ auth, bouncer, params, request }: HttpContext) {
    await bouncer.authorize(administer)
    const user = await findUser(params.id)
    const input = await request.validateUsing(updateUserValidator, { meta: { currentRole: user.role } })
    return adminUser(await new UpdateUserAccess().handle(user, auth.getUserOrFail(), input))
  }

  async updateRole({ auth, bouncer, params, request }: HttpContext) {
    await bouncer.authorize(administer)
    const user = await findUser(params.id)
    const input = await request.validateUsing(changeRoleValidator)
    return adminUser(await new ChangeUserRole().handle(user, auth.getUserOrFail(), input))
  }

  async updateStatus({ auth, bouncer, params, request }: HttpContext) {
    await bouncer.authorize(administer)
    const user = await findUser(params.id)
    const input = await request.validateUsing(changeStatusValidator)
    return adminUser(await new ChangeUserStatus().handle(user, auth.getUserOrFail(), input))
  }
}
