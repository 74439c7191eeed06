import { render } from 'ink'
import { SpinnerLine } from './components/SpinnerLine.js'
import { output } from './output.js'

/**
 * Shows a spinner on stderr while `task` runs. Pipes and `--json` get no spinner, since its
 * animation frames would only clutter a log.
 */
export async function withSpinner<T>(title: string, task: () => Promise<T>): Promise<T> {
  if (output.json || !output.stderr.isTTY) return task()
  const spinner = render(<SpinnerLine title={title} />, {
    stdout: output.stderr as NodeJS.WriteStream,
    patchConsole: false,
  })
  try {
    return await task()
  } finally {
    spinner.clear()
    spinner.unmount()
  }
}
