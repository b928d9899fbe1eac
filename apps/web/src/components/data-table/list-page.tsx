import { Stack } from '@mantine/core'
import { type ReactNode, useMemo } from 'react'
import { useCurrentCourse } from '@/lib/current-course'
import { PageHeading } from '../page-heading'
import { DataTable, type DataTableProps } from './data-table'
import type { DataTableFetcher } from './data-table-query'

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

type CourseListPageProps<Row> = Omit<ListPageProps<Row>, 'subtitle' | 'queryKey' | 'fetcher'> & {
  /** The list's key and fetcher for the current course (from the feature's api/). */
  queryKeyOf: (courseId: number) => readonly unknown[]
  fetcherOf: (courseId: number) => DataTableFetcher<Row>
}

/** A ListPage of the current course, its name under the title; nothing until a course is chosen. */
export function CourseListPage<Row>({ queryKeyOf, fetcherOf, ...page }: CourseListPageProps<Row>) {
  const course = useCurrentCourse()
  const courseId = course?.id ?? 0
  const fetcher = useMemo(() => fetcherOf(courseId), [fetcherOf, courseId])
  if (!course) return null
  return <ListPage<Row> {...page} subtitle={course.nome} queryKey={queryKeyOf(courseId)} fetcher={fetcher} />
}
