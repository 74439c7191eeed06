import type { ConnectionSettings } from './messages'

export const DEFAULT_API_URL = 'http://localhost:3333'


/**
 * Turns what a person typed into the base URL the API paths hang from, or null when it is not
 * an http(s) address. A pasted ".../api" is accepted too, because every route already adds it.
 */
export function normalizeApiUrl(input: string): string | null {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api$/, '')
  return `${url.origin}${path}`
}

/** The host permission pattern Chrome needs before the background worker may call the API. */
export function hostPermissionPattern(apiUrl: string): string {
  return `${new URL(apiUrl).origin}/*`
}

/** What is wrong with the settings, as the key of the text that says so (see ui/i18n.ts). */
export type SettingsProblem = 'invalidApiUrl' | 'missingToken'

export type SettingsValidation =
  | { ok: true; settings: ConnectionSettings }
  | { ok: false; problem: SettingsProblem }

export function validateSettings(input: ConnectionSettings): SettingsValidation {
  const apiUrl = normalizeApiUrl(input.apiUrl)
  if (!apiUrl) return { ok: false, problem: 'invalidApiUrl' }
  const token = input.token.trim()
  if (!token) return { ok: false, problem: 'missingToken' }
  return { ok: true, settings: { apiUrl, token } }
}
