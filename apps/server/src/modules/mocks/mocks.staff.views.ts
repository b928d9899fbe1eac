import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { notFound } from '../../lib/errors.ts'
import { requirePermission } from '../access/access.service.ts'
import { questionsJson } from '../questions/questions.service.ts'
import { mockQuestionIds } from './mocks.repo.ts'
import { keyModeJson, MOCK_NOT_FOUND } from './mocks.service.ts'
import {
  answerSpan,
  findMockById,
  type PickerRow,
  pageCourseMocks,
  pickerRows,
  questionKeys,
  searchPickerRows,
} from './mocks.staff.repo.ts'

const iso = (value: Date | null) => (value ? value.toISOString() : null)

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }

/** The statement as plain text for a list: tags and entities gone, spaces collapsed, cut at 200 characters. */
function plainText(html: string): string {
  const text = html
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > 200 ? `${text.slice(0, 199)}…` : text
}

const pickerJson = (row: PickerRow) => ({
  id: row.id,
  texto: plainText(row.text),
  disciplina: { id: row.subjectId, nome: row.subjectName },
  concurso: row.examName ? `${row.examName}${row.examYear ? ` (${row.examYear})` : ''}` : null,
  status: row.status,
})

/** A mock as the back office edits it: its window, its questions in order, whether it was answered. */
export async function staffMockJson(deps: Pick<Deps, 'db'>, id: number) {
  const mock = await findMockById(deps.db, id)
  if (!mock) throw notFound(MOCK_NOT_FOUND)
  const [ids, span] = await Promise.all([mockQuestionIds(deps.db, id), answerSpan(deps.db, id)])
  return {
    id: mock.id,
    modulo_id: mock.courseId,
    nome: mock.name,
    abre: mock.opensAt.toISOString(),
    fecha: mock.closesAt.toISOString(),
    limite_minutos: mock.timeLimitMinutes,
    gabarito: mock.keyMode,
    automatico: mock.autoWeek !== null,
    participantes: span.participants,
    respondido: span.participants > 0,
    primeira_resposta: iso(span.first),
    ultima_resposta: iso(span.last),
    perguntas: (await pickerRows(deps.db, ids)).map(pickerJson),
  }
}

export async function staffMock(deps: Pick<Deps, 'db'>, caller: Caller, id: number) {
  requirePermission(caller, 'mocks.edit')
  return staffMockJson(deps, id)
}

/** The course's mocks, staff-made and automatic, the latest first. */
export async function staffMockTable(
  deps: Pick<Deps, 'replica'>,
  caller: Caller,
  courseId: number,
  body: DataTableBody,
) {
  requirePermission(caller, 'mocks.edit')
  const page = await pageCourseMocks(deps.replica, courseId, body)
  return {
    ...page,
    data: page.data.map((m) => ({
      id: m.id,
      nome: m.name,
      abre: m.opensAt.toISOString(),
      fecha: m.closesAt.toISOString(),
      limite_minutos: m.timeLimitMinutes,
      gabarito: m.keyMode,
      automatico: m.autoWeek !== null,
      perguntas: m.questions,
      participantes: m.participants,
    })),
  }
}

/** Active questions of the course to pick from (the term in the statement, or the question's number). */
export async function searchMockQuestions(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  query: { modulo_id: number; busca: string; disciplina_id?: number },
) {
  requirePermission(caller, 'mocks.edit')
  const rows = await searchPickerRows(deps.db, query.modulo_id, query.busca, query.disciplina_id)
  return { data: rows.map(pickerJson) }
}

/** The mock's questions as the student sees them, with the key and the explanation for staff. */
export async function previewStaffMock(deps: Deps, caller: Caller, id: number) {
  requirePermission(caller, 'mocks.edit')
  const mock = await findMockById(deps.db, id)
  if (!mock) throw notFound(MOCK_NOT_FOUND)
  const ids = await mockQuestionIds(deps.db, id)
  const [questions, keys] = await Promise.all([questionsJson(deps, ids), questionKeys(deps.db, ids)])
  const keyOf = new Map(keys.map((k) => [k.id, k]))
  return {
    simulado: {
      id: mock.id,
      nome: mock.name,
      abre: mock.opensAt.toISOString(),
      fecha: mock.closesAt.toISOString(),
      limite_minutos: mock.timeLimitMinutes,
      ...keyModeJson(mock),
    },
    perguntas: questions.map((q) => ({
      ...q,
      resposta_certa_id: keyOf.get(q.id)?.correct ?? null,
      resumo: keyOf.get(q.id)?.explanation ?? '',
    })),
  }
}
