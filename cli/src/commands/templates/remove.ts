import type { MessageTemplate } from '@joinflow/sdk'
import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { removeTemplate } from '../../services/templates/remove.js'
import { confirmation, examples, parseId } from '../shared.js'

export function registerTemplatesRemove(templates: Command): void {
  templates
    .command('rm')
    .alias('remove')
    .description('Delete a message template; asks first unless --yes is given')
    .argument('<id>', 'the template ID shown by `joinflow templates list`', parseId)
    .option('-y, --yes', 'delete without asking (required when not on a terminal)')
    .addHelpText('after', examples('joinflow templates rm 9', 'joinflow templates rm 9 --yes --json'))
    .action(async (id: number, flags: { yes?: boolean }) => {
      const confirm = confirmation(
        flags.yes,
        (template: MessageTemplate) => `Delete the template "${template.name}" (ID ${template.id})?`,
        'Deleting a template cannot be undone, so scripts confirm it with --yes.',
      )
      await removeTemplate({ id, confirm }, await signedInClient())
    })
}
