import { Table, type TableProps, type TableScrollContainerProps } from '@mantine/core'
import type { ReactNode } from 'react'

interface ScrollTableProps extends Omit<TableProps, 'children'> {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number
  /** The scroll container's other props (its margin, a viewport the keyboard can scroll). */
  container?: Omit<TableScrollContainerProps, 'minWidth' | 'children'>
  /** The heading cells (`Table.Th`), one row. */
  head: ReactNode
  /** The body's rows (`Table.Tr`). */
  children: ReactNode
}

/** A table with one heading row that scrolls sideways on a narrow screen; the rest of its props go to the table. */
export function ScrollTable({ minWidth, container, head, children, ...table }: ScrollTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} {...container}>
      <Table {...table}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
