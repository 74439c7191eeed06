import type { Command } from 'commander'
import { examples } from '../shared.js'
import { registerRulesGet } from './get.js'
import { registerRulesPreview } from './preview.js'
import { registerRulesSet } from './set.js'

export function registerRules(program: Command): void {
  const rules = program
    .command('rules')
    .description("Read, change and try a group's auto-approval rules")
    .addHelpText(
      'after',
      examples(
        'joinflow rules get 4',
        'joinflow rules preview 4 --blocked-keywords crypto,forex',
        'joinflow rules set 4 --enabled --require-email --max-per-hour 30',
      ),
    )
  registerRulesGet(rules)
  registerRulesSet(rules)
  registerRulesPreview(rules)
}
