import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { groupIdOf } from '../../services/groups/resolve.js'
import { getRules } from '../../services/rules/get.js'
import { examples, GROUP_ARGUMENT, parseGroupRef } from '../shared.js'

export function registerRulesGet(rules: Command): void {
  rules
    .command('get')
    .description("Show a group's auto-approval settings")
    .argument('<group>', GROUP_ARGUMENT, parseGroupRef)
    .addHelpText('after', examples('joinflow rules get 4', 'joinflow rules get 4 --json'))
    .action(async (group: string) => {
      const client = await signedInClient()
      await getRules({ groupId: await groupIdOf(client, group) }, client)
    })
}
