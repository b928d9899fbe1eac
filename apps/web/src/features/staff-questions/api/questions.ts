import type {
  DataTablePage,
  ImportProblemJson,
  ImportResultJson,
  StaffExam,
  StaffExamQuestion,
  StaffQuestion,
  StaffQuestionInput,
  StaffQuestionRow,
} from '@gabarito/core/contract'
import { adminApi, adminPath } from '@/lib/api/staff/admin-api'
import { ApiError, type ApiErrorBody, NETWORK_ERROR_MESSAGE } from '@/lib/api-client'
import { getToken } from '@/lib/session'

/** The editor's image upload route (`POST /api/v1/admin/imagens`, 5 MB, checked by its bytes). */
export const IMAGE_UPLOAD_PATH = '/imagens'

export const questionKey = (id: number) => ['admin', 'pergunta', id] as const
export const examsKey = (moduloId: number) => ['admin', 'concursos', moduloId] as const
export const examQuestionsKey = (id: number) => ['admin', 'concurso', id, 'perguntas'] as const

export const getQuestion = (id: number, signal?: AbortSignal) =>
  adminApi.get<StaffQuestion>(`/perguntas/${id}`, { signal })
export const createQuestion = (body: StaffQuestionInput) => adminApi.post<StaffQuestion>('/perguntas', body)
export const updateQuestion = (id: number, body: Partial<StaffQuestionInput>) =>
  adminApi.patch<StaffQuestion>(`/perguntas/${id}`, body)

/** Questions of a course whose statement, id or ref holds the term (for adding them to an exam). */
export async function searchQuestions(moduloId: number, term: string, signal?: AbortSignal) {
  const page = await adminApi.get<DataTablePage<StaffQuestionRow>>('/perguntas', {
    params: { modulo_id: moduloId, 'search[value]': term, length: 20 },
    signal,
  })
  return page.data
}

/** Every past exam of the course (for the editor's and the filter's dropdowns). */
export async function listExams(moduloId: number, signal?: AbortSignal) {
  const page = await adminApi.get<DataTablePage<StaffExam>>('/concursos', {
    params: { modulo_id: moduloId, length: -1 },
    signal,
  })
  return page.data
}

export const createExam = (body: { modulo_id: number; nome: string; ano: number | null }) =>
  adminApi.post<StaffExam>('/concursos', body)
export const updateExam = (id: number, body: { nome: string; ano: number | null }) =>
  adminApi.patch<StaffExam>(`/concursos/${id}`, body)
export const deleteExam = (id: number) => adminApi.delete<{ message: string }>(`/concursos/${id}`)
export const getExam = (id: number, signal?: AbortSignal) =>
  adminApi.get<StaffExam>(`/concursos/${id}`, { signal })
export const getExamQuestions = (id: number, signal?: AbortSignal) =>
  adminApi.get<StaffExamQuestion[]>(`/concursos/${id}/perguntas`, { signal })
export const putExamQuestions = (id: number, perguntas: { id: number; numero: number | null }[]) =>
  adminApi.put<StaffExamQuestion[]>(`/concursos/${id}/perguntas`, { perguntas })

/** A refused import: the server's message and every problem it found. */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly problems: ImportProblemJson[],
  ) {
    super(message)
  }
}

/**
 * Sends the import file itself (the JSON, or a ZIP with it and its images) to `POST /importacoes?modulo_id=`.
 * A refusal with a list of problems throws ImportRefused; anything else an ApiError.
 */
export async function importQuestions(moduloId: number, file: File): Promise<ImportResultJson> {
  const zip = /\.zip$/i.test(file.name)
  let response: Response
  try {
    response = await fetch(adminPath('/importacoes', { modulo_id: moduloId }), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${getToken() ?? ''}`,
        'content-type': zip ? 'application/zip' : 'application/json',
      },
      body: file,
    })
  } catch {
    throw new ApiError(0, { message: NETWORK_ERROR_MESSAGE })
  }
  const body = (await response.json().catch(() => ({}))) as ApiErrorBody &
    Partial<ImportResultJson> & { problemas?: ImportProblemJson[] }
  if (response.ok) return { novas: body.novas ?? 0, atualizadas: body.atualizadas ?? 0 }
  if (response.status === 422 && body.problemas) throw new ImportRefused(body.message ?? '', body.problemas)
  throw new ApiError(response.status, body)
}
