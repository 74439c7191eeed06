import type { HttpContext } from '@adonisjs/core/http'
import { REQUEST_LIST, exportRequests } from '#services/requests/member_request_queries'
import { parseListQuery } from '#services/infra/list_query'
import { requestFilterValidator } from '#validators/member_request'

/** The owner's member requests as a CSV download, with the list's filters and sort. */
export default class MemberRequestExportsController {
  async show({ auth, request, response }: HttpContext) {
    const list = parseListQuery(request.qs(), REQUEST_LIST)
    const { filter } = await requestFilterValidator.validate({ filter: list.filter })
    const csv = await exportRequests(auth.getUserOrFail().id, filter, list.sort)
    const day = new Date().toISOString().slice(0, 10)
    response.header('Content-Type', 'text/csv; charset=utf-8')
    response.header('Content-Disposition', `attachment; filename="member-requests-${day}.csv"`)
    response.stream(csv)
  }
}
