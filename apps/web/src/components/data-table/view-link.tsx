import { Button } from '@mantine/core'
import { IconEye } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { DataTableColumn } from './data-table-column'

/** A row's 'Ver' button to its own page; `name` completes the accessible name ('Ver <name>'). */
export function ViewLink({ to, name }: { to: string; name: string }) {
  return (
    <Button
      component={Link}
      to={to}
      size="xs"
      variant="light"
      leftSection={<IconEye size={16} aria-hidden />}
      aria-label={`Ver ${name}`}
    >
      Ver
    </Button>
  )
}

/** The 'Ações' column of a list whose rows each open a page: its 'Ver' link. */
export function viewColumn<Row>(to: (row: Row) => string, name: (row: Row) => string): DataTableColumn<Row> {
  return {
    data: 'action',
    title: 'Ações',
    width: 90,
    hideLabelOnPhone: true,
    render: (row) => <ViewLink to={to(row)} name={name(row)} />,
  }
}
