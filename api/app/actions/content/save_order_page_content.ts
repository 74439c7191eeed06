import db from '@adonisjs/lucid/services/db'
import PageContent from '#models/page_content'
import { ORDER_PAGE, ORDER_PAGE_KEYS, readOrderPageContent } from '#services/content/page_content'
import type { OrderPageContentInput } from '#validators/page_content'

/** Stores the order page's headings; a heading left out keeps its current text. */
export default class SaveOrderPageContent {
  async handle(input: OrderPageContentInput) {
    await db.transaction(async (trx) => {
      for (const [field, contentKey] of Object.entries(ORDER_PAGE_KEYS)) {
        const contentValue = input[field as keyof OrderPageContentInput]
        if (contentValue === undefined) continue
        await PageContent.updateOrCreate({ page: ORDER_PAGE, contentKey }, { contentValue }, { client: trx })
      }
    })
    return readOrderPageContent()
  }
}
