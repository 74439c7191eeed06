import type { DeletedRecord, JoinFlowClient, MessageTemplate } from '@joinflow/sdk'
import { renderInfo, renderResult, renderSuccess, withSpinner } from '../../ui/index.js'

export interface RemoveTemplateOptions {
  id: number
  /** Asks before deleting; absent when the caller already confirmed (`--yes`). */
  confirm?: (template: MessageTemplate) => Promise<boolean>
}

export async function removeTemplate({ id, confirm }: RemoveTemplateOptions, client: JoinFlowClient): Promise<DeletedRecord | { id: number; removed: false }> {
  if (confirm) {
    const template = await withSpinner('Loading the template', () => client.templates.get(id))
    if (!(await confirm(template))) {
      const kept = { id, removed: false as const }
      renderResult(kept, () => renderInfo({ headline: `Kept template "${template.name}".` }))
      return kept
    }
  }
  await withSpinner('Deleting the template', () => client.templates.delete(id))
  const deleted = { id }
  renderResult(deleted, () => renderSuccess({ headline: `Deleted template ${id}.` }))
  return deleted
}
