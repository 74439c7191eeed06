import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { addGroup } from '../../services/groups/add.js'
import { examples } from '../shared.js'

interface AddFlags {
  name?: string
  description?: string
}

export function registerGroupsAdd(groups: Command): void {
  groups
    .command('add')
    .description('Connect a Facebook group by its address')
    .argument('<url>', 'the group address, such as https://www.facebook.com/groups/gardeners')
    .option('--name <name>', 'display name (default: made from the address)')
    .option('--description <text>', 'a note about the group')
    .addHelpText(
      'after',
      examples(
        'joinflow groups add https://www.facebook.com/groups/gardeners',
        'joinflow groups add facebook.com/groups/123456789 --name "Tomato growers" --json',
      ),
    )
    .action(async (url: string, flags: AddFlags) => {
      await addGroup({ url, name: flags.name, description: flags.description }, await signedInClient())
    })
}
