import { STAFF_API } from '@gabarito/core'
import type {
  AdminMock,
  AdminMockPreview,
  AdminMockQuestion,
  ChangeMockRequest,
  CreateMockRequest,
  SelectionOption,
} from '@gabarito/core/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { adminApi } from '@/lib/api/staff/admin-api'
import { invalidateStaffTables } from '@/lib/api/staff/staff-table'
import { queryClient } from '@/lib/query-client'

/** The list's path (its StaffTable key too). */
export const MOCKS_PATH = STAFF_API.mocks.list()

const mockKey = (id: number) => ['admin', 'simulado', id] as const

const getMock = (id: number, signal?: AbortSignal) =>
  adminApi.get<AdminMock>(STAFF_API.mocks.one({ id }), { signal })

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
    queryFn: ({ signal }) => adminApi.get<AdminMockPreview>(STAFF_API.mocks.preview({ id }), { signal }),
    refetchOnMount: 'always',
  })
}

/** Creates a mock of the course, or changes one (`id`); its cached copy and the mocks' table follow. */
export async function saveMock(
  target: { id: number } | { moduloId: number },
  body: ChangeMockRequest,
): Promise<AdminMock> {
  const result =
    'id' in target
      ? await adminApi.patch<AdminMock>(STAFF_API.mocks.one({ id: target.id }), body)
      : await adminApi.post<AdminMock>(MOCKS_PATH, {
          ...body,
          modulo_id: target.moduloId,
        } as CreateMockRequest)
  queryClient.setQueryData(mockKey(result.id), result)
  await invalidateStaffTables(MOCKS_PATH)
  return result
}

export async function deleteMock(id: number) {
  await adminApi.delete<{ message: string }>(STAFF_API.mocks.one({ id }))
  await invalidateStaffTables(MOCKS_PATH)
}

/** Active questions of the course whose statement holds `busca` (3 characters at least) or whose number it is. */
const searchQuestions = (moduloId: number, busca: string, signal?: AbortSignal) =>
  adminApi
    .get<{ data: AdminMockQuestion[] }>(STAFF_API.mocks.questionSearch(), {
      params: { modulo_id: moduloId, busca },
      signal,
    })
    .then((answer) => answer.data)

/** The picker's search (`enabled` once the term may be searched), keeping the last answer while typing. */
export function useMockQuestionSearch(moduloId: number, term: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'simulados', 'perguntas', moduloId, term],
    queryFn: ({ signal }) => searchQuestions(moduloId, term, signal),
    enabled,
    placeholderData: keepPreviousData,
  })
}

/** Every subject of the course (hidden ones marked), for the draw by subject. */
export function useCourseSubjects(moduloId: number) {
  return useQuery({
    queryKey: ['admin', 'selecao', 'disciplinas', moduloId, 'todas'],
    queryFn: ({ signal }) =>
      adminApi.get<SelectionOption[]>(STAFF_API.selection.subjects({ id: moduloId }), { signal }),
  })
}
