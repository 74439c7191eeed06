/** The part of a stream the CLI writes to; a TTY also reports its width. */
export interface OutputStream {
  write(chunk: string): unknown
  isTTY?: boolean
  columns?: number
}

export interface OutputSettings {
  /** Print machine-readable JSON instead of messages, tables and spinners. */
  json: boolean
  stdout: OutputStream
  stderr: OutputStream
  /** Whom a writing command acts on; added to its `--json` result as `target`. */
  target?: { profile: string; account: string; server: string }
}

/** Set once per run from the command line; tests point the streams at buffers. */
export const output: OutputSettings = { json: false, stdout: process.stdout, stderr: process.stderr }

export function configureOutput(settings: Partial<OutputSettings>): void {
  Object.assign(output, settings)
}
