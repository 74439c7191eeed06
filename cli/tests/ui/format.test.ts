import { describe, expect, it } from 'vitest'
import { formatBytes, formatCount } from '../../src/ui/index.js'

describe('formatBytes', () => {
  it('uses decimal units with one decimal above a kilobyte', () => {
    expect(formatBytes(0)).toBe('0 B')
    expect(formatBytes(999)).toBe('999 B')
    expect(formatBytes(48_200)).toBe('48.2 KB')
    expect(formatBytes(3_150_000)).toBe('3.1 MB')
    expect(formatBytes(2_000_000_000)).toBe('2.0 GB')
  })
})

describe('formatCount', () => {
  it('groups thousands with commas whatever the locale', () => {
    expect(formatCount(1234567)).toBe('1,234,567')
    expect(formatCount(12)).toBe('12')
  })
})
