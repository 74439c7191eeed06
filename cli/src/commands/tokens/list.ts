import type { Command } from 'commander'
import { listTokens } from '../../services/tokens/list.js'
import { signedInClient } from '../../connection.js'
import { examples } from '../shared.js'

export function registerTokensList(tokens: Command): void {
  tokens
    .command('list')
    .description('List your API tokens')
    .addHelpText('after', examples('joinflow tokens list', 'joinflow tokens list --json'))
    .action(async () => {
      await listTokens(await signedInClient())
    })
}
