import {
  APIConnectionError,
  APIError,
  AuthenticationError,
  InternalServerError,
  UnprocessableEntityError,
} from '@joinflow/sdk'
import { CommanderError } from 'commander'

export const ExitCode = {
  Ok: 0,
  Unexpected: 1,
  /** A flag or argument is missing or malformed. */
  Usage: 2,
  /** No token is configured, or the API rejected it. */
  NotAuthenticated: 3,
  Unreachable: 4,
  /** The API answered with any other error. */
  ApiError: 5,
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

/** Turns anything thrown while running a command into the error shown to the person. */
export function toCliError(error: unknown): CliError {
  if (error instanceof CliError) return error
  if (error instanceof CommanderError) return usageError(error)
  if (error instanceof APIConnectionError) {
    return new CliError(`Could not reach the JoinFlow API at ${error.baseUrl}.`, {
      tryMessage: 'Is the server running? Start it with `npm start`.',
      exitCode: ExitCode.Unreachable,
      cause: error,
    })
  }
  if (error instanceof AuthenticationError) {
    return new CliError('Authentication failed: the JoinFlow API rejected the token.', {
      tryMessage: 'Create a new token on the API tokens page of the web app and run `joinflow login` again.',
      exitCode: ExitCode.NotAuthenticated,
      cause: error,
    })
  }
  if (error instanceof APIError) return apiError(error)
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

function apiError(error: APIError): CliError {
  const fieldMessages = error instanceof UnprocessableEntityError ? error.errors.map((field) => field.message) : []
  const reference = error.requestId ? ` (request ID ${error.requestId})` : ''
  return new CliError(fieldMessages.length > 1 ? fieldMessages.join('\n') : error.message, {
    tryMessage:
      error instanceof InternalServerError
        ? `The server ran into a problem${reference}. Try again in a moment.`
        : undefined,
    exitCode: ExitCode.ApiError,
    cause: error,
  })
}
