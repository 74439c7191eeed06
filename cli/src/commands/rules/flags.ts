import type { AutoApprovalSettingsInput } from '@joinflow/sdk'
import type { Command } from 'commander'
import type { RulesSpec } from '../../setup/types.js'
import { givenOnly, parseId, parseList, parseWholeNumber } from '../shared.js'

/** The rule options as flags: the setup file's rules, with the hourly limit named as its flag is. */
export type RuleFlags = Omit<RulesSpec, 'maxApprovalsPerHour'> & { maxPerHour?: number }

/** Each toggle with its --no- form; with neither, the saved value stays. */
const TOGGLES: [flag: string, on: string, off: string][] = [
  ['enabled', 'turn auto-approval on', 'turn auto-approval off'],
  ['require-email', 'require an email address in the answers', 'stop requiring an email address'],
  ['require-all-answers', 'require an answer to every question', 'stop requiring every answer'],
  ['require-rules-agreement', 'require agreeing to the group rules', 'stop requiring agreement to the rules'],
  ['require-phone', 'require a phone number in the answers', 'stop requiring a phone number'],
]

/** The auto-approval options shared by `rules set` and `rules preview`. */
export function addRuleOptions(command: Command): Command {
  for (const [flag, on, off] of TOGGLES) command.option(`--${flag}`, on).option(`--no-${flag}`, off)
  return command
    .option('--required-keywords <list>', 'comma-separated; answers must contain one of them ("" clears)', parseList)
    .option('--blocked-keywords <list>', 'comma-separated; an answer with one of them declines ("" clears)', parseList)
    .option('--max-per-hour <n>', 'approvals per hour before the rest wait for the next hour (default 50)', parseId)
    .option('--min-account-age-days <n>', 'decline Facebook accounts younger than this (0 turns it off)', parseWholeNumber)
    .option('--allowed-locations <list>', 'comma-separated; only people living here are approved ("" clears)', parseList)
    .option('--blocked-locations <list>', 'comma-separated; people living here are declined ("" clears)', parseList)
}

/** The settings given on the command line, and nothing else. */
export function ruleChanges(flags: RuleFlags): AutoApprovalSettingsInput {
  return givenOnly<AutoApprovalSettingsInput>({
    enabled: flags.enabled,
    requireEmail: flags.requireEmail,
    requiredKeywords: flags.requiredKeywords,
    blockedKeywords: flags.blockedKeywords,
    maxApprovalsPerHour: flags.maxPerHour,
    minAccountAgeDays: flags.minAccountAgeDays,
    requireAllAnswers: flags.requireAllAnswers,
    requireRulesAgreement: flags.requireRulesAgreement,
    requirePhone: flags.requirePhone,
    allowedLocations: flags.allowedLocations,
    blockedLocations: flags.blockedLocations,
  })
}
