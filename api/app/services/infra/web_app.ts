import { join } from 'node:path'
import { repositoryRoot } from '#lib/embedded_database'

/** Where the built web app (admin-ui, built by Vite) lives. */
export function webAppPath(...parts: string[]) {
  return join(repositoryRoot(), 'admin-ui', 'dist', ...parts)
}

/** The precompressed copies the web app's build writes beside each text file, best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const

/** The encodings an Accept-Encoding header allows (`;q=0` refuses one). */
export function acceptedEncodings(header: string | undefined) {
  const accepted = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';')
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name)
  }
  return accepted
}
