import type { Command } from 'commander'
import { whoami } from '../services/whoami.js'
import { signedInClient } from '../connection.js'
import { examples } from './shared.js'

export function registerWhoami(program: Command): void {
  program
    .command('whoami')
    .description('Show the account the CLI is logged in as')
    .addHelpText('after', examples('joinflow whoami', 'joinflow whoami --json'))
    .action(async () => {
      await whoami(await signedInClient())
    })
}
