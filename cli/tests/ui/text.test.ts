import { describe, expect, it } from 'vitest'
import { formatBanner, formatDetails } from '../../src/ui/render.js'
import { colorEnabled, formatTable, renderTable } from '../../src/ui/text.js'
import { captureOutput } from '../support/output.js'

type Row = { id: number; name: string }
const columns = [
  { header: 'ID', value: (row: Row) => String(row.id) },
  { header: 'Name', value: (row: Row) => row.name },
  { header: 'Status', value: () => 'pending' },
]

describe('formatTable', () => {
  it('aligns every cell under its header, with a rule under the headers', () => {
    expect(formatTable(columns.slice(0, 2), [{ id: 1, name: 'Work laptop' }, { id: 120, name: 'CI' }]).split('\n')).toEqual([
      'ID   Name',
      '───  ───────────',
      '1    Work laptop',
      '120  CI',
    ])
  })

  it('keeps rows aligned when a cell is empty', () => {
    expect(formatTable(columns.slice(0, 2), [{ id: 1, name: '' }, { id: 2, name: 'CI' }]).split('\n')).toEqual(['ID  Name', '──  ────', '1', '2   CI'])
  })

  it('fits the width by cutting the long values with …, never running into the next column', () => {
    const rows = [{ id: 1, name: 'A very long group name that would never fit a narrow terminal' }, { id: 2, name: 'Short' }]

    const lines = formatTable(columns, rows, { width: 30 }).split('\n')

    expect(lines.every((line) => [...line].length <= 30)).toBe(true)
    expect(lines[2]).toBe('1   A very long grou…  pending')
    expect(lines[3]).toBe('2   Short              pending')
  })

  it('cuts the headers too when the values alone cannot make it fit', () => {
    const wide = [
      { header: 'Auto-approval', value: () => 'Off' },
      { header: "Today's requests", value: () => '0' },
      { header: 'Name', value: () => 'Gardeners of the world' },
    ]

    const lines = formatTable(wide, [{}], { width: 30 }).split('\n')

    expect(lines.every((line) => [...line].length <= 30)).toBe(true)
    expect(lines[0]).toContain('…')
  })

  it('puts a value with line breaks on one line', () => {
    expect(formatTable(columns.slice(0, 2), [{ id: 1, name: 'two\nlines' }]).split('\n')[2]).toBe('1   two lines')
  })
})

describe('colours', () => {
  it('are used on a terminal only, and never with NO_COLOR', () => {
    expect(colorEnabled({ write: () => true, isTTY: true }, {})).toBe(true)
    expect(colorEnabled({ write: () => true, isTTY: true }, { NO_COLOR: '1' })).toBe(false)
    expect(colorEnabled({ write: () => true, isTTY: false }, {})).toBe(false)
  })

  it('leave no escape codes in a table written with NO_COLOR', () => {
    const previous = process.env.NO_COLOR
    process.env.NO_COLOR = '1'
    try {
      const output = captureOutput()
      renderTable(columns, [{ id: 1, name: 'x' }])
      expect(output.stdout()).not.toContain('\u001b[')
    } finally {
      if (previous === undefined) delete process.env.NO_COLOR
      else process.env.NO_COLOR = previous
    }
  })
})

describe('formatBanner', () => {
  it('shows the headline with its tone, the body and the next steps', () => {
    expect(
      formatBanner('info', { headline: 'No groups yet.', body: ['Connect one first.'], nextSteps: ['Run `joinflow groups add <url>`.'] }).split('\n'),
    ).toEqual(['ℹ No groups yet.', '  Connect one first.', '', '  Next steps', '  • Run `joinflow groups add <url>`.'])
  })

  it('shows only the headline when there is nothing else to say', () => {
    expect(formatBanner('success', { headline: 'Logged out.' })).toBe('✔ Logged out.')
  })
})

describe('formatDetails', () => {
  it('lines up the values after their labels, cutting long ones to the width', () => {
    expect(formatDetails([['Email', 'ada@example.com'], ['Role', 'user']]).split('\n')).toEqual(['Email  ada@example.com', 'Role   user'])
    expect(formatDetails([['Email', 'a-very-long-address@example.com']], 20)).toBe('Email  a-very-long-…')
  })
})
