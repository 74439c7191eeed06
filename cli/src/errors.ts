import type { APIConnectionError, APIError, FieldError } from '@joinflow/sdk'
import { CommanderError } from 'commander'

export const ExitCode = {
  Ok: 0,
  Unexpected: 1,
  /** A flag or argument is missing or malformed. */
  Usage: 2,
  /** No token is configured, or the API rejected it. */
  NotAuthenticated: 3,
  /** The server could not be reached, or did not answer in time. */
  Unreachable: 4,
  /** The API answered with any other error (a conflict, a server error, too many requests). */
  ApiError: 5,
  /** What the command names does not exist, or belongs to another account (HTTP 404). */
  NotFound: 6,
  /** The account may not do this: a read-only token, a plan limit, a role (HTTP 402/403). */
  Refused: 7,
  /** The API rejected a value (HTTP 400/422); the message names the field. */
  Invalid: 8,
  /** Ctrl-C at a prompt, as shells report an interrupt. */
  Cancelled: 130,
} as const

export interface CliErrorOptions {
  /** One sentence on what to do about it. */
  tryMessage?: string
  nextSteps?: string[]
  exitCode?: number
  cause?: unknown
}

/** The only error the CLI shows: what went wrong, what to try, and the exit code it ends with. */
export class CliError extends Error {
  override readonly name = 'CliError'
  readonly tryMessage: string | undefined
  readonly nextSteps: string[]
  readonly exitCode: number

  constructor(message: string, { tryMessage, nextSteps = [], exitCode = ExitCode.Unexpected, cause }: CliErrorOptions = {}) {
    super(message, { cause })
    this.tryMessage = tryMessage
    this.nextSteps = nextSteps
    this.exitCode = exitCode
  }
}

export function notLoggedIn(): CliError {
  return new CliError("You're not logged in.", {
    tryMessage: 'Run `joinflow login` with an API token from the API tokens page of the web app.',
    exitCode: ExitCode.NotAuthenticated,
  })
}

/**
 * Commander finishes on its own after printing help or the version; there is nothing more to show.
 * Help printed because no command was given (commander's exit code 1) counts as a usage error.
 */
export function commanderExitCode(error: unknown): number | undefined {
  if (!(error instanceof CommanderError)) return undefined
  if (!['commander.helpDisplayed', 'commander.help', 'commander.version'].includes(error.code)) return undefined
  return error.exitCode === 0 ? ExitCode.Ok : ExitCode.Usage
}

/*
 * The SDK's errors are told apart by their spelled-out names and statuses rather than by class,
 * so that starting the CLI never loads the SDK just to be ready for an error.
 */
function isConnectionError(error: unknown): error is APIConnectionError {
  return error instanceof Error && error.name === 'APIConnectionError'
}

function isApiError(error: unknown): error is APIError {
  return error instanceof Error && typeof (error as Partial<APIError>).status === 'number' && 'body' in error
}

/** Turns anything thrown while running a command into the error shown to the person. */
export function toCliError(error: unknown): CliError {
  if (error instanceof CliError) return error
  if (error instanceof CommanderError) return usageError(error)
  if (isConnectionError(error)) {
    return new CliError(`Could not reach the JoinFlow API at ${error.baseUrl}.`, {
      tryMessage: 'Is the server running? Start it with `npm start`.',
      exitCode: ExitCode.Unreachable,
      cause: error,
    })
  }
  if (isApiError(error) && error.status === 401) {
    return new CliError('Authentication failed: the JoinFlow API rejected the token.', {
      tryMessage: 'Create a new token on the API tokens page of the web app and run `joinflow login` again.',
      exitCode: ExitCode.NotAuthenticated,
      cause: error,
    })
  }
  if (isApiError(error)) return apiError(error)
  if (error instanceof Error && error.name === 'ExitPromptError') {
    return new CliError('Cancelled.', { exitCode: ExitCode.Cancelled, cause: error })
  }
  const message = error instanceof Error ? error.message : String(error)
  return new CliError(`Unexpected error: ${message}`, { exitCode: ExitCode.Unexpected, cause: error })
}

function usageError(error: CommanderError): CliError {
  // Commander words its messages as "error: unknown command 'x'\n(Did you mean y?)".
  const [first = '', ...rest] = error.message.replace(/^error: /, '').split('\n')
  const hint = rest.join(' ').replace(/^\((.*)\)$/, '$1')
  const sentence = `${first.charAt(0).toUpperCase()}${first.slice(1)}`
  return new CliError(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`, {
    tryMessage: hint || 'Run `joinflow --help` to see the commands and their options.',
    exitCode: ExitCode.Usage,
    cause: error,
  })
}

/** The exit code for an API answer, by what kind of refusal it is. */
export function exitCodeForStatus(status: number): number {
  if (status === 401) return ExitCode.NotAuthenticated
  if (status === 404) return ExitCode.NotFound
  if (status === 402 || status === 403) return ExitCode.Refused
  if (status === 400 || status === 422) return ExitCode.Invalid
  return ExitCode.ApiError
}

function apiError(error: APIError): CliError {
  const fields = (error as APIError & { errors?: FieldError[] }).errors
  const fieldMessages = Array.isArray(fields) ? fields.map((field) => field.message) : []
  const reference = error.requestId ? ` (request ID ${error.requestId})` : ''
  return new CliError(fieldMessages.length > 1 ? fieldMessages.join('\n') : error.message, {
    tryMessage: error.status >= 500 ? `The server ran into a problem${reference}. Try again in a moment.` : undefined,
    exitCode: exitCodeForStatus(error.status),
    cause: error,
  })
}
