import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { listGroups } from '../../services/groups/list.js'
import { examples } from '../shared.js'

export function registerGroupsList(groups: Command): void {
  groups
    .command('list')
    .description('List your connected groups')
    .option('--search <text>', 'only groups whose name contains this')
    .addHelpText('after', examples('joinflow groups list', 'joinflow groups list --search garden --json'))
    .action(async (flags: { search?: string }) => {
      await listGroups({ search: flags.search }, await signedInClient())
    })
}
