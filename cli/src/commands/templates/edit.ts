import type { TemplateCategory } from '@joinflow/sdk'
import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { editTemplate } from '../../services/templates/edit.js'
import { examples, givenOnly, nothingToChange, parseId } from '../shared.js'
import { categoryOption, PLACEHOLDERS_HELP } from './options.js'

interface EditFlags {
  name?: string
  text?: string
  category?: TemplateCategory
  description?: string
  active?: boolean
}

export function registerTemplatesEdit(templates: Command): void {
  templates
    .command('edit')
    .description('Change a message template; new text sends an approved template back for approval')
    .argument('<id>', 'the template ID shown by `joinflow templates list`', parseId)
    .option('--name <name>', 'a new name')
    .option('--text <text>', `new text; ${PLACEHOLDERS_HELP}`)
    .addOption(categoryOption('a new category'))
    .option('--description <text>', 'a new description')
    .option('--active', 'offer the template again')
    .option('--no-active', 'stop offering the template')
    .addHelpText(
      'after',
      examples('joinflow templates edit 9 --text "Hello {first-name}!"', 'joinflow templates edit 9 --no-active --json'),
    )
    .action(async (id: number, flags: EditFlags) => {
      const changes = givenOnly({
        name: flags.name,
        template: flags.text,
        category: flags.category,
        description: flags.description,
        isActive: flags.active,
      })
      if (Object.keys(changes).length === 0) throw nothingToChange('templates edit')
      await editTemplate({ id, changes }, await signedInClient())
    })
}
