import { describe, expect, it } from 'vitest'
import { approvalRate, percentOf } from '../src/figures.js'

describe('approvalRate', () => {
  it('is the percent of decided requests (approved + declined) that were approved', () => {
    expect(approvalRate(3, 1)).toBe(75)
    expect(approvalRate(5, 0)).toBe(100)
    expect(approvalRate(0, 4)).toBe(0)
  })

  it('is null while nothing is decided', () => {
    expect(approvalRate(0, 0)).toBeNull()
  })

  it('rounds to a whole percent, halves up', () => {
    expect(approvalRate(1, 2)).toBe(33)
    expect(approvalRate(2, 1)).toBe(67)
    expect(approvalRate(1, 7)).toBe(13) // 12.5
    expect(approvalRate(7, 1)).toBe(88) // 87.5
  })
})

describe('percentOf', () => {
  it('is null for an empty whole and a whole percent otherwise', () => {
    expect(percentOf(0, 0)).toBeNull()
    expect(percentOf(1, 3)).toBe(33)
  })
})
