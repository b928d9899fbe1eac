import { STAFF_API } from '@gabarito/core'
import type { DataTablePage, StaffExam } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { queryClient } from '@/lib/query-client'
import { adminApi } from './admin-api'

/** A course's past exams (concursos): the question editor's and filter's dropdowns, the course's reference exam. */
const courseExamsKey = (moduloId: number) => ['admin', 'concursos', moduloId] as const

async function listExams(moduloId: number, signal?: AbortSignal) {
  const page = await adminApi.get<DataTablePage<StaffExam>>(STAFF_API.exams.list(), {
    params: { modulo_id: moduloId, length: -1 },
    signal,
  })
  return page.data
}

/** Every past exam of the course; none without a course. */
export function useCourseExams(moduloId: number | null) {
  return useQuery({
    queryKey: courseExamsKey(moduloId ?? 0),
    queryFn: ({ signal }) => listExams(moduloId as number, signal),
    enabled: moduloId !== null,
  })
}

/** After an exam is created, changed or deleted, its course's lists read again. */
export const refreshCourseExams = (moduloId: number) =>
  queryClient.invalidateQueries({ queryKey: courseExamsKey(moduloId) })
