import type { Command } from 'commander'
import { examples } from '../shared.js'
import { registerIntegrationsAdd } from './add.js'
import { registerIntegrationsList } from './list.js'
import { registerIntegrationsRemove } from './remove.js'
import { registerIntegrationsTest } from './test.js'

export function registerIntegrations(program: Command): void {
  const integrations = program
    .command('integrations')
    .description('Send new members to email and SMS platforms, Google Sheets and webhooks')
    .addHelpText(
      'after',
      examples(
        'joinflow integrations list',
        'joinflow integrations add --type email --platform mailchimp',
        'joinflow integrations test --type sms --platform twilio --credential accountSid=AC123',
        'joinflow integrations rm 5 --yes',
      ),
    )
  registerIntegrationsList(integrations)
  registerIntegrationsAdd(integrations)
  registerIntegrationsTest(integrations)
  registerIntegrationsRemove(integrations)
}
