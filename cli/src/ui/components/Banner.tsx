import { Box, Text } from 'ink'

export type Tone = 'success' | 'info' | 'error'

const SYMBOLS: Record<Tone, { symbol: string; color: string }> = {
  success: { symbol: '✔', color: 'green' },
  info: { symbol: 'ℹ', color: 'blue' },
  error: { symbol: '✖', color: 'red' },
}

export interface BannerProps {
  tone: Tone
  headline: string
  body?: string[]
  nextSteps?: string[]
}

/** A message with a symbol for its tone, optional lines under it, and a list of next steps. */
export function Banner({ tone, headline, body = [], nextSteps = [] }: BannerProps) {
  const { symbol, color } = SYMBOLS[tone]
  return (
    <Box flexDirection="column">
      <Box gap={1}>
        <Text color={color}>{symbol}</Text>
        <Text bold>{headline}</Text>
      </Box>
      {body.length > 0 && (
        <Box flexDirection="column" marginLeft={2}>
          {body.map((line, index) => (
            <Text key={index}>{line}</Text>
          ))}
        </Box>
      )}
      {nextSteps.length > 0 && (
        <Box flexDirection="column" marginLeft={2} marginTop={1}>
          <Text bold>Next steps</Text>
          {nextSteps.map((step, index) => (
            <Text key={index}>• {step}</Text>
          ))}
        </Box>
      )}
    </Box>
  )
}
