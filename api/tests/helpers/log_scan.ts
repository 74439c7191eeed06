/*
 * Reads every line the application logs during a whole test run, and at the end refuses the run if any line holds what looks like
 * a secret: a password, an API token, a Bearer header, a session cookie or
 * a card number. Tests put such values through every flow, so this is the
 * widest net there is for a secret reaching the logs.
 */
import { recordLogs } from '#tests/helpers/log_capture'

/** Digits in card-number shape (13 to 19, spaces or dashes allowed between). */
const CARD_SHAPED = /(?<![\d.])\d(?:[ -]?\d){12,18}(?!\d|\.\d)/g

function passesLuhn(digits: string) {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

const SECRET_FIELDS = /^(password|newpassword|token|apikey|api_key|secret|cardnumber|securitycode|authorization|cookie|x-xsrf-token)$/i

/** What in one parsed log line looks like a secret. */
export function secretsInLogLine(line: unknown, path: string[] = []): string[] {
  if (typeof line === 'string') {
    const found: string[] = []
    const field = path.at(-1) ?? ''
    if (SECRET_FIELDS.test(field) && line !== '[redacted]') found.push(`${path.join('.')} is not redacted`)
    if (/\bjf_[\w-]{20,}/.test(line)) found.push(`an API token in ${path.join('.')}`)
    if (/\bBearer\s+[\w.~+/-]{16,}/i.test(line)) found.push(`a Bearer credential in ${path.join('.')}`)
    if (/\badonis-session=|\bXSRF-TOKEN=/i.test(line)) found.push(`a session cookie in ${path.join('.')}`)
    for (const [candidate] of line.matchAll(CARD_SHAPED)) {
      const digits = candidate.replace(/\D/g, '')
      if (/^[2-6]/.test(digits) && passesLuhn(digits)) found.push(`a card number in ${path.join('.')}`)
    }
    return found
  }
  if (Array.isArray(line)) return line.flatMap((value, index) => secretsInLogLine(value, [...path, String(index)]))
  if (line && typeof line === 'object') {
    return Object.entries(line).flatMap(([key, value]) => secretsInLogLine(value, [...path, key]))
  }
  return []
}

let stop: (() => void) | undefined
const findings: string[] = []
let scanned = 0

function inspect(line: string) {
  scanned += 1
  let parsed: unknown
  try {
    parsed = JSON.parse(line)
  } catch {
    parsed = line
  }
  for (const finding of secretsInLogLine(parsed)) findings.push(`${finding}: ${line.slice(0, 400)}`)
}

/** Starts reading the logs; `finishLogScan` ends it and reports. */
export function startLogScan() {
  // Debug and up: what the app itself writes. Trace is the database layer's chatter about connections.
  stop = recordLogs(inspect, 'debug')
}

/** Ends the scan; throws with every finding when any line held a secret. */
export function finishLogScan() {
  stop?.()
  stop = undefined
  if (findings.length) {
    throw new Error(`Secrets reached the logs (${findings.length} of ${scanned} lines):\n${findings.join('\n')}`)
  }
}
