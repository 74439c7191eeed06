import { InvalidArgumentError } from 'commander'
import { CliError, ExitCode } from '../../errors.js'
import { INTEGRATION_TYPES, type IntegrationKind } from '../../services/integrations/kinds.js'
import { canPrompt, promptSecret } from '../../ui/index.js'
import { parseList } from '../shared.js'

/** Where a key comes from when `--api-key` is not given, so it stays out of shell history. */
export const API_KEY_ENV = 'JOINFLOW_INTEGRATION_API_KEY'

export function parseType(value: string): IntegrationKind {
  if (!(INTEGRATION_TYPES as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`Expected one of ${INTEGRATION_TYPES.join(', ')}.`)
  }
  return value as IntegrationKind
}

/** `--credential accountUrl=https://acme.api-us1.com`, repeatable, into one object. */
export function parseCredential(value: string, previous: unknown): Record<string, string> {
  const separator = value.indexOf('=')
  if (separator < 1) throw new InvalidArgumentError('Expected name=value, such as accountUrl=https://acme.api-us1.com.')
  return { ...((previous as Record<string, string> | undefined) ?? {}), [value.slice(0, separator).trim()]: value.slice(separator + 1) }
}

/**
 * `--groups 3,gardeners` limits an integration to those groups (IDs, Facebook addresses or slugs,
 * looked up when the command runs); `--groups all` sends every group's members.
 */
export function parseGroups(value: string): string[] | null {
  if (value.trim().toLowerCase() === 'all') return null
  const groups = parseList(value)
  if (groups.length === 0) throw new InvalidArgumentError('Expected groups such as 3,4 or gardeners, or all.')
  return groups
}

export function parseTrigger(value: string): 'approved' | 'captured' {
  if (value !== 'approved' && value !== 'captured') throw new InvalidArgumentError('Expected approved or captured.')
  return value
}

/** The platform key from the flag, the environment, or a hidden prompt; scripts without one get a clear error. */
export async function resolveApiKey(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const key = flag || env[API_KEY_ENV]
  if (key) return key
  if (canPrompt()) return promptSecret({ message: 'API key' })
  throw new CliError('Missing --api-key.', {
    tryMessage: `Pass --api-key, or set ${API_KEY_ENV} so the key stays out of your shell history.`,
    exitCode: ExitCode.Usage,
  })
}

/** A flag a type needs, as a usage error naming it when absent. */
export function required<T>(value: T | undefined, flag: string, type: string): T {
  if (value === undefined || value === '') {
    throw new CliError(`Missing ${flag}.`, {
      tryMessage: `--type ${type} needs ${flag}. Run \`joinflow integrations add --help\` for an example.`,
      exitCode: ExitCode.Usage,
    })
  }
  return value
}
