import type { IterateParams, ListParams, ListResult } from '../list.js'
import { APIResource } from '../resource.js'
import type { Delivery, DeliveryDetail, DeliveryStatus } from '../types.js'

export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['queued', 'delivering', 'delivered', 'retrying', 'failed', 'skipped']

export interface DeliveryFilter {
  status?: DeliveryStatus
  integrationId?: number
  requestId?: number
}

export type DeliveryListParams = ListParams<keyof Delivery, DeliveryFilter>
export type DeliveryIterateParams = IterateParams<keyof Delivery, DeliveryFilter>

export class Deliveries extends APIResource {
  list(params: DeliveryListParams = {}): Promise<ListResult<Delivery>> {
    return this.client.getList<Delivery>('/api/deliveries', params)
  }

  /** Every delivery matching the filter, fetched a page at a time. */
  iterate(params: DeliveryIterateParams = {}): AsyncGenerator<Delivery> {
    return this.client.iterateList<Delivery>('/api/deliveries', params)
  }

  get(id: number): Promise<DeliveryDetail> {
    return this.client.get<DeliveryDetail>(deliveryPath(id))
  }

  /**
   * Queues the delivery again at once; answers with it, queued. One delivered, or being delivered
   * right now, is answered as it is (`delivered`, `delivering`) and not sent again.
   */
  retry(id: number): Promise<Delivery> {
    return this.client.post<Delivery>(`${deliveryPath(id)}/retry`)
  }
}

function deliveryPath(id: number): string {
  return `/api/deliveries/${encodeURIComponent(id)}`
}
