import logger from '@adonisjs/core/services/logger'
import loggerConfig from '#config/logger'

/**
 * Sends every log line the application writes to `onLine`, from `level`
 * up, through the app logger's own settings (its redaction included),
 * until the returned function is called. Request loggers are children of
 * the app logger made per request, so swapping its pino instance catches
 * theirs too.
 */
export function recordLogs(onLine: (line: string) => void, level = 'trace') {
  const { transport: _transport, ...settings } = loggerConfig.loggers.app
  const recording = logger.create({
    ...settings,
    enabled: true,
    level,
    desination: { write: onLine },
  })
  const original = logger.pino
  logger.pino = recording.pino
  return () => {
    logger.pino = original
  }
}

/** Every log line written while `capture` runs. */
export async function captureLogs<T>(capture: () => Promise<T>) {
  const lines: string[] = []
  const stop = recordLogs((line) => lines.push(line))
  try {
    const result = await capture()
    return { result, lines }
  } finally {
    stop()
  }
}
