import type { HttpContext } from '@adonisjs/core/http'
import { administer } from '#abilities/main'
import { subscriptionListFilterValidator, validListFilter } from '#validators/admin_lists'
import { findSubscription, listSubscriptions } from '#services/admin/admin_orders'
import { contentRange, parseListQuery } from '#services/infra/list_query'

/** Every subscription, read-only. */
export default class AdminSubscriptionsController {
  async index({ bouncer, request, response }: HttpContext) {
    await bouncer.authorize(administer)
    const list = parseListQuery(request.qs())
    const { subscriptions, total, range } = await listSubscriptions(list, await validListFilter(subscriptionListFilterValidator, list))
    response.header('Content-Range', contentRange('subscriptions', range.start, subscriptions.length, total))
    return subscriptions
  }

  async show({ bouncer, params }: HttpContext) {
    await bouncer.authorize(administer)
    return findSubscription(params.subscriptionId)
  }
}
