import type { Command } from 'commander'
import { whoami } from '../services/whoami.js'
import { currentConnection, signedInClient } from '../connection.js'
import { examples } from './shared.js'

export function registerWhoami(program: Command): void {
  program
    .command('whoami')
    .description('Show the account, profile and server the CLI acts on')
    .addHelpText('after', examples('joinflow whoami', 'joinflow whoami --profile acme --json'))
    .action(async () => {
      const connection = await currentConnection()
      await whoami(await signedInClient(), {
        profile: connection.tokenFromEnvironment ? `${connection.profile} (token from JOINFLOW_TOKEN)` : connection.profile ?? '',
        server: connection.url,
      })
    })
}
