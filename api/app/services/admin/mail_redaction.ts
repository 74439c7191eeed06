/*
 * What the super admins' outbox shows of an email. The stored message
 * keeps everything (SMTP delivers it as written); the outbox view never
 * shows anything that would let its reader act as the recipient: the
 * secret of a link (reset, confirmation, sign-in), an API token, or the
 * order ID a purchaser signs in with.
 */

const REDACTED = '[redacted]'

/** Query parameters that carry a link's secret. */
const LINK_SECRET = /([?&#](?:token|code|key|secret|signature|sig)=)[^&\s"'<>]+/gi
const API_TOKEN = /\bjf_[A-Za-z0-9_-]{8,}/g
/** `JF-` and 16 base32 characters: the order ID doubles as the purchaser's sign-in secret. */
const ORDER_ID = /\bJF-[A-Z2-7]{12}([A-Z2-7]{4})\b/g

export function redactMailText(text: string) {
  return text
    .replace(LINK_SECRET, `$1${REDACTED}`)
    .replace(API_TOKEN, `jf_${REDACTED}`)
    .replace(ORDER_ID, 'JF-…$1')
}
