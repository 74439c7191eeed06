import type { JoinFlowClient, MessageTemplate, TemplateCreateParams } from '@joinflow/sdk'
import { renderResult, renderSuccess, withSpinner } from '../../ui/index.js'
import { PENDING_NOTE } from './labels.js'

export type AddTemplateOptions = TemplateCreateParams

export async function addTemplate(options: AddTemplateOptions, client: JoinFlowClient): Promise<MessageTemplate> {
  const template = await withSpinner('Creating the template', () => client.templates.create(options))
  renderResult(template, () =>
    renderSuccess({
      headline: `Created template "${template.name}" (ID ${template.id}).`,
      body: template.isApproved ? [] : [PENDING_NOTE],
    }),
  )
  return template
}
