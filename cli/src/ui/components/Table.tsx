import { Box, Text } from 'ink'

export interface Column<Row> {
  header: string
  value: (row: Row) => string
  /** A colour for the cell, such as green for an approved request. */
  color?: (row: Row) => string | undefined
}

export interface TableProps<Row> {
  columns: Column<Row>[]
  rows: Row[]
}

/**
 * Each column is laid out as its own vertical box, so the layout engine sizes every column to its
 * widest cell. Cells stay on one line so rows line up across columns; an empty cell holds a space,
 * since Ink gives empty text no height and the rows below it would move up.
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
            <Text key={index} color={column.color?.(row)} wrap="truncate-end">
              {column.value(row) || ' '}
            </Text>
          ))}
        </Box>
      ))}
    </Box>
  )
}
