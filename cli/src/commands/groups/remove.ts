import type { Group } from '@joinflow/sdk'
import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { removeGroup } from '../../services/groups/remove.js'
import { groupIdOf } from '../../services/groups/resolve.js'
import { confirmation, examples, GROUP_ARGUMENT, parseGroupRef } from '../shared.js'

export function registerGroupsRemove(groups: Command): void {
  groups
    .command('rm')
    .alias('remove')
    .description('Disconnect a group; asks first unless --yes is given')
    .argument('<group>', GROUP_ARGUMENT, parseGroupRef)
    .option('-y, --yes', 'disconnect without asking (required when not on a terminal)')
    .addHelpText('after', examples('joinflow groups rm 4', 'joinflow groups rm https://www.facebook.com/groups/gardeners --yes --json'))
    .action(async (group: string, flags: { yes?: boolean }) => {
      const confirm = confirmation(
        flags.yes,
        (group: Group) => `Disconnect "${group.name}" (ID ${group.id}) from JoinFlow?`,
        'Disconnecting a group cannot be undone, so scripts confirm it with --yes.',
      )
      const client = await signedInClient()
      await removeGroup({ id: await groupIdOf(client, group), confirm }, client)
    })
}
