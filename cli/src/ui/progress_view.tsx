import { render } from 'ink'
import { ProgressBar } from './components/ProgressBar.js'
import type { OutputStream } from './output.js'
import type { ProgressOptions, ProgressUpdate } from './progress.js'

/** Draws the progress bar; loaded only when a terminal is there to show it. */
export function showProgress({ title, unit, total }: ProgressOptions, stream: OutputStream) {
  const view = (update: ProgressUpdate) => <ProgressBar title={title} unit={unit} total={total} {...update} />
  const bar = render(view({ done: 0 }), { stdout: stream as NodeJS.WriteStream, patchConsole: false })
  return {
    update: (update: ProgressUpdate) => bar.rerender(view(update)),
    stop: () => {
      bar.clear()
      bar.unmount()
    },
  }
}
