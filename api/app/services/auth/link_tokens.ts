import { createHash, randomBytes } from 'node:crypto'

/** The secret of an emailed link (password reset, email verification): 256 random bits, URL-safe. */
export function newLinkToken() {
  return randomBytes(32).toString('base64url')
}

/** What is stored of a link's secret: its SHA-256, so the table alone opens nothing. */
export function hashLinkToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}
