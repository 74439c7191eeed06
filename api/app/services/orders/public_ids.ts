import { randomBytes } from 'node:crypto'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** A prefix, a dash and 16 base32 characters: 80 random bits, so the id cannot be guessed ("JF-…" orders, "RC-…" receipts). */
export function randomPublicId(prefix: string) {
  const bytes = randomBytes(10)
  let bits = 0
  let buffer = 0
  let id = ''
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= 5) {
      bits -= 5
      id += BASE32[(buffer >> bits) & 31]
    }
  }
  return `${prefix}-${id}`
}
