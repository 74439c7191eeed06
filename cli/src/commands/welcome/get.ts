import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { groupIdOf } from '../../services/groups/resolve.js'
import { getWelcome } from '../../services/welcome/get.js'
import { examples, GROUP_ARGUMENT, parseGroupRef } from '../shared.js'

export function registerWelcomeGet(welcome: Command): void {
  welcome
    .command('get')
    .description("Show a group's welcome message settings")
    .argument('<group>', GROUP_ARGUMENT, parseGroupRef)
    .addHelpText('after', examples('joinflow welcome get 4', 'joinflow welcome get 4 --json'))
    .action(async (group: string) => {
      const client = await signedInClient()
      await getWelcome({ groupId: await groupIdOf(client, group) }, client)
    })
}
