/*
 * Plain-text output: the table and the error line are drawn without Ink, so a run that only
 * prints a list or fails early never loads React.
 */
import type { CliError } from '../errors.js'
import { output, type OutputStream } from './output.js'

export interface Column<Row> {
  header: string
  value: (row: Row) => string
  /** A colour for the cell, such as green for an approved request. */
  color?: (row: Row) => string | undefined
}

const GAP = '  '
const ELLIPSIS = '…'
/** A column is never cut narrower than this, or than its header. */
const MIN_WIDTH = 6
/** Narrower than this, a cut value says nothing. */
const MIN_CUT = 3

const CODES: Record<string, [number, number]> = {
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  blue: [34, 39],
  magenta: [35, 39],
  cyan: [36, 39],
  gray: [90, 39],
  grey: [90, 39],
  bold: [1, 22],
  dim: [2, 22],
}

/**
 * Colour only for a terminal, and never when NO_COLOR is set (https://no-color.org) or
 * FORCE_COLOR=0 asks for none.
 */
export function colorEnabled(stream: OutputStream, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR) return false
  if (env.FORCE_COLOR === '0') return false
  if (env.FORCE_COLOR) return true
  return Boolean(stream.isTTY)
}

export function paint(text: string, style: string | undefined, enabled: boolean): string {
  const code = style ? CODES[style] : undefined
  return enabled && code ? `\u001b[${code[0]}m${text}\u001b[${code[1]}m` : text
}

function length(text: string): number {
  return [...text].length
}

/** `text` cut to `width` characters, ending with … when anything was cut. */
export function truncate(text: string, width: number): string {
  const characters = [...text]
  if (characters.length <= width) return text
  return width <= 1 ? ELLIPSIS.slice(0, width) : `${characters.slice(0, width - 1).join('')}${ELLIPSIS}`
}

/**
 * Columns as wide as their widest cell, two spaces apart. When the table is wider than `width`
 * (the terminal's), the widest columns give way first and their long values end with ….
 * Line breaks inside a value become spaces so every row stays on one line.
 */
export function formatTable<Row>(
  columns: Column<Row>[],
  rows: Row[],
  { width, color = false }: { width?: number; color?: boolean } = {},
): string {
  const cells = rows.map((row) => columns.map((column) => column.value(row).replace(/\s*[\r\n]+\s*/g, ' ')))
  const widths = columns.map((column, index) => Math.max(length(column.header), ...cells.map((line) => length(line[index]!))))
  if (width) {
    const total = () => widths.reduce((sum, value) => sum + value, 0) + GAP.length * (columns.length - 1)
    // Values give way first; only when that is not enough are the headers cut too.
    for (const floor of [columns.map((column) => Math.max(MIN_WIDTH, length(column.header))), columns.map(() => MIN_CUT)]) {
      while (total() > width) {
        let widest = -1
        for (let index = 0; index < widths.length; index++) {
          if (widths[index]! > floor[index]! && (widest === -1 || widths[index]! > widths[widest]!)) widest = index
        }
        if (widest === -1) break
        widths[widest]!--
      }
    }
  }
  const line = (values: string[], styles: (string | undefined)[]) =>
    values
      .map((value, index) => {
        const cut = truncate(value, widths[index]!)
        const padded = index === values.length - 1 ? cut : cut.padEnd(widths[index]! + cut.length - length(cut))
        return paint(padded, styles[index], color)
      })
      .join(GAP)
      .trimEnd()
  return [
    line(columns.map((column) => column.header), columns.map(() => 'bold')),
    line(widths.map((value) => '─'.repeat(value)), columns.map(() => 'dim')),
    ...rows.map((row, index) => line(cells[index]!, columns.map((column) => column.color?.(row)))),
  ].join('\n')
}

/** The error as one line: what went wrong, then what to try. */
export function errorLine(error: CliError): string {
  const message = error.message.split('\n').join('; ')
  return [message, error.tryMessage, ...error.nextSteps].filter(Boolean).join(' ')
}

/** Errors go to stderr in both modes so stdout only ever carries results. */
export function renderError(error: CliError): void {
  if (output.json) {
    const { message, tryMessage, nextSteps, exitCode } = error
    output.stderr.write(`${JSON.stringify({ error: { message, tryMessage, nextSteps, exitCode } }, null, 2)}\n`)
    return
  }
  output.stderr.write(`${paint('✖', 'red', colorEnabled(output.stderr))} ${errorLine(error)}\n`)
}

export function renderTable<Row>(columns: Column<Row>[], rows: Row[]): void {
  const stream = output.stdout
  // A pipe gets whole values; a terminal gets a table that fits its width.
  const width = stream.isTTY && stream.columns ? stream.columns : undefined
  stream.write(`${formatTable(columns, rows, { width, color: colorEnabled(stream) })}\n`)
}
