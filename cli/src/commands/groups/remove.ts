import type { Group } from '@joinflow/sdk'
import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { removeGroup } from '../../services/groups/remove.js'
import { confirmation, examples, parseId } from '../shared.js'

export function registerGroupsRemove(groups: Command): void {
  groups
    .command('rm')
    .alias('remove')
    .description('Disconnect a group; asks first unless --yes is given')
    .argument('<id>', 'the group ID shown by `joinflow groups list`', parseId)
    .option('-y, --yes', 'disconnect without asking (required when not on a terminal)')
    .addHelpText('after', examples('joinflow groups rm 4', 'joinflow groups rm 4 --yes --json'))
    .action(async (id: number, flags: { yes?: boolean }) => {
      const confirm = confirmation(
        flags.yes,
        (group: Group) => `Disconnect "${group.name}" (ID ${group.id}) from JoinFlow?`,
        'Disconnecting a group cannot be undone, so scripts confirm it with --yes.',
      )
      await removeGroup({ id, confirm }, await signedInClient())
    })
}
