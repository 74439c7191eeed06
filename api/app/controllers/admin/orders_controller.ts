import type { HttpContext } from '@adonisjs/core/http'
import { administer } from '#abilities/main'
import { orderListFilterValidator, validListFilter } from '#validators/admin_lists'
import { findOrder, listOrders } from '#services/admin/admin_orders'
import { contentRange, parseListQuery } from '#services/infra/list_query'

/** Every order, read-only. */
export default class AdminOrdersController {
  async index({ bouncer, request, response }: HttpContext) {
    await bouncer.authorize(administer)
    const list = parseListQuery(request.qs())
    const { orders, total, range } = await listOrders(list, await validListFilter(orderListFilterValidator, list))
    response.header('Content-Range', contentRange('orders', range.start, orders.length, total))
    return orders
  }

  async show({ bouncer, params }: HttpContext) {
    await bouncer.authorize(administer)
    return findOrder(params.orderId)
  }
}
