import { Box, Text } from 'ink'
import { formatCount } from '../format.js'

export interface ProgressBarProps {
  title: string
  /** Units finished so far. */
  done: number
  /** Units expected in all; without it only the count is shown. */
  total?: number
  /** What is counted, plural: "rows". */
  unit: string
  /** More figures after the count, such as the bytes written. */
  detail?: string
  /** Characters of the bar itself. */
  width?: number
}

/** `Title  ██████░░░░  60%  600 / 1,000 rows · 48 KB`. The share never passes 100%, even when more arrive than expected. */
export function ProgressBar({ title, done, total, unit, detail, width = 24 }: ProgressBarProps) {
  const share = total ? Math.min(1, done / total) : undefined
  const filled = share === undefined ? 0 : Math.round(share * width)
  const count = total === undefined ? `${formatCount(done)} ${unit}` : `${formatCount(done)} / ${formatCount(total)} ${unit}`
  return (
    <Box gap={2}>
      <Text>{title}</Text>
      {share !== undefined && (
        <Text>
          <Text color="cyan">{'█'.repeat(filled)}</Text>
          <Text dimColor>{'░'.repeat(width - filled)}</Text>
        </Text>
      )}
      {share !== undefined && <Text>{`${String(Math.floor(share * 100)).padStart(3)}%`}</Text>}
      <Text>{detail ? `${count} · ${detail}` : count}</Text>
    </Box>
  )
}
