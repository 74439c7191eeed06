import type { Command } from 'commander'
import { examples } from '../shared.js'
import { registerTemplatesAdd } from './add.js'
import { registerTemplatesApprove } from './approve.js'
import { registerTemplatesEdit } from './edit.js'
import { registerTemplatesList } from './list.js'
import { registerTemplatesRemove } from './remove.js'

export function registerTemplates(program: Command): void {
  const templates = program
    .command('templates')
    .description('Manage message templates for welcome messages')
    .addHelpText(
      'after',
      examples(
        'joinflow templates list',
        'joinflow templates add --name "Warm welcome" --text "Hi {first-name}, welcome to {group-name}!" --category welcome',
        'joinflow templates approve 9',
      ),
    )
  registerTemplatesList(templates)
  registerTemplatesAdd(templates)
  registerTemplatesEdit(templates)
  registerTemplatesRemove(templates)
  registerTemplatesApprove(templates)
}
