import type { JoinFlowClient, MessageTemplate } from '@joinflow/sdk'
import { renderResult, renderSuccess, withSpinner } from '../../ui/index.js'

export interface ApproveTemplateOptions {
  id: number
}

export async function approveTemplate({ id }: ApproveTemplateOptions, client: JoinFlowClient): Promise<MessageTemplate> {
  const template = await withSpinner('Approving the template', () => client.templates.approve(id))
  renderResult(template, () =>
    renderSuccess({
      headline: `Approved template "${template.name}" (ID ${template.id}).`,
      body: ['It can now be used in welcome messages.'],
    }),
  )
  return template
}
