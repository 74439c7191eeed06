import { InvalidArgumentError, type Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { decideRequests } from '../../services/requests/decide.js'
import { examples, parseId } from '../shared.js'

/** The API decides at most this many requests per call. */
const MAX_IDS = 500

const HELP = {
  approve: {
    description: 'Approve requests by hand; the browser extension approves them on Facebook',
    examples: ['joinflow requests approve 31', 'joinflow requests approve 31 32 33 --json'],
  },
  decline: {
    description: 'Decline requests by hand; the browser extension declines them on Facebook',
    examples: ['joinflow requests decline 31', 'joinflow requests decline 31 32 --reason "Spam profile" --json'],
  },
} as const

export function registerRequestsDecide(requests: Command, action: 'approve' | 'decline'): void {
  const command = requests
    .command(action)
    .description(HELP[action].description)
    .argument('<id...>', `request IDs shown by \`joinflow requests list\` (up to ${MAX_IDS})`, collectIds)
    .addHelpText('after', examples(...HELP[action].examples))
  if (action === 'decline') command.option('--reason <text>', 'why, kept with the request')
  command.action(async (ids: number[], flags: { reason?: string }) => {
    await decideRequests({ action, ids, reason: flags.reason }, await signedInClient())
  })
}

function collectIds(value: string, previous: number[] | undefined): number[] {
  const ids = [...(previous ?? []), parseId(value)]
  if (ids.length > MAX_IDS) throw new InvalidArgumentError(`Give at most ${MAX_IDS} IDs at a time.`)
  return [...new Set(ids)]
}
