import { cleanup, render } from 'ink-testing-library'
import { afterEach, describe, expect, it } from 'vitest'
import { Banner } from '../../src/ui/components/Banner.js'
import { Details } from '../../src/ui/components/Details.js'
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
