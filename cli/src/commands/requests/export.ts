import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { exportRequests } from '../../services/requests/export.js'
import { promptText } from '../../ui/index.js'
import { checkOutputPath, examples, flagOrPrompt } from '../shared.js'
import { addFilterOptions, requestFilter, type FilterFlags } from './filters.js'

export function registerRequestsExport(requests: Command): void {
  addFilterOptions(requests.command('export').description('Save member requests as a CSV file, with every answer'))
    .option('-o, --output <file>', 'the CSV file to write, or - for standard output (asked for on a terminal)')
    .addHelpText(
      'after',
      examples(
        'joinflow requests export -o requests.csv',
        'joinflow requests export --group 4 --status approved -o approved.csv --json',
      ),
    )
    .action(async (flags: FilterFlags & { output?: string }) => {
      const output = await flagOrPrompt({
        flag: '--output',
        value: flags.output,
        prompt: () => promptText({ message: 'CSV file to write', defaultValue: 'member-requests.csv' }),
        hint: 'Pass -o <file>, such as -o requests.csv.',
      })
      await checkOutputPath(output)
      const client = await signedInClient()
      await exportRequests({ filter: await requestFilter(flags, client), output }, client)
    })
}
