import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { groupIdOf } from '../../services/groups/resolve.js'
import { setRules } from '../../services/rules/set.js'
import { examples, nothingToChange, GROUP_ARGUMENT, parseGroupRef } from '../shared.js'
import { addRuleOptions, ruleChanges, type RuleFlags } from './flags.js'

export function registerRulesSet(rules: Command): void {
  addRuleOptions(
    rules
      .command('set')
      .description("Change a group's auto-approval settings; the ones not given keep their values")
      .argument('<group>', GROUP_ARGUMENT, parseGroupRef),
  )
    .addHelpText(
      'after',
      examples(
        'joinflow rules set 4 --enabled --require-email',
        'joinflow rules set 4 --blocked-keywords "crypto, forex" --min-account-age-days 30',
        'joinflow rules set 4 --no-enabled --json',
      ),
    )
    .action(async (group: string, flags: RuleFlags) => {
      const changes = ruleChanges(flags)
      if (Object.keys(changes).length === 0) throw nothingToChange('rules set')
      const client = await signedInClient()
      await setRules({ groupId: await groupIdOf(client, group), changes }, client)
    })
}
