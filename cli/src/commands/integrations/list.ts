import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import type { IntegrationKind } from '../../services/integrations/kinds.js'
import { listIntegrationsCommand } from '../../services/integrations/list.js'
import { examples } from '../shared.js'
import { parseType } from './flags.js'

export function registerIntegrationsList(integrations: Command): void {
  integrations
    .command('list')
    .description('List your email, SMS, Google Sheets and webhook integrations')
    .option('--type <type>', 'only email, sms, sheets or webhook', parseType)
    .addHelpText('after', examples('joinflow integrations list', 'joinflow integrations list --type email --json'))
    .action(async (flags: { type?: IntegrationKind }) => {
      await listIntegrationsCommand({ type: flags.type }, await signedInClient())
    })
}
