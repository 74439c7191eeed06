import type { EmailPlatform, JoinFlowClient, SmsPlatform } from '@joinflow/sdk'
import { renderResult, renderTable, withSpinner } from '../../ui/index.js'

export interface CatalogOptions {
  kind: 'email' | 'sms'
  /** Part of the name, description or category. */
  search?: string
}

const AUTH_LABELS: Record<string, string> = { api_key: 'API key', oauth: 'OAuth', both: 'API key or OAuth' }

function matches(search: string | undefined, ...texts: string[]): boolean {
  const needle = search?.trim().toLowerCase()
  return !needle || texts.some((text) => text.toLowerCase().includes(needle))
}

/** The platforms integrations can be added for, with the credential fields each needs. */
export async function showCatalog({ kind, search }: CatalogOptions, client: JoinFlowClient): Promise<EmailPlatform[] | SmsPlatform[]> {
  if (kind === 'email') {
    const { platforms } = await withSpinner('Loading the catalogue', () => client.catalog.email())
    const shown = platforms.filter((platform) => matches(search, platform.id, platform.name, platform.category, platform.description))
    renderResult(shown, () =>
      renderTable(
        [
          { header: 'ID', value: (platform) => platform.id },
          { header: 'Name', value: (platform) => platform.name },
          { header: 'Category', value: (platform) => platform.category },
          { header: 'Sign-in', value: (platform) => AUTH_LABELS[platform.authMethod] ?? platform.authMethod },
          { header: 'Fields', value: (platform) => platform.credentialFields.map(fieldLabel).join(', ') },
          {
            header: 'Available',
            value: (platform) => (platform.adapter ? 'Yes' : 'Not yet'),
            color: (platform) => (platform.adapter ? 'green' : 'yellow'),
          },
        ],
        shown,
      ),
    )
    return shown
  }
  const { platforms } = await withSpinner('Loading the catalogue', () => client.catalog.sms())
  const shown = platforms.filter((platform) => matches(search, platform.id, platform.name, platform.category, platform.description))
  renderResult(shown, () =>
    renderTable(
      [
        { header: 'ID', value: (platform) => platform.id },
        { header: 'Name', value: (platform) => (platform.popular ? `${platform.name} ★` : platform.name) },
        { header: 'Category', value: (platform) => platform.category },
        { header: 'Pricing', value: (platform) => platform.pricing },
        { header: 'Fields', value: (platform) => platform.credentialFields.map(fieldLabel).join(', ') },
        { header: 'Docs', value: (platform) => platform.documentationUrl },
      ],
      shown,
    ),
  )
  return shown
}

/** `apiKey` goes in --api-key, the rest in --credential name=value. */
function fieldLabel(field: { name: string; required: boolean }): string {
  return field.required ? field.name : `${field.name}?`
}
