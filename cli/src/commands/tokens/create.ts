import type { Command } from 'commander'
import { createToken } from '../../services/tokens/create.js'
import { signedInClient } from '../../connection.js'
import { examples } from '../shared.js'

export function registerTokensCreate(tokens: Command): void {
  tokens
    .command('create')
    .description('Create an API token; its secret is shown only once')
    .argument('<name>', 'what the token is for, such as "Browser extension"')
    .addHelpText('after', examples('joinflow tokens create "Browser extension"', 'joinflow tokens create ci --json'))
    .action(async (name: string) => {
      await createToken({ name }, await signedInClient())
    })
}
