/*
 * Editable page text. The order page's two headings are stored as
 * contentKey/contentValue rows and read as { mainHeading, subtitle }; a
 * missing row reads as the spec's default.
 */
import PageContent from '#models/page_content'
import { PAGE_CONTENT_SEEDS } from '#services/infra/reference_data'

export interface OrderPageContent {
  mainHeading: string
  subtitle: string
}

export const ORDER_PAGE = 'order'

export const ORDER_PAGE_KEYS: Record<keyof OrderPageContent, string> = {
  mainHeading: 'main_heading',
  subtitle: 'subtitle',
}

function seededValue(contentKey: string) {
  return PAGE_CONTENT_SEEDS.find((row) => row.page === ORDER_PAGE && row.contentKey === contentKey)!.contentValue
}

export async function readOrderPageContent(): Promise<OrderPageContent> {
  const rows = await PageContent.query().where('page', ORDER_PAGE)
  const stored = (contentKey: string) =>
    rows.find((row) => row.contentKey === contentKey)?.contentValue ?? seededValue(contentKey)
  return { mainHeading: stored(ORDER_PAGE_KEYS.mainHeading), subtitle: stored(ORDER_PAGE_KEYS.subtitle) }
}
