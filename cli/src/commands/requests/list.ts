import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { listRequests } from '../../services/requests/list.js'
import { examples, MAX_LIMIT, parseLimit } from '../shared.js'
import { addFilterOptions, requestFilter, type FilterFlags } from './filters.js'

const DEFAULT_LIMIT = 25

export function registerRequestsList(requests: Command): void {
  addFilterOptions(requests.command('list').description('List member requests, newest first'))
    .option('--limit <n>', `how many to show, up to ${MAX_LIMIT} (default ${DEFAULT_LIMIT})`, parseLimit)
    .addHelpText(
      'after',
      examples(
        'joinflow requests list',
        'joinflow requests list --group 4 --status pending --limit 100',
        'joinflow requests list --from 2025-03-01 --to 2025-03-31 --search gmail.com --json',
      ),
    )
    .action(async (flags: FilterFlags & { limit?: number }) => {
      const client = await signedInClient()
      await listRequests({ filter: await requestFilter(flags, client), limit: flags.limit ?? DEFAULT_LIMIT }, client)
    })
}
