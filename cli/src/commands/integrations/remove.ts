import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import type { AnyIntegration } from '../../services/integrations/kinds.js'
import { removeIntegration } from '../../services/integrations/remove.js'
import { confirmation, examples, parseId } from '../shared.js'

export function registerIntegrationsRemove(integrations: Command): void {
  integrations
    .command('rm')
    .alias('remove')
    .description('Remove an integration; asks first unless --yes is given')
    .argument('<id>', 'the integration ID shown by `joinflow integrations list`', parseId)
    .option('-y, --yes', 'remove without asking (required when not on a terminal)')
    .addHelpText('after', examples('joinflow integrations rm 5', 'joinflow integrations rm 5 --yes --json'))
    .action(async (id: number, flags: { yes?: boolean }) => {
      const confirm = confirmation(
        flags.yes,
        (integration: AnyIntegration) => `Remove "${integration.name}" (ID ${integration.id})? New members will no longer be sent there.`,
        'Removing an integration cannot be undone, so scripts confirm it with --yes.',
      )
      await removeIntegration({ id, confirm }, await signedInClient())
    })
}
