import { output } from './output.js'

/**
 * Shows a spinner on stderr while `task` runs. Pipes and `--json` get no spinner, since its
 * animation frames would only clutter a log; Ink is loaded only when a spinner is drawn.
 */
export async function withSpinner<T>(title: string, task: () => Promise<T>): Promise<T> {
  if (output.json || !output.stderr.isTTY) return task()
  const { showSpinner } = await import('./spinner_view.js')
  const stop = showSpinner(title, output.stderr)
  try {
    return await task()
  } finally {
    stop()
  }
}
