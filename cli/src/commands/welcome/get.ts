import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { getWelcome } from '../../services/welcome/get.js'
import { examples, parseId } from '../shared.js'

export function registerWelcomeGet(welcome: Command): void {
  welcome
    .command('get')
    .description("Show a group's welcome message settings")
    .argument('<groupId>', 'the group ID shown by `joinflow groups list`', parseId)
    .addHelpText('after', examples('joinflow welcome get 4', 'joinflow welcome get 4 --json'))
    .action(async (groupId: number) => {
      await getWelcome({ groupId }, await signedInClient())
    })
}
