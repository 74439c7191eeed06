import type { Command } from 'commander'
import { examples } from '../shared.js'
import { registerTokensCreate } from './create.js'
import { registerTokensList } from './list.js'
import { registerTokensRevoke } from './revoke.js'

export function registerTokens(program: Command): void {
  const tokens = program
    .command('tokens')
    .description('Manage personal API tokens for the CLI and the browser extension')
    .addHelpText('after', examples('joinflow tokens list', 'joinflow tokens create "Work laptop"', 'joinflow tokens revoke 12'))
  registerTokensList(tokens)
  registerTokensCreate(tokens)
  registerTokensRevoke(tokens)
}
