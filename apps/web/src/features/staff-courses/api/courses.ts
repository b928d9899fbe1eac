import { STAFF_API } from '@gabarito/core'
import type {
  CourseAbilitySettingsBody,
  CreateCourseBody,
  OrderBody,
  PlanPrices,
  PlanPricesBody,
  StaffCourse,
  StaffSubject,
  StaffTopic,
  SubjectBody,
  TopicBody,
  UpdateSubjectBody,
  UpdateTopicBody,
} from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { adminApi } from '@/lib/api/staff/admin-api'
import { invalidateSelection } from '@/lib/api/staff/selection'
import { invalidateStaffTables } from '@/lib/api/staff/staff-table'
import { queryClient } from '@/lib/query-client'

/** The courses' list under /api/v1/admin (its StaffTable key too). */
export const COURSES_PATH = STAFF_API.courses.list()
export const COURSE_IMAGE_PATH = STAFF_API.courses.image()

export type CourseFields = Omit<StaffCourse, 'id'>

const courseKey = (id: number) => ['admin', 'curso', id] as const
const subjectsKey = (moduloId: number) => ['admin', 'curso', moduloId, 'disciplinas'] as const
const pricesKey = (moduloId: number | 'ilimitada') => ['admin', 'precos', moduloId] as const

export function useStaffCourse(id: number | null) {
  return useQuery({
    queryKey: courseKey(id ?? 0),
    queryFn: ({ signal }) => adminApi.get<StaffCourse>(STAFF_API.courses.one({ id: id ?? 0 }), { signal }),
    enabled: id !== null,
    refetchOnMount: 'always',
  })
}

/**
 * Creates (no id) or changes a course, the name sent either way (a change may also carry the passing mark and the
 * reference exam); its cached copy, the courses' table and the selection's searches follow.
 */
export async function saveCourse(
  id: number | null,
  body: CreateCourseBody & CourseAbilitySettingsBody,
): Promise<StaffCourse> {
  const result =
    id === null
      ? await adminApi.post<StaffCourse>(COURSES_PATH, body)
      : await adminApi.patch<StaffCourse>(STAFF_API.courses.one({ id }), body)
  queryClient.setQueryData(courseKey(result.id), result)
  await invalidateStaffTables(COURSES_PATH)
  await invalidateSelection()
  return result
}

export function useStaffSubjects(moduloId: number | null) {
  return useQuery({
    queryKey: subjectsKey(moduloId ?? 0),
    queryFn: ({ signal }) =>
      adminApi.get<StaffSubject[]>(STAFF_API.courses.subjects({ id: moduloId ?? 0 }), { signal }),
    enabled: moduloId !== null,
  })
}

export const createSubject = (moduloId: number, body: SubjectBody) =>
  adminApi.post<StaffSubject>(STAFF_API.courses.subjects({ id: moduloId }), body)
export const changeSubject = (id: number, body: UpdateSubjectBody) =>
  adminApi.patch<StaffSubject>(STAFF_API.subjects.one({ id }), body)
export const deleteSubject = (id: number) =>
  adminApi.delete<{ message: string }>(STAFF_API.subjects.one({ id }))
/** After a subject or topic changes: the course's tree and the selection's searches ask again. */
export async function refreshSubjects(moduloId: number | null): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: subjectsKey(moduloId ?? 0) })
  await invalidateSelection()
}
export const reorderSubjects = (moduloId: number, ids: number[]) =>
  adminApi.put<StaffSubject[]>(STAFF_API.courses.subjectOrder({ id: moduloId }), { ids } satisfies OrderBody)

export const createTopic = (disciplinaId: number, body: TopicBody) =>
  adminApi.post<StaffTopic>(STAFF_API.subjects.topics({ id: disciplinaId }), body)
export const changeTopic = (id: number, body: UpdateTopicBody) =>
  adminApi.patch<StaffTopic>(STAFF_API.topics.one({ id }), body)
export const deleteTopic = (id: number) => adminApi.delete<{ message: string }>(STAFF_API.topics.one({ id }))
export const reorderTopics = (disciplinaId: number, ids: number[]) =>
  adminApi.put<{ ids: number[] }>(STAFF_API.subjects.topicOrder({ id: disciplinaId }), {
    ids,
  } satisfies OrderBody)

const pricesPath = (moduloId: number | 'ilimitada') =>
  moduloId === 'ilimitada' ? STAFF_API.courses.unlimitedPrices() : STAFF_API.courses.prices({ id: moduloId })

export function usePlanPrices(moduloId: number | 'ilimitada' | null) {
  return useQuery({
    queryKey: pricesKey(moduloId ?? 0),
    queryFn: ({ signal }) =>
      adminApi.get<PlanPrices>(pricesPath(moduloId as number | 'ilimitada'), { signal }),
    enabled: moduloId !== null,
    refetchOnMount: 'always',
  })
}

/** Replaces the plan's prices; the answer becomes the cached copy. */
export async function savePlanPrices(
  moduloId: number | 'ilimitada',
  precos: PlanPricesBody['precos'],
): Promise<PlanPrices> {
  const result = await adminApi.put<PlanPrices>(pricesPath(moduloId), { precos } satisfies PlanPricesBody)
  queryClient.setQueryData(pricesKey(moduloId), result)
  return result
}
