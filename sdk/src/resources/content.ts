import { APIResource } from '../resource.js'

/** The order page's two editable headings. */
export interface OrderPageContent {
  mainHeading: string
  subtitle: string
}

export class Content extends APIResource {
  /** Public. */
  getOrderPage(): Promise<OrderPageContent> {
    return this.client.get<OrderPageContent>('/api/content/page/order')
  }

  /** Needs a super admin (or manage_content); a heading left out keeps its text. */
  updateOrderPage(body: Partial<OrderPageContent>): Promise<OrderPageContent> {
    return this.client.put<OrderPageContent>('/api/content/page/order', body)
  }
}
