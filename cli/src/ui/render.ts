import { output, type OutputStream } from './output.js'
import { colorEnabled, paint, truncate } from './text.js'

export interface MessageOptions {
  headline: string
  body?: string[]
  nextSteps?: string[]
}

type Tone = 'success' | 'info'

const SYMBOLS: Record<Tone, { symbol: string; color: string }> = {
  success: { symbol: '✔', color: 'green' },
  info: { symbol: 'ℹ', color: 'blue' },
}

/** Prints `value` as JSON with `--json`, or calls `human` to show it to a person. */
export function renderResult<T>(value: T, human: (value: T) => void): void {
  if (output.json) output.stdout.write(`${JSON.stringify(withTarget(value), null, 2)}\n`)
  else human(value)
}

/** A writing command's JSON result says whom it acted on, as its human output does on stderr. */
function withTarget(value: unknown): unknown {
  if (!output.target || typeof value !== 'object' || value === null || Array.isArray(value)) return value
  return { ...value, target: output.target }
}

/** Text printed exactly as given, such as a generated script; `--json` does not apply to it. */
export function renderText(text: string): void {
  output.stdout.write(text)
}

export function renderSuccess(message: MessageOptions): void {
  output.stdout.write(`${formatBanner('success', message, colorEnabled(output.stdout))}\n`)
}

export function renderInfo(message: MessageOptions): void {
  output.stdout.write(`${formatBanner('info', message, colorEnabled(output.stdout))}\n`)
}

/** A message with a symbol for its tone, optional lines under it, and a list of next steps. */
export function formatBanner(tone: Tone, { headline, body = [], nextSteps = [] }: MessageOptions, color = false): string {
  const { symbol, color: toneColor } = SYMBOLS[tone]
  const lines = [`${paint(symbol, toneColor, color)} ${paint(headline, 'bold', color)}`]
  for (const line of body) lines.push(...line.split('\n').map((part) => `  ${part}`))
  if (nextSteps.length > 0) lines.push('', `  ${paint('Next steps', 'bold', color)}`, ...nextSteps.map((step) => `  • ${step}`))
  return lines.join('\n')
}

/** Label and value pairs in two aligned columns; on a terminal, long values end with …. */
export function renderDetails(items: [label: string, value: string][]): void {
  output.stdout.write(`${formatDetails(items, widthOf(output.stdout), colorEnabled(output.stdout))}\n`)
}

export function formatDetails(items: [label: string, value: string][], width?: number, color = false): string {
  const labelWidth = Math.max(0, ...items.map(([label]) => [...label].length))
  return items
    .map(([label, value]) => {
      const flat = value.replace(/\s*[\r\n]+\s*/g, ' ')
      const shown = width ? truncate(flat, Math.max(8, width - labelWidth - 2)) : flat
      return `${paint(label.padEnd(labelWidth), 'bold', color)}  ${shown}`.trimEnd()
    })
    .join('\n')
}

function widthOf(stream: OutputStream): number | undefined {
  return stream.isTTY && stream.columns ? stream.columns : undefined
}
