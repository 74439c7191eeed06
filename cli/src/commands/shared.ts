import { InvalidArgumentError } from 'commander'
import { CliError, ExitCode } from '../errors.js'
import { canPrompt, promptConfirm } from '../ui/prompts.js'

/** The "Examples:" section that ends every command's `--help`. */
export function examples(...lines: string[]): string {
  return `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`
}

export interface FlagOrPromptOptions {
  flag: string
  value: string | undefined
  prompt: () => Promise<string>
  /** Used without a terminal when the flag is absent; without one the flag is required. */
  fallback?: string
  /** What to do instead, shown when the flag is missing. */
  hint: string
}

/** A flag's value, asked for on a terminal when absent; scripts never wait on a prompt. */
export async function flagOrPrompt({ flag, value, prompt, fallback, hint }: FlagOrPromptOptions): Promise<string> {
  if (value) return value
  if (canPrompt()) return prompt()
  if (fallback) return fallback
  throw new CliError(`Missing ${flag}.`, { tryMessage: hint, exitCode: ExitCode.Usage })
}

/**
 * How to confirm an action that cannot be undone: `--yes` confirms it up front, a terminal asks,
 * and anything else (a script) must pass `--yes`, so nothing is ever removed by accident.
 * Returns undefined when already confirmed.
 */
export function confirmation<Item>(
  yes: boolean | undefined,
  question: (item: Item) => string,
  hint: string,
): ((item: Item) => Promise<boolean>) | undefined {
  if (yes) return undefined
  if (!canPrompt()) throw new CliError('Missing --yes.', { tryMessage: hint, exitCode: ExitCode.Usage })
  return (item) => promptConfirm({ message: question(item) })
}

/** Commander argument parser for record ids. */
export function parseId(value: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw new InvalidArgumentError('Expected a whole number such as 12.')
  return Number(value)
}

/** Commander parser for a group named by its JoinFlow ID, Facebook address or slug; looked up when the command runs. */
export function parseGroupRef(value: string): string {
  const trimmed = value.trim()
  if (!trimmed) throw new InvalidArgumentError('Expected a group ID, Facebook address or slug, such as 4 or gardeners.')
  return trimmed
}

/** How commands describe a group argument. */
export const GROUP_ARGUMENT = 'the group: its ID, Facebook address or slug, as `joinflow groups list` shows them'

/** Commander parser for counts that may be 0. */
export function parseWholeNumber(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new InvalidArgumentError('Expected a whole number such as 30.')
  return Number(value)
}

/** The API's largest page. */
export const MAX_LIMIT = 500

/** `--limit`: rows per list, up to one page of the API. */
export function parseLimit(value: string): number {
  const limit = parseId(value)
  if (limit > MAX_LIMIT) throw new InvalidArgumentError(`Expected at most ${MAX_LIMIT}.`)
  return limit
}

/** Comma-separated entries, trimmed, blanks dropped: `"crypto, forex,"` → `["crypto", "forex"]`; `""` clears the list. */
export function parseList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

/** A date (`2025-03-01`) or a full ISO 8601 timestamp, passed on as written. */
export function parseDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new InvalidArgumentError('Expected a date such as 2025-03-01.')
  }
  return value
}

/** For repeatable options: `--variant a --variant b` → `["a", "b"]`. */
export function collect(value: string, previous: unknown): string[] {
  return [...(Array.isArray(previous) ? (previous as string[]) : []), value]
}

/** Settings commands need something to change; an empty call is almost always a mistake. */
export function nothingToChange(command: string): CliError {
  return new CliError('Nothing to change: give at least one setting.', {
    tryMessage: `Run \`joinflow ${command} --help\` to see the settings.`,
    exitCode: ExitCode.Usage,
  })
}

/** The options a person actually gave: commander leaves the others undefined. */
export function givenOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>
}

/** `-o -` means standard output, as for most Unix tools. */
export const STDOUT = '-'

/**
 * Checks before any request that a file can be written where `--output` says, so a typo in the
 * folder is one clear line rather than an error about a temporary file.
 */
export async function checkOutputPath(path: string): Promise<void> {
  if (path === STDOUT) return
  const { stat } = await import('node:fs/promises')
  const { dirname, resolve } = await import('node:path')
  const folder = dirname(resolve(path))
  const found = await stat(folder).catch(() => undefined)
  if (!found) {
    throw new CliError(`The folder ${folder} does not exist.`, {
      tryMessage: 'Create it first, or give another --output (- writes to standard output).',
      exitCode: ExitCode.Usage,
    })
  }
  if (!found.isDirectory()) {
    throw new CliError(`${folder} is not a folder.`, { tryMessage: 'Give another --output.', exitCode: ExitCode.Usage })
  }
}
