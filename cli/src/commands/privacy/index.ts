import { InvalidArgumentError, type Command } from 'commander'
import type { PrivacySettings } from '@joinflow/sdk'
import { signedInClient } from '../../connection.js'
import { eraseMember } from '../../services/privacy/erase.js'
import { getPrivacy } from '../../services/privacy/get.js'
import { setPrivacy } from '../../services/privacy/set.js'
import { confirmation, examples, givenOnly, nothingToChange } from '../shared.js'

const NEVER = 'never'

/** 1–3650 days, or `never` to keep contact data until it is erased by hand. */
export function parseRetention(value: string): number | null {
  if (value.trim().toLowerCase() === 'never') return null
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1 || Number(value) > 3650) {
    throw new InvalidArgumentError('Expected a number of days from 1 to 3650, or never.')
  }
  return Number(value)
}

export function registerPrivacy(program: Command): void {
  const privacy = program
    .command('privacy')
    .description("How long JoinFlow keeps members' contact details, and erasing a person's data")
    .addHelpText('after', examples('joinflow privacy get', 'joinflow privacy set --erase-after-delivery --retention-days 30', 'joinflow privacy erase amara@example.com --yes'))

  privacy
    .command('get')
    .description('Show the privacy settings')
    .addHelpText('after', examples('joinflow privacy get', 'joinflow privacy get --json'))
    .action(async () => {
      await getPrivacy(await signedInClient())
    })

  privacy
    .command('set')
    .description('Change the privacy settings')
    .option('--erase-after-delivery', "erase a member's email, phone and answers once every integration has them")
    .option('--no-erase-after-delivery', 'keep them after delivery')
    // Commander turns a parser's null into an empty string, so `never` travels as itself until here.
    .option('--retention-days <days>', 'erase contact data after this many days (1-3650), or never', (value: string) => parseRetention(value) ?? NEVER)
    .addHelpText('after', examples('joinflow privacy set --erase-after-delivery', 'joinflow privacy set --retention-days never --json'))
    .action(async (flags: { eraseAfterDelivery?: boolean; retentionDays?: number | typeof NEVER }) => {
      const retentionDays = flags.retentionDays === NEVER ? null : flags.retentionDays
      const changes: Partial<PrivacySettings> = givenOnly({ eraseAfterDelivery: flags.eraseAfterDelivery, retentionDays })
      if (Object.keys(changes).length === 0) throw nothingToChange('privacy set')
      await setPrivacy(changes, await signedInClient())
    })

  privacy
    .command('erase')
    .description("Erase one person's contact details and answers from every request; asks first unless --yes is given")
    .argument('<email>', 'the email address they gave')
    .option('-y, --yes', 'erase without asking (required when not on a terminal)')
    .addHelpText('after', examples('joinflow privacy erase amara@example.com', 'joinflow privacy erase amara@example.com --yes --json'))
    .action(async (email: string, flags: { yes?: boolean }) => {
      const confirm = confirmation(
        flags.yes,
        (address: string) => `Erase every request's contact details and answers for ${address}? This cannot be undone.`,
        'Erasing cannot be undone, so scripts confirm it with --yes.',
      )
      await eraseMember({ email, confirm }, await signedInClient())
    })
}
