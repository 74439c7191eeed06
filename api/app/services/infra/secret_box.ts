/*
 * Encrypting the secrets kept in the database with APP_KEY, and reading
 * them with it or, after the key changed, with an earlier one listed in
 * APP_KEY_PREVIOUS (comma-separated, newest first). What no configured
 * key opens is an error, never a quiet empty value (see stored_secrets.ts
 * for the check at start and the re-encryption).
 */
import encryption from '@adonisjs/core/services/encryption'
import { Encryption } from '@adonisjs/core/encryption'

export type OpenedWith = 'current' | 'previous'

let previous: { setting: string; keys: Encryption[] } | undefined

/** APP_KEY_PREVIOUS as decrypters, read again whenever the setting changes. */
function previousKeys(): Encryption[] {
  const setting = process.env.APP_KEY_PREVIOUS ?? ''
  if (previous?.setting !== setting) {
    const secrets = setting.split(',').map((key) => key.trim()).filter(Boolean)
    if (secrets.some((secret) => secret.length < 16)) {
      throw new Error('Every key in APP_KEY_PREVIOUS must be at least 16 characters long, like APP_KEY; separate several with commas.')
    }
    previous = { setting, keys: secrets.map((secret) => new Encryption({ secret })) }
  }
  return previous.keys
}

/** A stored secret decrypted with APP_KEY or, failing that, with one of APP_KEY_PREVIOUS; null when none opens it. */
export function openSecret<T>(stored: string): { value: T; openedWith: OpenedWith } | null {
  const current = encryption.decrypt<T>(stored)
  if (current !== null) return { value: current, openedWith: 'current' }
  for (const key of previousKeys()) {
    const value = key.decrypt<T>(stored)
    if (value !== null) return { value, openedWith: 'previous' }
  }
  return null
}

/** Encrypts a secret for storage with the current APP_KEY. */
export function sealSecret(value: unknown): string {
  return encryption.encrypt(value)
}

export const UNREADABLE_SECRET =
  "A saved secret cannot be read with this server's APP_KEY. Set APP_KEY_PREVIOUS to the key it was saved with, then restart."

/** Thrown when a stored secret opens with no configured key (the start refuses that case, see checkStoredSecrets). */
export class UnreadableSecretError extends Error {
  constructor(readonly where: string) {
    super(`${UNREADABLE_SECRET} (${where})`)
  }
}

