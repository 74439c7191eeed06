import type { MessageTemplate } from '@joinflow/sdk'
import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { approveTemplate } from '../../services/templates/approve.js'
import { canPrompt, promptConfirm, renderDetails } from '../../ui/index.js'
import { examples, parseId, parseWholeNumber } from '../shared.js'

/** On a terminal without --reviewed-version: the text as it is now, then the question; the version shown is the one approved. */
async function review(template: MessageTemplate): Promise<boolean> {
  renderDetails([
    ['Template', `${template.name} (ID ${template.id})`],
    ['Version', String(template.version)],
    ['Category', template.category],
    ['Text', template.template],
  ])
  return promptConfirm({ message: `Approve version ${template.version} of "${template.name}" for automated messages?` })
}

export function registerTemplatesApprove(templates: Command): void {
  templates
    .command('approve')
    .description('Approve the version of a template you reviewed (needs the manage_content permission)')
    .argument('<id>', 'the template ID shown by `joinflow templates list`', parseId)
    .option(
      '--reviewed-version <n>',
      'the version of the text you reviewed (shown by `joinflow templates list`); required when not on a terminal',
      parseWholeNumber,
    )
    .addHelpText(
      'after',
      examples('joinflow templates approve 9', 'joinflow templates approve 9 --reviewed-version 3 --json'),
    )
    .action(async (id: number, flags: { reviewedVersion?: number }) => {
      await approveTemplate({ id, version: flags.reviewedVersion, review: canPrompt() ? review : undefined }, await signedInClient())
    })
}
