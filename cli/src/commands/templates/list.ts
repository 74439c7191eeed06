import type { TemplateCategory } from '@joinflow/sdk'
import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { listTemplates } from '../../services/templates/list.js'
import { examples } from '../shared.js'
import { categoryOption } from './options.js'

export function registerTemplatesList(templates: Command): void {
  templates
    .command('list')
    .description('List your message templates')
    .addOption(categoryOption('only templates of this category'))
    .option('--search <text>', 'only templates whose name contains this')
    .addHelpText('after', examples('joinflow templates list', 'joinflow templates list --category welcome --json'))
    .action(async (flags: { category?: TemplateCategory; search?: string }) => {
      await listTemplates({ category: flags.category, q: flags.search }, await signedInClient())
    })
}
