import { configureOutput, type OutputStream } from '../../src/ui/index.js'

export interface CapturedOutput {
  stdout(): string
  stderr(): string
}

class MemoryStream implements OutputStream {
  text = ''
  write(chunk: string): boolean {
    this.text += chunk
    return true
  }
}

/** Sends the CLI's output to memory, as a pipe would receive it. */
export function captureOutput({ json = false }: { json?: boolean } = {}): CapturedOutput {
  const stdout = new MemoryStream()
  const stderr = new MemoryStream()
  configureOutput({ json, stdout, stderr })
  return { stdout: () => stdout.text, stderr: () => stderr.text }
}
