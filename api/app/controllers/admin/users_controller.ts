import type { HttpContext } from '@adonisjs/core/http'
import { ChangeUserRole, ChangeUserStatus } from '#actions/admin/change_user_access'
import { administer } from '#abilities/main'
import { changeRoleValidator, changeStatusValidator } from '#validators/admin_user'
import { USER_LIST, adminUser, findUser, listUsers } from '#services/admin_users'
import { contentRange, parseListQuery } from '#services/list_query'

/** Super admins manage every account's role and active status. */
export default class AdminUsersController {
  async index({ bouncer, request, response }: HttpContext) {
    await bouncer.authorize(administer)
    const { users, total, range } = await listUsers(parseListQuery(request.qs(), USER_LIST))
    response.header('Content-Range', contentRange('users', range.start, users.length, total))
    return users
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
