import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { removeTemplate } from '../../services/templates/remove.js'
import { examples, parseId } from '../shared.js'

export function registerTemplatesRemove(templates: Command): void {
  templates
    .command('rm')
    .alias('remove')
    .description('Delete a message template')
    .argument('<id>', 'the template ID shown by `joinflow templates list`', parseId)
    .addHelpText('after', examples('joinflow templates rm 9', 'joinflow templates rm 9 --json'))
    .action(async (id: number) => {
      await removeTemplate({ id }, await signedInClient())
    })
}
