import { InvalidArgumentError, type Command } from 'commander'
import { createToken } from '../../services/tokens/create.js'
import { createClient, currentConnection, withPasswordSession } from '../../connection.js'
import { CliError, ExitCode } from '../../errors.js'
import { canPrompt, promptSecret, promptText } from '../../ui/index.js'
import { examples, flagOrPrompt } from '../shared.js'

interface CreateFlags {
  readOnly?: boolean
  admin?: boolean
  expiresIn: number | null
  email?: string
}

export const DEFAULT_EXPIRY = '90d'

/** `--expires-in`: `90d`, `30` (days) or `never`; at most ten years. */
export function parseExpiry(value: string): number | null {
  if (value.trim().toLowerCase() === 'never') return null
  const match = /^(\d{1,4})\s*d?$/i.exec(value.trim())
  const days = match ? Number(match[1]) : NaN
  if (!(days >= 1 && days <= 3650)) throw new InvalidArgumentError('Expected a number of days such as 90d (1 to 3650), or never.')
  return days
}

export function registerTokensCreate(tokens: Command): void {
  tokens
    .command('create')
    .description('Create an API token (asks for your password; its secret is shown only once)')
    .argument('<name>', 'what the token is for, such as "Work laptop"')
    .option('--read-only', 'the token can read but change nothing (default: full access)')
    .option('--admin', 'the token can also reach the super-admin routes (super admins and admins only)')
    .option('--expires-in <days>', 'days until it stops working, such as 30d, or never', parseExpiry, parseExpiry(DEFAULT_EXPIRY))
    .option('--email <email>', 'your account email (default: the account of the saved token)')
    .addHelpText(
      'after',
      `\nOnly a session signed in with your password can create tokens, never another token: the
command asks for your password (or reads JOINFLOW_PASSWORD) and signs that session out afterwards.\n` +
        examples(
          'joinflow tokens create "Work laptop"',
          'joinflow tokens create reports --read-only --expires-in 30d',
          'JOINFLOW_PASSWORD=… joinflow tokens create ci --expires-in never --json',
        ),
    )
    .action(async (name: string, flags: CreateFlags) => {
      const connection = await currentConnection()
      const savedAccount = !flags.email && connection.token ? (await (await createClient(connection)).auth.user()).email : undefined
      const email = await flagOrPrompt({
        flag: '--email',
        value: flags.email ?? process.env.JOINFLOW_EMAIL ?? savedAccount,
        prompt: () => promptText({ message: 'Email of your JoinFlow account' }),
        hint: 'Pass --email <email> or set JOINFLOW_EMAIL (or log in with `joinflow login` first).',
      })
      const password = process.env.JOINFLOW_PASSWORD || (await askPassword(email))
      const options = { name, access: flags.readOnly ? ('read_only' as const) : ('full' as const), admin: Boolean(flags.admin), expiresInDays: flags.expiresIn }
      await withPasswordSession({ url: connection.url, email, password }, (session) => createToken(options, session))
    })
}

async function askPassword(email: string): Promise<string> {
  if (!canPrompt()) {
    throw new CliError('Creating a token needs your password.', {
      tryMessage: 'Run the command in a terminal, or set JOINFLOW_PASSWORD.',
      exitCode: ExitCode.Usage,
    })
  }
  return promptSecret({ message: `Password for ${email}` })
}
