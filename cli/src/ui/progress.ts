import { output } from './output.js'

export interface ProgressOptions {
  title: string
  /** What is counted, plural: "rows". */
  unit: string
  total?: number
}

export interface ProgressUpdate {
  done: number
  detail?: string
}

/** Redrawing for every chunk of a fast download would cost more than the download. */
const REDRAW_INTERVAL_MS = 100

/**
 * Shows a progress bar on stderr while `task` runs; the task calls `report` as work gets done.
 * Pipes and `--json` get no bar, only the result, since redrawn frames would clutter a log.
 */
export async function withProgress<T>(
  options: ProgressOptions,
  task: (report: (update: ProgressUpdate) => void) => Promise<T>,
): Promise<T> {
  if (output.json || !output.stderr.isTTY) return task(() => {})
  const { showProgress } = await import('./progress_view.js')
  const bar = showProgress(options, output.stderr)
  let drawnAt = 0
  try {
    return await task((update) => {
      const now = Date.now()
      if (now - drawnAt < REDRAW_INTERVAL_MS) return
      drawnAt = now
      bar.update(update)
    })
  } finally {
    bar.stop()
  }
}
