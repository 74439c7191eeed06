import { InvalidArgumentError, Option, type Command } from 'commander'
import type { MemberRequestStatus } from '@joinflow/sdk'
import { signedInClient } from '../../connection.js'
import { CliError, ExitCode } from '../../errors.js'
import { decideRequests, MAX_IDS, type RequestSelection } from '../../services/requests/decide.js'
import { confirmation, examples, parseId } from '../shared.js'

const HELP = {
  approve: {
    description: 'Approve requests by hand, by ID or every one a group, status and age select; the browser extension approves them on Facebook',
    examples: [
      'joinflow requests approve 31',
      'joinflow requests approve 31 32 33 --yes --json',
      'joinflow requests approve --group tomato-growers --status review --older-than 7d',
      'joinflow requests approve --group https://www.facebook.com/groups/tomato-growers --yes --json',
    ],
  },
  decline: {
    description: 'Decline requests by hand, by ID or every one a group, status and age select; the browser extension declines them on Facebook',
    examples: [
      'joinflow requests decline 31',
      'joinflow requests decline 31 32 --reason "Spam profile" --yes --json',
      'joinflow requests decline --group 4 --older-than 30d --yes',
    ],
  },
} as const

/** `review` is how the web app shows a pending request ("Pending Review"). */
const STATUSES = ['pending', 'review', 'approved', 'declined'] as const

interface DecideFlags {
  reason?: string
  group?: string
  status?: (typeof STATUSES)[number]
  olderThan?: number
  yes?: boolean
}

export function registerRequestsDecide(requests: Command, action: 'approve' | 'decline'): void {
  const verb = action === 'approve' ? 'Approve' : 'Decline'
  const command = requests
    .command(action)
    .description(HELP[action].description)
    .argument('[id...]', `request IDs shown by \`joinflow requests list\` (up to ${MAX_IDS})`, collectIds)
    .option('--group <group>', 'every request to this group: its ID, Facebook address or slug')
    .addOption(new Option('--status <status>', 'every request with this status (default: pending, shown as "Pending Review")').choices(STATUSES))
    .option('--older-than <age>', 'every request received longer ago than this, such as 7d, 12h or 2w', parseAge)
    .option('-y, --yes', 'decide several requests without asking (required when not on a terminal)')
    .addHelpText('after', examples(...HELP[action].examples))
  if (action === 'decline') command.option('--reason <text>', 'why, kept with the request')
  command.action(async (ids: number[] | undefined, flags: DecideFlags) => {
    const select = selection(flags)
    if (select && ids?.length) {
      throw new CliError('Give request IDs or --group, --status and --older-than, not both.', { exitCode: ExitCode.Usage })
    }
    if (!select && !ids?.length) {
      throw new CliError('Missing the requests to decide.', {
        tryMessage: 'Give request IDs, or choose them with --group, --status and --older-than.',
        exitCode: ExitCode.Usage,
      })
    }
    // A bulk decision (a selection, or several IDs) is asked about on a terminal; a script passes --yes.
    const confirm =
      select || (ids?.length ?? 0) > 1
        ? confirmation(
            flags.yes,
            ({ count }: { count: number }) => `${verb} ${count === 1 ? 'this request' : `these ${count} requests`}?`,
            `Deciding several requests at once is confirmed with --yes when not on a terminal.`,
          )
        : undefined
    await decideRequests({ action, ids: select ? undefined : ids, select, reason: flags.reason, confirm }, await signedInClient())
  })
}

function selection({ group, status, olderThan }: DecideFlags): RequestSelection | undefined {
  if (group === undefined && status === undefined && olderThan === undefined) return undefined
  const wanted: MemberRequestStatus = status === undefined || status === 'review' ? 'pending' : status
  return { group, status: wanted, olderThanMs: olderThan }
}

function collectIds(value: string, previous: number[] | undefined): number[] {
  const ids = [...(previous ?? []), parseId(value)]
  if (ids.length > MAX_IDS) throw new InvalidArgumentError(`Give at most ${MAX_IDS} IDs at a time.`)
  return [...new Set(ids)]
}

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 }

/** `7d` → milliseconds: a whole number of minutes (m), hours (h), days (d) or weeks (w). */
export function parseAge(value: string): number {
  const match = /^(\d{1,6})([mhdw])$/.exec(value.trim())
  if (!match) throw new InvalidArgumentError('Expected an age such as 7d, 12h, 30m or 2w.')
  return Number(match[1]) * UNITS[match[2]]
}
