/** `1234567` → `1,234,567`, fixed to one style so output does not depend on the machine's locale. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US')
}

const BYTE_UNITS = ['KB', 'MB', 'GB'] as const

/** `532 B`, `48.2 KB`, `3.1 MB`: decimal units, as file managers show sizes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`
  let value = bytes
  let unit: string = 'B'
  for (const next of BYTE_UNITS) {
    if (value < 1000) break
    value /= 1000
    unit = next
  }
  return `${value.toFixed(1)} ${unit}`
}

/** `2025-01-02 13:45` in the local time zone. */
export function formatTimestamp(value: string | null, fallback: string): string {
  if (!value) return fallback
  const date = new Date(value)
  const pad = (part: number) => String(part).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}
