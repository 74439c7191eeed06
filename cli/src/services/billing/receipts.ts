import type { JoinFlowClient, Receipt } from '@joinflow/sdk'
import { renderInfo, renderResult, renderTable, withSpinner } from '../../ui/index.js'
import { day } from './show.js'

export async function listReceipts(client: JoinFlowClient): Promise<Receipt[]> {
  const receipts = await withSpinner('Loading receipts', () => client.billing.receipts())
  renderResult(receipts, () => {
    if (receipts.length === 0) {
      renderInfo({ headline: 'No charges yet.' })
      return
    }
    renderTable(
      [
        { header: 'Receipt', value: (receipt) => receipt.receiptNumber },
        { header: 'Date', value: (receipt) => day(receipt.paidAt) },
        { header: 'For', value: (receipt) => receipt.description },
        { header: 'Amount', value: (receipt) => receipt.amount.formatted },
      ],
      receipts,
    )
  })
  return receipts
}
