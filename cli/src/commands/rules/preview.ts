import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { groupIdOf } from '../../services/groups/resolve.js'
import { previewRules } from '../../services/rules/preview.js'
import { examples, parseLimit, GROUP_ARGUMENT, parseGroupRef } from '../shared.js'
import { addRuleOptions, ruleChanges, type RuleFlags } from './flags.js'

const DEFAULT_LIMIT = 25

export function registerRulesPreview(rules: Command): void {
  addRuleOptions(
    rules
      .command('preview')
      .description("Show what settings would decide for the group's last 500 requests, without saving them")
      .argument('<group>', GROUP_ARGUMENT, parseGroupRef),
  )
    .option('--limit <n>', `decisions shown in the table (default ${DEFAULT_LIMIT}; --json has all)`, parseLimit)
    .addHelpText(
      'after',
      examples(
        'joinflow rules preview 4',
        'joinflow rules preview 4 --enabled --blocked-keywords crypto --limit 50',
        'joinflow rules preview 4 --require-phone --json',
      ),
    )
    .action(async (group: string, flags: RuleFlags & { limit?: number }) => {
      const client = await signedInClient()
      await previewRules({ groupId: await groupIdOf(client, group), changes: ruleChanges(flags), limit: flags.limit ?? DEFAULT_LIMIT }, client)
    })
}
