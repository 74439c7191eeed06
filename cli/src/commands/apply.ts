import type { Command } from 'commander'
import { signedInClient } from '../connection.js'
import { applySetup, type ApplyTarget } from '../services/apply/apply.js'
import { promptText } from '../ui/index.js'
import { confirmation, examples, flagOrPrompt } from './shared.js'

interface ApplyFlags {
  file?: string
  dryRun?: boolean
  prune?: boolean
  rotateSecrets?: boolean
  yes?: boolean
}

export function registerApply(program: Command): void {
  program
    .command('apply')
    .description('Make the account match a setup file of groups, rules, welcome messages, templates and integrations')
    .option('-f, --file <file>', 'the setup file (YAML) to apply (asked for on a terminal)')
    .option('--dry-run', 'show the changes without making them')
    .option('--prune', 'also delete what the file no longer lists, in the sections it has')
    .option('--rotate-secrets', "send every integration's secrets again from the environment")
    .option('-y, --yes', 'with --prune, delete without asking (required when not on a terminal)')
    .addHelpText(
      'after',
      examples(
        'joinflow apply -f setup.yaml --dry-run',
        'MAILCHIMP_NEWSLETTER_API_KEY=... joinflow apply -f setup.yaml',
        'joinflow apply -f setup.yaml --prune --yes --json',
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
      // Deleting cannot be undone: a terminal is asked, naming the account and server; a script passes --yes.
      const confirmDeletes =
        flags.prune && !flags.dryRun
          ? confirmation(
              flags.yes,
              ({ account, server, deletes }: ApplyTarget) =>
                `Delete the ${deletes === 1 ? 'item' : `${deletes} items`} marked - above from the account ${account} at ${server}?`,
              '`apply --prune` deletes what the file no longer lists and cannot be undone: pass --yes to confirm it, or --dry-run to see the plan.',
            )
          : undefined
      await applySetup(
        { file, dryRun: flags.dryRun, prune: flags.prune, rotateSecrets: flags.rotateSecrets, confirmDeletes },
        await signedInClient(),
      )
    })
}
