import type { JoinFlowClient, MessageTemplate, TemplateUpdateParams } from '@joinflow/sdk'
import { renderResult, renderSuccess, withSpinner } from '../../ui/index.js'
import { PENDING_NOTE } from './labels.js'

export interface EditTemplateOptions {
  id: number
  changes: TemplateUpdateParams
}

/** Sends the saved template with the changes, so the fields left out keep their values. */
export async function editTemplate({ id, changes }: EditTemplateOptions, client: JoinFlowClient): Promise<MessageTemplate> {
  const template = await withSpinner('Saving the template', async () => {
    const { name, template, category, description, isActive } = await client.templates.get(id)
    return client.templates.update(id, { name, template, category, description: description ?? undefined, isActive, ...changes })
  })
  renderResult(template, () =>
    renderSuccess({
      headline: `Updated template "${template.name}" (ID ${template.id}).`,
      body: template.isApproved ? [] : [PENDING_NOTE],
    }),
  )
  return template
}
