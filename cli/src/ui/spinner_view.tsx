import { render } from 'ink'
import { SpinnerLine } from './components/SpinnerLine.js'
import type { OutputStream } from './output.js'

/** Draws the spinner; loaded only when a terminal is there to show it. */
export function showSpinner(title: string, stream: OutputStream): () => void {
  const spinner = render(<SpinnerLine title={title} />, { stdout: stream as NodeJS.WriteStream, patchConsole: false })
  return () => {
    spinner.clear()
    spinner.unmount()
  }
}
