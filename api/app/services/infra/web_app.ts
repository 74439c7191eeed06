import { join } from 'node:path'
import { repositoryRoot } from '#lib/embedded_database'

/** Where the built web app (admin-ui, built by Vite) lives. */
export function webAppPath(...parts: string[]) {
  return join(repositoryRoot(), 'admin-ui', 'dist', ...parts)
}
