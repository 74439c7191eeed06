import {
  APIConnectionError,
  APIError,
  type TransportResponse,
} from '@joinflow/sdk'
import { CommanderError } from 'commander'
import { describe, expect, it } from 'vitest'
import { CliError, commanderExitCode, ExitCode, toCliError } from '../src/errors.js'

function apiError(status: number, body: unknown): APIError {
  const response: TransportResponse = { status, headers: { 'x-request-id': 'req-7' }, body }
  return APIError.fromResponse(response)
}

describe('toCliError', () => {
  it('reports an unreachable API with the address and how to start the server', () => {
    const error = toCliError(new APIConnectionError({ baseUrl: 'http://localhost:3333', cause: new Error('ECONNREFUSED') }))

    expect(error).toMatchObject({
      message: 'Could not reach the JoinFlow API at http://localhost:3333.',
      tryMessage: 'Is the server running? Start it with `npm start`.',
      exitCode: ExitCode.Unreachable,
    })
  })

  it('reports a rejected token as an authentication failure', () => {
    const error = toCliError(apiError(401, { message: 'Unauthorized access', code: 'E_UNAUTHORIZED_ACCESS' }))

    expect(error.exitCode).toBe(ExitCode.NotAuthenticated)
    expect(error.message).toBe('Authentication failed: the JoinFlow API rejected the token.')
    expect(error.tryMessage).toContain('joinflow login')
  })

  it("uses the API's message for other API errors, with an exit code by kind", () => {
    expect(toCliError(apiError(403, { message: 'This account has been deactivated.' }))).toMatchObject({
      message: 'This account has been deactivated.',
      exitCode: ExitCode.Refused,
    })
    expect(toCliError(apiError(402, { message: 'Your plan allows 3 groups.' })).exitCode).toBe(ExitCode.Refused)
    expect(toCliError(apiError(404, { message: 'Token not found' })).exitCode).toBe(ExitCode.NotFound)
    expect(toCliError(apiError(422, { message: 'Invalid', errors: [] })).exitCode).toBe(ExitCode.Invalid)
    expect(toCliError(apiError(409, { message: 'Already connected' })).exitCode).toBe(ExitCode.ApiError)
  })

  it('lists every field message of a validation error', () => {
    const errors = [
      { field: 'name', message: 'The name field must be defined', rule: 'required' },
      { field: 'expiresAt', message: 'The expiresAt field must be a date', rule: 'date' },
    ]

    const error = toCliError(apiError(422, { message: errors[0]?.message, errors }))

    expect(error.message).toBe('The name field must be defined\nThe expiresAt field must be a date')
  })

  it('gives the request id of a server error so it can be reported', () => {
    const error = toCliError(apiError(500, { message: 'Internal server error' }))

    expect(error.tryMessage).toBe('The server ran into a problem (request ID req-7). Try again in a moment.')
    expect(error.exitCode).toBe(ExitCode.ApiError)
  })

  it('rewords command-line mistakes as usage errors', () => {
    const error = toCliError(new CommanderError(1, 'commander.unknownCommand', "error: unknown command 'lst'\n(Did you mean list?)"))

    expect(error).toMatchObject({ message: "Unknown command 'lst'.", tryMessage: 'Did you mean list?', exitCode: ExitCode.Usage })
  })

  it('treats Ctrl-C at a prompt as a cancellation', () => {
    const interrupted = Object.assign(new Error('User force closed the prompt'), { name: 'ExitPromptError' })

    expect(toCliError(interrupted)).toMatchObject({ message: 'Cancelled.', exitCode: ExitCode.Cancelled })
  })

  it('keeps its own errors and marks anything else as unexpected', () => {
    const own = new CliError('Missing --token.', { exitCode: ExitCode.Usage })

    expect(toCliError(own)).toBe(own)
    expect(toCliError(new TypeError('boom'))).toMatchObject({ message: 'Unexpected error: boom', exitCode: ExitCode.Unexpected })
  })
})

describe('commanderExitCode', () => {
  it('ends successfully after help or the version, and as a usage error after help for a missing command', () => {
    expect(commanderExitCode(new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'))).toBe(ExitCode.Ok)
    expect(commanderExitCode(new CommanderError(0, 'commander.version', '0.1.0'))).toBe(ExitCode.Ok)
    expect(commanderExitCode(new CommanderError(1, 'commander.help', '(outputHelp)'))).toBe(ExitCode.Usage)
    expect(commanderExitCode(new CommanderError(1, 'commander.unknownOption', "error: unknown option '--x'"))).toBeUndefined()
  })
})
