import { APIResource } from '../resource.js'
import type { OrderPageContent, OrderPageContentUpdateParams } from '../types.js'

export class Content extends APIResource {
  /** Public. */
  getOrderPage(): Promise<OrderPageContent> {
    return this.client.get<OrderPageContent>('/api/content/page/order')
  }

  /** Needs a super admin (or manage_content); a heading left out keeps its text. */
  updateOrderPage(body: OrderPageContentUpdateParams): Promise<OrderPageContent> {
    return this.client.patch<OrderPageContent>('/api/content/page/order', body)
  }
}
