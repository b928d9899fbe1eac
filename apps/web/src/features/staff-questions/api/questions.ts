import { STAFF_API } from '@gabarito/core'
import type {
  CreateExamBody,
  CreateQuestionBody,
  DataTablePage,
  ExamQuestionsBody,
  ImportProblemJson,
  ImportResultJson,
  StaffExam,
  StaffExamQuestion,
  StaffQuestion,
  StaffQuestionRow,
} from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { adminApi, withQuery } from '@/lib/api/staff/admin-api'
import { refreshCourseExams } from '@/lib/api/staff/course-exams'
import type { SearchSource } from '@/lib/api/staff/search-source'
import { invalidateStaffTables } from '@/lib/api/staff/staff-table'
import { ApiError, request } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'

/** The editor's image upload route (`POST /api/v1/admin/imagens`, 5 MB, checked by its bytes). */
export const IMAGE_UPLOAD_PATH = STAFF_API.questions.images()

/** The questions' and the exams' lists under /api/v1/admin (their StaffTable keys too). */
export const QUESTIONS_PATH = STAFF_API.questions.list()
export const EXAMS_PATH = STAFF_API.exams.list()

const questionKey = (id: number) => ['admin', 'pergunta', id] as const
const examQuestionsKey = (id: number) => ['admin', 'concurso', id, 'perguntas'] as const

export const getQuestion = (id: number, signal?: AbortSignal) =>
  adminApi.get<StaffQuestion>(STAFF_API.questions.one({ id }), { signal })

/** A question as the editor opens it (`load` adds what the form needs), read afresh on every visit. */
export function useQuestionForEditing<T>(id: number, load: (id: number, signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: [...questionKey(id), 'editor'],
    queryFn: ({ signal }) => load(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    gcTime: 0,
  })
}

/** Creates (no id) or changes a question; its cached copy and the questions' table follow. */
export async function saveQuestion(id: number | null, body: CreateQuestionBody): Promise<StaffQuestion> {
  const saved =
    id === null
      ? await adminApi.post<StaffQuestion>(QUESTIONS_PATH, body)
      : await adminApi.patch<StaffQuestion>(STAFF_API.questions.one({ id }), body)
  queryClient.setQueryData(questionKey(saved.id), saved)
  await invalidateStaffTables(QUESTIONS_PATH)
  return saved
}

/** Questions of a course whose statement, id or ref holds the term (for adding them to an exam). */
export async function searchQuestions(moduloId: number, term: string, signal?: AbortSignal) {
  const page = await adminApi.get<DataTablePage<StaffQuestionRow>>(QUESTIONS_PATH, {
    params: { modulo_id: moduloId, 'search[value]': term, length: 20 },
    signal,
  })
  return page.data
}

/** The exam screen's "Adicionar questão": the course's questions matching the term, as "#id texto". */
export const examQuestionSearch = (examId: number, moduloId: number): SearchSource => ({
  queryKey: ['admin', 'concurso', examId, 'busca-perguntas'],
  search: async (term, signal) =>
    (await searchQuestions(moduloId, term, signal)).map((q) => ({ id: q.id, nome: `#${q.id} ${q.texto}` })),
})

/** After an exam is created, changed or deleted: the exams' table and the course's exam lists. */
async function refreshExams(moduloId: number) {
  await invalidateStaffTables(EXAMS_PATH)
  await refreshCourseExams(moduloId)
}

/** Creates (no exam) or changes an exam of the course. */
export async function saveExam(
  moduloId: number,
  exam: StaffExam | null,
  body: Omit<CreateExamBody, 'modulo_id'>,
) {
  if (exam) await adminApi.patch<StaffExam>(STAFF_API.exams.one({ id: exam.id }), body)
  else await adminApi.post<StaffExam>(EXAMS_PATH, { modulo_id: moduloId, ...body })
  await refreshExams(moduloId)
}

export async function deleteExam(exam: StaffExam) {
  await adminApi.delete<{ message: string }>(STAFF_API.exams.one({ id: exam.id }))
  await refreshExams(exam.modulo_id)
}

/** The exam and its questions in order, read afresh on every visit. */
export function useExamWithQuestions(id: number) {
  return useQuery({
    queryKey: examQuestionsKey(id),
    queryFn: async ({ signal }) => ({
      exam: await adminApi.get<StaffExam>(STAFF_API.exams.one({ id }), { signal }),
      questions: await adminApi.get<StaffExamQuestion[]>(STAFF_API.exams.questions({ id }), { signal }),
    }),
    gcTime: 0,
  })
}

/** Replaces the exam's questions (questions left out leave the exam), then reads them again. */
export async function saveExamQuestions(id: number, perguntas: ExamQuestionsBody['perguntas']) {
  await adminApi.put<StaffExamQuestion[]>(STAFF_API.exams.questions({ id }), { perguntas })
  await queryClient.invalidateQueries({ queryKey: examQuestionsKey(id) })
}

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
  // The server reads the kind from the content type, whatever the browser calls a ZIP.
  const body = new Blob([file], { type: zip ? 'application/zip' : 'application/json' })
  let answer: Partial<ImportResultJson> | null
  try {
    answer = await request<Partial<ImportResultJson> | null>(
      'POST',
      withQuery(STAFF_API.questions.import(), { modulo_id: moduloId }),
      {
        auth: true,
        body,
      },
    )
  } catch (error) {
    const problems =
      error instanceof ApiError ? (error.body as { problemas?: ImportProblemJson[] }).problemas : undefined
    if (error instanceof ApiError && error.status === 422 && problems)
      throw new ImportRefused(error.body.message ?? '', problems)
    throw error
  }
  await invalidateStaffTables(QUESTIONS_PATH)
  return { novas: answer?.novas ?? 0, atualizadas: answer?.atualizadas ?? 0 }
}
