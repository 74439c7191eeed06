import { renderToString } from 'ink'
import type { ReactElement } from 'react'
import type { CliError } from '../errors.js'
import { Banner, type Tone } from './components/Banner.js'
import { Details } from './components/Details.js'
import { Table, type Column } from './components/Table.js'
import { output, type OutputStream } from './output.js'

/** Without a known width (a pipe, or a terminal reporting 0 columns), lines are only cut when very long. */
const FALLBACK_COLUMNS = 160

export interface MessageOptions {
  headline: string
  body?: string[]
  nextSteps?: string[]
}

/** Prints `value` as JSON with `--json`, or calls `human` to show it to a person. */
export function renderResult<T>(value: T, human: (value: T) => void): void {
  if (output.json) output.stdout.write(`${JSON.stringify(value, null, 2)}\n`)
  else human(value)
}

/** Text printed exactly as given, such as a generated script; `--json` does not apply to it. */
export function renderText(text: string): void {
  output.stdout.write(text)
}

export function renderSuccess(message: MessageOptions): void {
  renderBanner('success', message)
}

export function renderInfo(message: MessageOptions): void {
  renderBanner('info', message)
}

export function renderTable<Row>(columns: Column<Row>[], rows: Row[]): void {
  write(output.stdout, <Table columns={columns} rows={rows} />)
}

export function renderDetails(items: [label: string, value: string][]): void {
  write(output.stdout, <Details items={items} />)
}

/** Errors go to stderr in both modes so stdout only ever carries results. */
export function renderError(error: CliError): void {
  if (output.json) {
    const { message, tryMessage, nextSteps, exitCode } = error
    output.stderr.write(`${JSON.stringify({ error: { message, tryMessage, nextSteps, exitCode } }, null, 2)}\n`)
    return
  }
  const body = error.tryMessage ? [error.tryMessage] : []
  write(output.stderr, <Banner tone="error" headline={error.message} body={body} nextSteps={error.nextSteps} />)
}

function renderBanner(tone: Tone, { headline, body, nextSteps }: MessageOptions): void {
  write(output.stdout, <Banner tone={tone} headline={headline} body={body} nextSteps={nextSteps} />)
}

function write(stream: OutputStream, element: ReactElement): void {
  stream.write(`${renderToString(element, { columns: stream.columns || FALLBACK_COLUMNS })}\n`)
}
