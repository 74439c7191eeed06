import type { Command } from 'commander'
import { examples } from '../shared.js'
import { registerGroupsAdd } from './add.js'
import { registerGroupsList } from './list.js'
import { registerGroupsRemove } from './remove.js'

export function registerGroups(program: Command): void {
  const groups = program
    .command('groups')
    .description('Connect and disconnect Facebook groups')
    .addHelpText(
      'after',
      examples('joinflow groups list', 'joinflow groups add https://www.facebook.com/groups/gardeners', 'joinflow groups rm 4'),
    )
  registerGroupsList(groups)
  registerGroupsAdd(groups)
  registerGroupsRemove(groups)
}
