import type { JoinFlowClient } from '@joinflow/sdk'
import { writeFile } from 'node:fs/promises'
import { exportSetup, type CredentialFields } from '../../setup/export.js'
import { renderResult, renderSuccess, renderText, withSpinner } from '../../ui/index.js'
import { readCurrentState } from '../apply/current.js'

export interface ExportOptions {
  /** The file to write. */
  output: string
}

/** Writes the account's setup in the format `joinflow apply` reads, to copy it to another account. */
export async function exportSetupFile({ output: file }: ExportOptions, client: JoinFlowClient): Promise<void> {
  const [current, credentialFields] = await withSpinner('Reading the account', () =>
    Promise.all([readCurrentState(client, () => true), readCredentialFields(client)]),
  )
  const exported = exportSetup(current, credentialFields)
  // `-o -`: the file itself is the output, so nothing else is printed on stdout.
  if (file === '-') return renderText(exported.text)
  await writeFile(file, exported.text, { mode: 0o644 })
  const counts = {
    templates: current.templates.length,
    groups: current.groups.length,
    integrations: current.integrations.length - exported.skipped.length,
  }
  renderResult({ file, ...counts, secrets: exported.secrets, skipped: exported.skipped }, () =>
    renderSuccess({
      headline: `Wrote ${file}.`,
      body: [
        `${counts.groups} groups, ${counts.templates} templates and ${counts.integrations} integrations.`,
        ...(exported.secrets.length
          ? [`Secrets are not exported: set ${exported.secrets.join(', ')} before applying the file.`]
          : []),
        ...(exported.skipped.length
          ? [`Left out, as they sign in through the platform's own page: ${exported.skipped.join(', ')}. Connect them in the web app.`]
          : []),
      ],
      nextSteps: [`Apply it to another account with \`joinflow apply -f ${file}\`.`],
    }),
  )
}

/** Fields the spec names on their own (`apiKey`, `listId`) are written as such, not as credentials. */
const OWN_FIELDS = new Set(['apiKey', 'listId'])

async function readCredentialFields(client: JoinFlowClient): Promise<CredentialFields> {
  const [email, sms] = await Promise.all([client.catalog.email(), client.catalog.sms()])
  const fields: CredentialFields = new Map()
  for (const [type, platforms] of [['email', email.platforms], ['sms', sms.platforms]] as const) {
    for (const platform of platforms) {
      const required = platform.credentialFields.filter((field) => field.required && !OWN_FIELDS.has(field.name))
      fields.set(`${type}/${platform.id}`, required.map((field) => field.name))
    }
  }
  return fields
}
