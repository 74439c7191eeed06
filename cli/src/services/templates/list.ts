import type { JoinFlowClient, ListResult, MessageTemplate, TemplateFilter } from '@joinflow/sdk'
import { formatCount, renderInfo, renderResult, renderTable, withSpinner } from '../../ui/index.js'
import { allPages } from '../all_pages.js'
import { approvalLabel } from './labels.js'

export type ListTemplatesOptions = TemplateFilter

export async function listTemplates(filter: ListTemplatesOptions, client: JoinFlowClient): Promise<ListResult<MessageTemplate>> {
  const data = await withSpinner('Loading message templates', () => allPages(client.templates.iterate({ filter })))
  const templates = { data, total: data.length }
  renderResult(templates, () => {
    if (data.length === 0) {
      renderInfo({
        headline: filter.category || filter.q ? 'No message templates match.' : 'No message templates yet.',
        nextSteps: ['Create one with `joinflow templates add --name <name> --text <text>`.'],
      })
      return
    }
    renderTable(
      [
        { header: 'ID', value: (template) => String(template.id) },
        { header: 'Name', value: (template) => template.name },
        { header: 'Category', value: (template) => template.category },
        {
          header: 'Status',
          value: (template) => approvalLabel(template),
          color: (template) => (template.isApproved ? 'green' : 'yellow'),
        },
        { header: 'Version', value: (template) => String(template.version) },
        { header: 'Active', value: (template) => (template.isActive ? 'Yes' : 'No') },
        { header: 'Uses', value: (template) => formatCount(template.usageCount) },
      ],
      data,
    )
  })
  return templates
}
