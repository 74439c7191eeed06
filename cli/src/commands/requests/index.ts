import type { Command } from 'commander'
import { examples } from '../shared.js'
import { registerRequestsDecide } from './decide.js'
import { registerRequestsExport } from './export.js'
import { registerRequestsList } from './list.js'

export function registerRequests(program: Command): void {
  const requests = program
    .command('requests')
    .description('List, approve, decline and export member requests')
    .addHelpText(
      'after',
      examples(
        'joinflow requests list --status pending',
        'joinflow requests approve 31 32',
        'joinflow requests export --group 4 -o requests.csv',
      ),
    )
  registerRequestsList(requests)
  registerRequestsDecide(requests, 'approve')
  registerRequestsDecide(requests, 'decline')
  registerRequestsExport(requests)
}
