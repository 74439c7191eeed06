/*
 * CSV as spreadsheets read it (RFC 4180, CRLF line ends). A cell that a
 * spreadsheet would take for a formula (one starting with = + - @, a tab or
 * a carriage return) gets a leading apostrophe, so text typed into a join
 * request can never run as a formula on the owner's machine.
 */
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  const text = FORMULA_START.test(String(value)) ? `'${value}` : String(value)
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvLine(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}
