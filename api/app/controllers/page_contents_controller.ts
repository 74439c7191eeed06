import type { HttpContext } from '@adonisjs/core/http'
import SaveOrderPageContent from '#actions/content/save_order_page_content'
import { manageContent } from '#abilities/main'
import { orderPageContentValidator } from '#validators/page_content'
import { readOrderPageContent } from '#services/content/page_content'

/** The order page's editable headings. */
export default class PageContentsController {
  async show() {
    return readOrderPageContent()
  }

  async update({ bouncer, request }: HttpContext) {
    await bouncer.authorize(manageContent)
    const input = await request.validateUsing(orderPageContentValidator)
    return new SaveOrderPageContent().handle(input)
  }
}
