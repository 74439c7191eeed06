import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { setRules } from '../../services/rules/set.js'
import { examples, nothingToChange, parseId } from '../shared.js'
import { addRuleOptions, ruleChanges, type RuleFlags } from './flags.js'

export function registerRulesSet(rules: Command): void {
  addRuleOptions(
    rules
      .command('set')
      .description("Change a group's auto-approval settings; the ones not given keep their values")
      .argument('<groupId>', 'the group ID shown by `joinflow groups list`', parseId),
  )
    .addHelpText(
      'after',
      examples(
        'joinflow rules set 4 --enabled --require-email',
        'joinflow rules set 4 --blocked-keywords "crypto, forex" --min-account-age-days 30',
        'joinflow rules set 4 --no-enabled --json',
      ),
    )
    .action(async (groupId: number, flags: RuleFlags) => {
      const changes = ruleChanges(flags)
      if (Object.keys(changes).length === 0) throw nothingToChange('rules set')
      await setRules({ groupId, changes }, await signedInClient())
    })
}
