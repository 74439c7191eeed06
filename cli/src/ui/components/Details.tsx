import { Box, Text } from 'ink'

export interface DetailsProps {
  /** Label and value pairs, shown in two aligned columns. */
  items: [label: string, value: string][]
}

export function Details({ items }: DetailsProps) {
  return (
    <Box gap={2}>
      <Box flexDirection="column">
        {items.map(([label]) => (
          <Text key={label} bold>
            {label}
          </Text>
        ))}
      </Box>
      <Box flexDirection="column" flexShrink={1}>
        {items.map(([label, value]) => (
          <Text key={label} wrap="truncate-end">
            {value}
          </Text>
        ))}
      </Box>
    </Box>
  )
}
