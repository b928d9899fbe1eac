import type { PlanPrice, PlanPrices, StaffCourse, StaffSubject, StaffTopic } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { adminApi } from '@/lib/api/staff/admin-api'

/** The courses' list under /api/v1/admin (its StaffTable key too). */
export const COURSES_PATH = '/cursos'
export const COURSE_IMAGE_PATH = '/cursos/imagem'

export type CourseFields = Omit<StaffCourse, 'id'>

export const courseKey = (id: number) => ['admin', 'curso', id] as const
export const subjectsKey = (moduloId: number) => ['admin', 'curso', moduloId, 'disciplinas'] as const
export const pricesKey = (moduloId: number | 'ilimitada') => ['admin', 'precos', moduloId] as const

export function useStaffCourse(id: number | null) {
  return useQuery({
    queryKey: courseKey(id ?? 0),
    queryFn: ({ signal }) => adminApi.get<StaffCourse>(`/cursos/${id}`, { signal }),
    enabled: id !== null,
    refetchOnMount: 'always',
  })
}

export const createCourse = (body: Partial<CourseFields>) => adminApi.post<StaffCourse>('/cursos', body)
export const changeCourse = (id: number, body: Partial<CourseFields>) =>
  adminApi.patch<StaffCourse>(`/cursos/${id}`, body)

export function useStaffSubjects(moduloId: number | null) {
  return useQuery({
    queryKey: subjectsKey(moduloId ?? 0),
    queryFn: ({ signal }) => adminApi.get<StaffSubject[]>(`/cursos/${moduloId}/disciplinas`, { signal }),
    enabled: moduloId !== null,
  })
}

export interface SubjectFields {
  nome: string
  descricao: string
  visivel?: boolean
}
export interface TopicFields extends SubjectFields {
  sigla: string
}

export const createSubject = (moduloId: number, body: SubjectFields) =>
  adminApi.post<StaffSubject>(`/cursos/${moduloId}/disciplinas`, body)
export const changeSubject = (id: number, body: Partial<SubjectFields>) =>
  adminApi.patch<StaffSubject>(`/disciplinas/${id}`, body)
export const deleteSubject = (id: number) => adminApi.delete<{ message: string }>(`/disciplinas/${id}`)
export const reorderSubjects = (moduloId: number, ids: number[]) =>
  adminApi.put<StaffSubject[]>(`/cursos/${moduloId}/disciplinas/ordem`, { ids })

export const createTopic = (disciplinaId: number, body: TopicFields) =>
  adminApi.post<StaffTopic>(`/disciplinas/${disciplinaId}/assuntos`, body)
export const changeTopic = (id: number, body: Partial<TopicFields>) =>
  adminApi.patch<StaffTopic>(`/assuntos/${id}`, body)
export const deleteTopic = (id: number) => adminApi.delete<{ message: string }>(`/assuntos/${id}`)
export const reorderTopics = (disciplinaId: number, ids: number[]) =>
  adminApi.put<{ ids: number[] }>(`/disciplinas/${disciplinaId}/assuntos/ordem`, { ids })

const pricesPath = (moduloId: number | 'ilimitada') =>
  moduloId === 'ilimitada' ? '/assinatura-ilimitada/precos' : `/cursos/${moduloId}/precos`

export function usePlanPrices(moduloId: number | 'ilimitada' | null) {
  return useQuery({
    queryKey: pricesKey(moduloId ?? 0),
    queryFn: ({ signal }) =>
      adminApi.get<PlanPrices>(pricesPath(moduloId as number | 'ilimitada'), { signal }),
    enabled: moduloId !== null,
    refetchOnMount: 'always',
  })
}

export const savePlanPrices = (moduloId: number | 'ilimitada', precos: PlanPrice[]) =>
  adminApi.put<PlanPrices>(pricesPath(moduloId), { precos })
