import type { PersonalAccessToken } from '@joinflow/sdk'

const LABELS = { full: 'full', read_only: 'read-only', extension: 'Chrome extension' } as const

/** "read-only", "full", "full + admin", "Chrome extension". */
export function accessLabel(token: Pick<PersonalAccessToken, 'access' | 'abilities'>): string {
  const label = LABELS[token.access] ?? token.access
  return token.abilities.includes('admin') ? `${label} + admin` : label
}
