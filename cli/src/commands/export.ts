import type { Command } from 'commander'
import { signedInClient } from '../connection.js'
import { exportSetupFile } from '../services/export/export.js'
import { promptText } from '../ui/index.js'
import { checkOutputPath, examples, flagOrPrompt } from './shared.js'

export function registerExport(program: Command): void {
  program
    .command('export')
    .description('Write the account’s setup as a file for `joinflow apply`, with secrets as ${...} placeholders')
    .option('-o, --output <file>', 'the setup file (YAML) to write, or - for standard output (asked for on a terminal)')
    .addHelpText(
      'after',
      examples('joinflow export -o setup.yaml', 'joinflow export -o client-a.yaml --json'),
    )
    .action(async (flags: { output?: string }) => {
      const output = await flagOrPrompt({
        flag: '--output',
        value: flags.output,
        prompt: () => promptText({ message: 'Setup file to write', defaultValue: 'setup.yaml' }),
        hint: 'Pass -o <file>, such as -o setup.yaml.',
      })
      await checkOutputPath(output)
      await exportSetupFile({ output }, await signedInClient())
    })
}
