import { cleanup, render } from 'ink-testing-library'
import { afterEach, describe, expect, it } from 'vitest'
import { ProgressBar } from '../../src/ui/components/ProgressBar.js'
import { SpinnerLine } from '../../src/ui/components/SpinnerLine.js'

afterEach(cleanup)

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

describe('SpinnerLine', () => {
  it('shows what is being waited for beside the spinner', () => {
    const { lastFrame } = render(<SpinnerLine title="Loading API tokens" />)

    expect(lastFrame()).toMatch(/^\S Loading API tokens$/)
  })
})
