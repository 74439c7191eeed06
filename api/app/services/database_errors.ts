/**
 * PostgreSQL closes client connections with SQLSTATE 57P01 when it shuts
 * down. On Ctrl-C the embedded server receives the signal together with
 * the app, so its clients see this while stopping: an expected event, not
 * an error to report.
 */
export function isServerShutdown(error: unknown) {
  return (error as { code?: string } | null)?.code === '57P01'
}
