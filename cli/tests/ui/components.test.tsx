import { cleanup, render } from 'ink-testing-library'
import { afterEach, describe, expect, it } from 'vitest'
import { Banner } from '../../src/ui/components/Banner.js'
import { Details } from '../../src/ui/components/Details.js'
import { ProgressBar } from '../../src/ui/components/ProgressBar.js'
import { SpinnerLine } from '../../src/ui/components/SpinnerLine.js'
import { Table } from '../../src/ui/components/Table.js'

afterEach(cleanup)

describe('Table', () => {
  const columns = [
    { header: 'ID', value: (row: { id: number; name: string }) => String(row.id) },
    { header: 'Name', value: (row: { id: number; name: string }) => row.name },
  ]

  it('aligns every cell under its header, with a rule under the headers', () => {
    const { lastFrame } = render(
      <Table
        columns={columns}
        rows={[
          { id: 1, name: 'Work laptop' },
          { id: 120, name: 'CI' },
        ]}
      />,
    )

    expect(lastFrame()?.split('\n')).toEqual([
      'ID   Name',
      '───  ───────────',
      '1    Work laptop',
      '120  CI',
    ])
  })

  it('keeps rows aligned when a cell is empty', () => {
    const { lastFrame } = render(
      <Table
        columns={columns}
        rows={[
          { id: 1, name: '' },
          { id: 2, name: 'CI' },
        ]}
      />,
    )

    expect(lastFrame()?.split('\n').map((line) => line.trimEnd())).toEqual(['ID  Name', '──  ────', '1', '2   CI'])
  })
})

describe('ProgressBar', () => {
  it('shows the bar, the share, the count against the total and the detail', () => {
    const { lastFrame } = render(
      <ProgressBar title="Exporting member requests" done={617} total={1234} unit="rows" detail="48.2 KB" width={10} />,
    )

    expect(lastFrame()).toBe('Exporting member requests  █████░░░░░   50%  617 / 1,234 rows · 48.2 KB')
  })

  it('stops at 100% when more arrive than expected', () => {
    const { lastFrame } = render(<ProgressBar title="Exporting" done={12} total={10} unit="rows" width={4} />)

    expect(lastFrame()).toBe('Exporting  ████  100%  12 / 10 rows')
  })

  it('shows only the count without a total', () => {
    const { lastFrame } = render(<ProgressBar title="Exporting" done={1500} unit="rows" />)

    expect(lastFrame()).toBe('Exporting  1,500 rows')
  })
})

describe('Banner', () => {
  it('shows the headline with its tone, the body and the next steps', () => {
    const { lastFrame } = render(
      <Banner
        tone="error"
        headline="Could not reach the JoinFlow API at http://localhost:3333."
        body={['Is the server running? Start it with `npm start`.']}
        nextSteps={['Run `joinflow login` again.']}
      />,
    )

    expect(lastFrame()?.split('\n')).toEqual([
      '✖ Could not reach the JoinFlow API at http://localhost:3333.',
      '  Is the server running? Start it with `npm start`.',
      '',
      '  Next steps',
      '  • Run `joinflow login` again.',
    ])
  })

  it('shows only the headline when there is nothing else to say', () => {
    const { lastFrame } = render(<Banner tone="success" headline="Logged out." />)

    expect(lastFrame()).toBe('✔ Logged out.')
  })
})

describe('Details', () => {
  it('lines up the values after their labels', () => {
    const { lastFrame } = render(
      <Details
        items={[
          ['Email', 'ada@example.com'],
          ['Role', 'user'],
        ]}
      />,
    )

    expect(lastFrame()?.split('\n')).toEqual(['Email  ada@example.com', 'Role   user'])
  })
})

describe('SpinnerLine', () => {
  it('shows what is being waited for beside the spinner', () => {
    const { lastFrame } = render(<SpinnerLine title="Loading API tokens" />)

    expect(lastFrame()).toMatch(/^\S Loading API tokens$/)
  })
})
