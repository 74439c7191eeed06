import { Box, Text } from 'ink'
import Spinner from 'ink-spinner'

export function SpinnerLine({ title }: { title: string }) {
  return (
    <Box gap={1}>
      <Text color="cyan">
        <Spinner type="dots" />
      </Text>
      <Text>{title}</Text>
    </Box>
  )
}
