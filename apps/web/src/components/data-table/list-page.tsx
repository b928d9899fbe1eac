import { Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { PageHeading } from '../page-heading'
import { DataTable, type DataTableProps } from './data-table'

type ListPageProps<Row> = DataTableProps<Row> & {
  title: ReactNode
  /** The dimmed line under the title (the course's or the summary's name). */
  subtitle: ReactNode
}

/** A screen that is a heading and a server-paged table (the material, the mock history, a summary's shares). */
export function ListPage<Row>({ title, subtitle, ...table }: ListPageProps<Row>) {
  return (
    <Stack gap="lg">
      <PageHeading title={title} subtitle={subtitle} />
      <DataTable<Row> {...table} />
    </Stack>
  )
}
