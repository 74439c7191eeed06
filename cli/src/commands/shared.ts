import { InvalidArgumentError } from 'commander'
import { CliError, ExitCode } from '../errors.js'
import { canPrompt } from '../ui/index.js'

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

/** Commander argument parser for record ids. */
export function parseId(value: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw new InvalidArgumentError('Expected a whole number such as 12.')
  return Number(value)
}
