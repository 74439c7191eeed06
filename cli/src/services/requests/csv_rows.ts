const QUOTE = 0x22
const LINE_FEED = 0x0a

/**
 * Counts the records of a CSV file as its bytes stream past. A line break inside a quoted cell (an
 * answer written over several lines) belongs to the cell, not a new record. Escaped quotes (`""`)
 * toggle the quoted state twice, so they need no special case. Neither byte can occur inside a
 * multi-byte UTF-8 character, so the bytes need no decoding.
 */
export class CsvRowCounter {
  private quoted = false
  private lineBreaks = 0
  private pendingRecord = false

  push(chunk: Uint8Array): void {
    for (const byte of chunk) {
      if (byte === QUOTE) this.quoted = !this.quoted
      if (byte === LINE_FEED && !this.quoted) {
        this.lineBreaks += 1
        this.pendingRecord = false
      } else {
        this.pendingRecord = true
      }
    }
  }

  /** Records after the header row, counting a last one that has no line break yet. */
  get rows(): number {
    return Math.max(0, this.lineBreaks + (this.pendingRecord ? 1 : 0) - 1)
  }
}
