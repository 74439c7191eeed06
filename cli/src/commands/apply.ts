import type { Command } from 'commander'
import { signedInClient } from '../connection.js'
import { applySetup } from '../services/apply/apply.js'
import { promptText } from '../ui/index.js'
import { examples, flagOrPrompt } from './shared.js'

interface ApplyFlags {
  file?: string
  dryRun?: boolean
  prune?: boolean
  rotateSecrets?: boolean
}

export function registerApply(program: Command): void {
  program
    .command('apply')
    .description('Make the account match a setup file of groups, rules, welcome messages, templates and integrations')
    .option('-f, --file <file>', 'the setup file (YAML) to apply (asked for on a terminal)')
    .option('--dry-run', 'show the changes without making them')
    .option('--prune', 'also delete what the file no longer lists, in the sections it has')
    .option('--rotate-secrets', "send every integration's secrets again from the environment")
    .addHelpText(
      'after',
      examples(
        'joinflow apply -f setup.yaml --dry-run',
        'MAILCHIMP_NEWSLETTER_API_KEY=... joinflow apply -f setup.yaml',
        'joinflow apply -f setup.yaml --prune --json',
        'joinflow apply -f setup.yaml --rotate-secrets',
      ) + '\nThe file format, with a worked example, is described in docs/cli.md.\n',
    )
    .action(async (flags: ApplyFlags) => {
      const file = await flagOrPrompt({
        flag: '--file',
        value: flags.file,
        prompt: () => promptText({ message: 'Setup file to apply', defaultValue: 'setup.yaml' }),
        hint: 'Pass -f <file>, such as -f setup.yaml.',
      })
      await applySetup(
        { file, dryRun: flags.dryRun, prune: flags.prune, rotateSecrets: flags.rotateSecrets },
        await signedInClient(),
      )
    })
}
