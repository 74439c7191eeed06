import type { Command } from 'commander'
import { configPath } from '../../config.js'
import { currentConnection, signedInClient } from '../../connection.js'
import { revokeToken, tokenIdOf } from '../../services/tokens/revoke.js'
import { confirmation, examples, parseId } from '../shared.js'

export function registerTokensRevoke(tokens: Command): void {
  tokens
    .command('revoke')
    .description('Revoke an API token so it can no longer be used; asks first unless --yes is given')
    .argument('<id>', 'the token ID shown by `joinflow tokens list`', parseId)
    .option('-y, --yes', 'revoke without asking (required when not on a terminal)')
    .addHelpText('after', examples('joinflow tokens revoke 12', 'joinflow tokens revoke 12 --yes --json'))
    .action(async (id: number, flags: { yes?: boolean }) => {
      const connection = await currentConnection()
      const inUse = connection.token !== undefined && tokenIdOf(connection.token) === id
      const confirm = confirmation(
        flags.yes,
        (tokenId: number) =>
          inUse
            ? `Token ${tokenId} is the one this CLI is using (profile ${connection.profile}); revoking it signs that profile out. Revoke it?`
            : `Revoke token ${tokenId}? Anything still using it is refused from now on.`,
        'Revoking a token cannot be undone, so scripts confirm it with --yes.',
      )
      await revokeToken(
        { id, confirm, inUse: inUse ? { profile: connection.profile!, configPath: configPath(), fromEnvironment: Boolean(connection.tokenFromEnvironment) } : undefined },
        await signedInClient(),
      )
    })
}
