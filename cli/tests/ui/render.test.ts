import { describe, expect, it } from 'vitest'
import { CliError, ExitCode } from '../../src/errors.js'
import { renderError, renderResult, renderSuccess, withProgress, withSpinner } from '../../src/ui/index.js'
import { captureOutput } from '../support/output.js'

describe('renderResult', () => {
  it('prints JSON in JSON mode and nothing else', () => {
    const output = captureOutput({ json: true })

    renderResult({ id: 3 }, () => renderSuccess({ headline: 'Revoked token 3.' }))

    expect(JSON.parse(output.stdout())).toEqual({ id: 3 })
    expect(output.stderr()).toBe('')
  })

  it('shows the message for people otherwise', () => {
    const output = captureOutput()

    renderResult({ id: 3 }, () => renderSuccess({ headline: 'Revoked token 3.' }))

    expect(output.stdout()).toBe('✔ Revoked token 3.\n')
  })
})

describe('renderError', () => {
  const error = new CliError('Missing --token.', { tryMessage: 'Pass --token <token>.', exitCode: ExitCode.Usage })

  it('writes the message and what to try to stderr, on one line', () => {
    const output = captureOutput()

    renderError(error)

    expect(output.stdout()).toBe('')
    expect(output.stderr()).toBe('✖ Missing --token. Pass --token <token>.\n')
  })

  it('keeps several field messages on the one line', () => {
    const output = captureOutput()

    renderError(new CliError('Name is required\nURL is invalid', { exitCode: ExitCode.Invalid }))

    expect(output.stderr()).toBe('✖ Name is required; URL is invalid\n')
  })

  it('writes a JSON error object to stderr in JSON mode', () => {
    const output = captureOutput({ json: true })

    renderError(error)

    expect(JSON.parse(output.stderr())).toEqual({
      error: { message: 'Missing --token.', tryMessage: 'Pass --token <token>.', nextSteps: [], exitCode: 2 },
    })
  })
})

describe('withSpinner', () => {
  it('runs the task without drawing anything when stderr is not a terminal', async () => {
    const output = captureOutput()

    await expect(withSpinner('Loading', async () => 42)).resolves.toBe(42)

    expect(output.stderr()).toBe('')
  })
})

describe('withProgress', () => {
  it('runs the task and ignores its reports when stderr is not a terminal', async () => {
    const output = captureOutput()

    const result = await withProgress({ title: 'Exporting', unit: 'rows', total: 10 }, async (report) => {
      report({ done: 5, detail: '1 KB' })
      return 'saved'
    })

    expect(result).toBe('saved')
    expect(output.stderr()).toBe('')
    expect(output.stdout()).toBe('')
  })
})
