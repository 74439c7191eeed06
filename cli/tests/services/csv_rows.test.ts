import { describe, expect, it } from 'vitest'
import { CsvRowCounter } from '../../src/services/requests/csv_rows.js'

function rowsOf(...chunks: string[]): number {
  const counter = new CsvRowCounter()
  for (const chunk of chunks) counter.push(new TextEncoder().encode(chunk))
  return counter.rows
}

describe('CsvRowCounter', () => {
  it('counts records after the header', () => {
    expect(rowsOf('')).toBe(0)
    expect(rowsOf('date,name\r\n')).toBe(0)
    expect(rowsOf('date,name\r\n2025-03-01,Ada\r\n2025-03-02,Grace\r\n')).toBe(2)
  })

  it('counts a last record without a line break', () => {
    expect(rowsOf('date,name\n2025-03-01,Ada')).toBe(1)
  })

  it('does not count line breaks inside quoted cells, escaped quotes included', () => {
    expect(rowsOf('name,answer\r\nAda,"one\r\ntwo ""quoted""\r\nthree"\r\nGrace,x\r\n')).toBe(2)
  })

  it('gives the same count however the bytes are split', () => {
    const csv = 'name,answer\nAda,"a\nb"\nZoë,"ü ""x"" \n y"\n'
    const bytes = new TextEncoder().encode(csv)
    for (let split = 0; split <= bytes.length; split += 1) {
      const counter = new CsvRowCounter()
      counter.push(bytes.subarray(0, split))
      counter.push(bytes.subarray(split))
      expect(counter.rows).toBe(2)
    }
  })
})
