import type {
  AdminMock,
  AdminMockChange,
  AdminMockCreate,
  AdminMockPreview,
  AdminMockQuestion,
  SelectionOption,
} from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { adminApi } from '@/lib/api/staff/admin-api'

/** The list's path under /api/v1/admin (its StaffTable key too). */
export const MOCKS_PATH = '/simulados'

export const mockKey = (id: number) => ['admin', 'simulado', id] as const

export const getMock = (id: number, signal?: AbortSignal) =>
  adminApi.get<AdminMock>(`/simulados/${id}`, { signal })

export function useAdminMock(id: number) {
  return useQuery({
    queryKey: mockKey(id),
    queryFn: ({ signal }) => getMock(id, signal),
    // Answers may have come since: the form always starts from the server's state.
    refetchOnMount: 'always',
  })
}

export function useMockPreview(id: number) {
  return useQuery({
    queryKey: [...mockKey(id), 'previa'],
    queryFn: ({ signal }) => adminApi.get<AdminMockPreview>(`/simulados/${id}/previa`, { signal }),
    refetchOnMount: 'always',
  })
}

export const createMock = (body: AdminMockCreate) => adminApi.post<AdminMock>('/simulados', body)

export const changeMock = (id: number, body: AdminMockChange) =>
  adminApi.patch<AdminMock>(`/simulados/${id}`, body)

export const deleteMock = (id: number) => adminApi.delete<{ message: string }>(`/simulados/${id}`)

/** Active questions of the course whose statement holds `busca` (3 characters at least) or whose number it is. */
export const searchQuestions = (moduloId: number, busca: string, signal?: AbortSignal) =>
  adminApi
    .get<{ data: AdminMockQuestion[] }>('/simulados/perguntas', {
      params: { modulo_id: moduloId, busca },
      signal,
    })
    .then((answer) => answer.data)

/** Every subject of the course (hidden ones marked), for the draw by subject. */
export function useCourseSubjects(moduloId: number) {
  return useQuery({
    queryKey: ['admin', 'selecao', 'disciplinas', moduloId, 'todas'],
    queryFn: ({ signal }) =>
      adminApi.get<SelectionOption[]>(`/selecao/modulos/${moduloId}/disciplinas`, { signal }),
  })
}
