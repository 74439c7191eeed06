import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { getRules } from '../../services/rules/get.js'
import { examples, parseId } from '../shared.js'

export function registerRulesGet(rules: Command): void {
  rules
    .command('get')
    .description("Show a group's auto-approval settings")
    .argument('<groupId>', 'the group ID shown by `joinflow groups list`', parseId)
    .addHelpText('after', examples('joinflow rules get 4', 'joinflow rules get 4 --json'))
    .action(async (groupId: number) => {
      await getRules({ groupId }, await signedInClient())
    })
}
