import type { DeletedRecord, JoinFlowClient } from '@joinflow/sdk'
import { renderResult, renderSuccess, withSpinner } from '../../ui/index.js'

export interface RemoveTemplateOptions {
  id: number
}

export async function removeTemplate({ id }: RemoveTemplateOptions, client: JoinFlowClient): Promise<DeletedRecord> {
  await withSpinner('Deleting the template', () => client.templates.delete(id))
  const deleted = { id }
  renderResult(deleted, () => renderSuccess({ headline: `Deleted template ${id}.` }))
  return deleted
}
