import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { approveTemplate } from '../../services/templates/approve.js'
import { examples, parseId } from '../shared.js'

export function registerTemplatesApprove(templates: Command): void {
  templates
    .command('approve')
    .description('Approve a template for automated messages (needs the manage_content permission)')
    .argument('<id>', 'the template ID shown by `joinflow templates list`', parseId)
    .addHelpText('after', examples('joinflow templates approve 9', 'joinflow templates approve 9 --json'))
    .action(async (id: number) => {
      await approveTemplate({ id }, await signedInClient())
    })
}
