import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { groupIdsOf } from '../../services/groups/resolve.js'
import { addIntegration } from '../../services/integrations/add.js'
import type { IntegrationKind } from '../../services/integrations/kinds.js'
import { examples } from '../shared.js'
import { API_KEY_ENV, parseCredential, parseGroups, parseTrigger, parseType, required, resolveApiKey } from './flags.js'

interface AddFlags {
  type: IntegrationKind
  platform?: string
  name?: string
  apiKey?: string
  listId?: string
  credential?: Record<string, string>
  groups?: string[] | null
  trigger?: 'approved' | 'captured'
  welcomeSms?: boolean
  spreadsheet?: string
  sheetName?: string
  description?: string
  url?: string
}

export function registerIntegrationsAdd(integrations: Command): void {
  integrations
    .command('add')
    .description('Connect an email or SMS platform (key tested first), a Google Sheet or a webhook')
    .requiredOption('--type <type>', 'email, sms, sheets or webhook', parseType)
    .option('--platform <id>', 'email and sms: the platform id from `joinflow catalog email|sms`')
    .option('--api-key <key>', `email and sms: the platform key (or set ${API_KEY_ENV}; asked for on a terminal)`)
    .option('--list-id <id>', 'email: the list or audience; sms: the contact list or group new members join')
    .option('--credential <name=value>', 'email and sms: another field the platform needs, repeatable', parseCredential)
    .option('--name <name>', 'a name (email and sms default: "{platform name} Integration")')
    .option('--groups <ids>', 'only these groups: IDs, Facebook addresses or slugs, such as 3,gardeners (default: all)', parseGroups)
    .option('--trigger <when>', 'email and webhook: approved (default) or captured', parseTrigger)
    .option('--welcome-sms', 'sms: text new members who gave a phone number')
    .option('--spreadsheet <id-or-url>', 'sheets: the spreadsheet id or address')
    .option('--sheet-name <tab>', 'sheets: the tab to write to (default Sheet1)')
    .option('--description <text>', 'sheets: a note about the sheet')
    .option('--url <url>', 'webhook: where to POST each new member')
    .addHelpText(
      'after',
      examples(
        `${API_KEY_ENV}=xxxx-us21 joinflow integrations add --type email --platform mailchimp --list-id a1b2c3`,
        'joinflow integrations add --type email --platform activecampaign --credential accountUrl=https://acme.api-us1.com',
        'joinflow integrations add --type sms --platform twilio --credential accountSid=AC123 --credential from=+15550001111 --welcome-sms',
        'joinflow integrations add --type sms --platform clicksend --credential username=owner@example.com --list-id 428',
        'joinflow integrations add --type sheets --name Leads --spreadsheet https://docs.google.com/spreadsheets/d/1AbC/edit',
        'joinflow integrations add --type webhook --name CRM --url https://crm.example.com/joinflow --json',
      ),
    )
    .action(async (flags: AddFlags) => {
      const { type } = flags
      const client = await signedInClient()
      const groupIds = flags.groups ? await groupIdsOf(client, flags.groups) : flags.groups
      const common = { type, name: flags.name, groupIds, trigger: flags.trigger }
      const options =
        type === 'email' || type === 'sms'
          ? {
              ...common,
              platform: required(flags.platform, '--platform', type),
              apiKey: await resolveApiKey(flags.apiKey),
              listId: flags.listId,
              credentials: flags.credential,
              sendWelcomeSms: flags.welcomeSms,
            }
          : type === 'sheets'
            ? {
                ...common,
                name: required(flags.name, '--name', type),
                spreadsheetId: required(flags.spreadsheet, '--spreadsheet', type),
                sheetName: flags.sheetName,
                description: flags.description,
              }
            : { ...common, name: required(flags.name, '--name', type), url: required(flags.url, '--url', type) }
      await addIntegration(options, client)
    })
}
