import type { Command } from 'commander'
import { revokeToken } from '../../services/tokens/revoke.js'
import { signedInClient } from '../../connection.js'
import { examples, parseId } from '../shared.js'

export function registerTokensRevoke(tokens: Command): void {
  tokens
    .command('revoke')
    .description('Revoke an API token so it can no longer be used')
    .argument('<id>', 'the token ID shown by `joinflow tokens list`', parseId)
    .addHelpText('after', examples('joinflow tokens revoke 12'))
    .action(async (id: number) => {
      await revokeToken({ id }, await signedInClient())
    })
}
