import { Box, Text } from 'ink'

export interface Column<Row> {
  header: string
  value: (row: Row) => string
}

export interface TableProps<Row> {
  columns: Column<Row>[]
  rows: Row[]
}

/**
 * Each column is laid out as its own vertical box, so the layout engine sizes every column to its
 * widest cell. Cells stay on one line so rows line up across columns.
 */
export function Table<Row>({ columns, rows }: TableProps<Row>) {
  return (
    <Box gap={2}>
      {columns.map((column) => (
        <Box key={column.header} flexDirection="column" flexShrink={1}>
          <Box borderStyle="single" borderTop={false} borderLeft={false} borderRight={false} borderDimColor>
            <Text bold wrap="truncate-end">
              {column.header}
            </Text>
          </Box>
          {rows.map((row, index) => (
            <Text key={index} wrap="truncate-end">
              {column.value(row)}
            </Text>
          ))}
        </Box>
      ))}
    </Box>
  )
}
