import type { HttpContext } from '@adonisjs/core/http'
import RetryDeliveries from '#actions/deliveries/retry_deliveries'
import { deliveryFilterValidator } from '#validators/delivery'
import { DELIVERY_LIST, attemptLog, findOwnedDelivery, listDeliveries, presentDelivery } from '#services/deliveries/delivery_queries'
import { findOwnedIntegration } from '#services/integrations/integration_views'
import { contentRange, parseListQuery } from '#services/infra/list_query'

/**
 * json-server's `_start`/`_end`/`_sort`/`_order` as the list protocol's
 * range and sort. Deprecated with the plain `status`, `integrationId` and
 * `requestId` parameters (docs/openapi.yaml): kept for one release, for
 * clients written before every list took `range`, `sort` and `filter`.
 */
function listParameters(qs: Record<string, any>) {
  const converted = { ...qs }
  if (qs._start !== undefined && qs._end !== undefined && qs.range === undefined) {
    converted.range = JSON.stringify([Number(qs._start), Math.max(Number(qs._start), Number(qs._end) - 1)])
  }
  if (qs._sort !== undefined && qs.sort === undefined) converted.sort = JSON.stringify([qs._sort, qs._order ?? 'ASC'])
  return converted
}

/** Every attempt to hand a member to an integration, and trying again. */
export default class DeliveriesController {
  async index({ auth, request, response }: HttpContext) {
    const qs = request.qs()
    const list = parseListQuery(listParameters(qs), DELIVERY_LIST)
    const filter = await deliveryFilterValidator.validate({
      status: qs.status ?? list.filter.status,
      integrationId: qs.integrationId ?? list.filter.integrationId,
      requestId: qs.requestId ?? list.filter.requestId,
    })
    const { rows, total, range } = await listDeliveries(auth.getUserOrFail().id, filter, list)
    response.header('Content-Range', contentRange('deliveries', range.start, rows.length, total))
    return rows.map(presentDelivery)
  }

  async show({ auth, params }: HttpContext) {
    const row = await findOwnedDelivery(auth.getUserOrFail().id, params.id)
    return { ...presentDelivery(row), attemptLog: await attemptLog(Number(row.id)) }
  }

  async retry({ auth, params }: HttpContext) {
    const owner = auth.getUserOrFail()
    const row = await findOwnedDelivery(owner.id, params.id)
    await new RetryDeliveries().one(owner.id, Number(row.id))
    return presentDelivery(await findOwnedDelivery(owner.id, row.id))
  }

  async retryFailed({ auth, params }: HttpContext) {
    const owner = auth.getUserOrFail()
    const integration = await findOwnedIntegration(owner, params.id)
    return { queued: await new RetryDeliveries().failedOf(owner.id, integration.id) }
  }
}
