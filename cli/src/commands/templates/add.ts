import type { TemplateCategory } from '@joinflow/sdk'
import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { addTemplate } from '../../services/templates/add.js'
import { promptText } from '../../ui/index.js'
import { examples, flagOrPrompt } from '../shared.js'
import { categoryOption, PLACEHOLDERS_HELP } from './options.js'

interface AddFlags {
  name?: string
  text?: string
  category?: TemplateCategory
  description?: string
}

export function registerTemplatesAdd(templates: Command): void {
  templates
    .command('add')
    .description('Create a message template; it waits for approval before automated messages use it')
    .option('--name <name>', 'what the template is called (asked for on a terminal)')
    .option('--text <text>', `the message (asked for on a terminal); ${PLACEHOLDERS_HELP}`)
    .addOption(categoryOption('welcome, approval, rejection or general (default: general)'))
    .option('--description <text>', 'what the template is for')
    .addHelpText(
      'after',
      examples(
        'joinflow templates add',
        'joinflow templates add --name "Warm welcome" --text "Hi {first-name}, welcome to {group-name}!" --category welcome',
        'joinflow templates add --name Rules --text "Please read the rules at {group-link}." --json',
      ),
    )
    .action(async (flags: AddFlags) => {
      const name = await flagOrPrompt({
        flag: '--name',
        value: flags.name,
        prompt: () => promptText({ message: 'Template name' }),
        hint: 'Pass --name <name>.',
      })
      const template = await flagOrPrompt({
        flag: '--text',
        value: flags.text,
        prompt: () => promptText({ message: 'Template text' }),
        hint: `Pass --text <text>; ${PLACEHOLDERS_HELP}.`,
      })
      await addTemplate({ name, template, category: flags.category, description: flags.description }, await signedInClient())
    })
}
