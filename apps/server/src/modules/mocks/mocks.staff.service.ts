import { formatCount, formatDateTime, MOCK_KEY_MODE } from '@gabarito/core'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { AppError, fieldError, notFound, ValidationError } from '../../lib/errors.ts'
import { requirePermission } from '../access/access.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { sealConflicts } from '../seal/seal.service.ts'
import type { MockWindow } from '../seal/seal.sql.ts'
import { composeQuestionIds, insertMock, mockQuestionIds, publishedQuestionIds } from './mocks.repo.ts'
import { MOCK_NOT_FOUND } from './mocks.service.ts'
import {
  answerSpan,
  deleteMockRow,
  findMockById,
  lockCourse,
  mockNamed,
  overlappingStaffMock,
  type StaffMockRow,
  setMockQuestions,
  subjectsWithCounts,
  updateMockRow,
} from './mocks.staff.repo.ts'
import { type ChangeMockInput, type CreateMockInput, MAX_MOCK_QUESTIONS } from './mocks.staff.schemas.ts'
import { staffMockJson } from './mocks.staff.views.ts'

export const MOCK_ANSWERED =
  'Este simulado já tem respostas: as questões não podem ser removidas nem reordenadas, só acrescentadas ao final enquanto ele estiver aberto.'
export const MOCK_ANSWERED_CLOSED =
  'Este simulado já tem respostas e está fechado: suas questões não podem mais mudar.'
export const MOCK_ANSWERED_DELETE = 'Este simulado já tem respostas e não pode ser excluído.'
export const MOCK_KEY_MODE_ANSWERED =
  'Este simulado já tem respostas: o momento do gabarito (imediato ou ao encerrar) não pode mais mudar.'
export const MOCK_KEY_OUT =
  'Este simulado em modo prova já foi encerrado e seu gabarito foi divulgado: o período e o momento do gabarito não podem mais mudar.'
const MAX_WINDOW_DAYS = 31
const DAY_MS = 86_400_000

/** The mock as the audit log keeps it. */
const snapshot = (mock: Omit<StaffMockRow, 'id' | 'courseId' | 'autoWeek'>, questionIds: number[]) => ({
  nome: mock.name,
  abre: mock.opensAt,
  fecha: mock.closesAt,
  limite_minutos: mock.timeLimitMinutes,
  gabarito: mock.keyMode,
  perguntas: questionIds,
})

function checkWindow(opensAt: Date, closesAt: Date) {
  if (closesAt <= opensAt) throw fieldError('fecha', 'O simulado deve fechar depois de abrir.')
  if (closesAt.getTime() - opensAt.getTime() > MAX_WINDOW_DAYS * DAY_MS)
    throw fieldError('fecha', `O simulado pode ficar aberto por no máximo ${MAX_WINDOW_DAYS} dias.`)
}

/** Two staff mocks of a course never share an instant: which one is open must be plain (decision 0022). */
async function checkOverlap(db: Executor, courseId: number, opensAt: Date, closesAt: Date, exceptId = 0) {
  const other = await overlappingStaffMock(db, courseId, opensAt, closesAt, exceptId)
  if (other)
    throw fieldError(
      'abre',
      `O simulado "${other.name}" (${formatDateTime(other.opensAt)} a ${formatDateTime(other.closesAt)}) já ocupa esse período neste curso: os horários não podem se sobrepor.`,
    )
}

/** A course never has two mocks of one name (issue 47): the students' history tells them apart by it. */
async function checkName(db: Executor, courseId: number, name: string, exceptId = 0) {
  const other = await mockNamed(db, courseId, name, exceptId)
  if (other)
    throw fieldError('nome', `Já existe um simulado chamado "${other.name}" neste curso: escolha outro nome.`)
}

/**
 * A question may not be in two mocks open at the same instant while one of them is in modo prova and not released
 * (decision 0056): the other would answer it, and an immediate one tell its key.
 */
async function checkSealConflicts(
  db: Executor,
  courseId: number,
  questionIds: number[],
  window: MockWindow,
  mockId = 0,
) {
  const [other] = await sealConflicts(db, courseId, questionIds, window, mockId)
  if (other)
    throw fieldError(
      'perguntas',
      `A questão ${other.questionId} está no simulado "${other.name}" (${formatDateTime(other.opensAt)} a ${formatDateTime(other.closesAt)}), aberto no mesmo período: enquanto um simulado em modo prova não divulga o gabarito, suas questões não podem estar em outro simulado.`,
    )
}

/**
 * The questions the input asks for, in order: the list picked by hand (active questions of the course, each
 * once; those already in the mock may have been hidden since) or drawn by subject counts with the weekly
 * composition's rules. Undefined when the input names neither.
 */
async function chosenQuestions(
  db: Executor,
  courseId: number,
  input: Pick<CreateMockInput, 'perguntas' | 'sorteio'>,
  window: MockWindow,
  current: number[] = [],
  mockId = 0,
): Promise<number[] | undefined> {
  if (input.perguntas && input.sorteio)
    throw fieldError('perguntas', 'Escolha as questões ou o sorteio por disciplina, não os dois.')
  if (input.perguntas) {
    const ids = input.perguntas
    if (ids.length === 0) throw fieldError('perguntas', 'Escolha ao menos uma questão.')
    const repeated = ids.find((id, i) => ids.indexOf(id) !== i)
    if (repeated !== undefined)
      throw fieldError('perguntas', `A questão ${repeated} aparece mais de uma vez.`)
    const added = ids.filter((id) => !current.includes(id))
    const active = new Set(await publishedQuestionIds(db, courseId, added))
    const wrong = added.filter((id) => !active.has(id))
    if (wrong.length > 0)
      throw fieldError('perguntas', `Não são questões ativas deste curso: ${wrong.join(', ')}.`)
    return ids
  }
  if (!input.sorteio) return undefined
  const draws = input.sorteio
  if (draws.length === 0) throw fieldError('sorteio', 'Escolha ao menos uma disciplina para sortear.')
  const subjectIds = draws.map((d) => d.disciplina_id)
  if (new Set(subjectIds).size !== subjectIds.length)
    throw fieldError('sorteio', 'Cada disciplina aparece uma única vez no sorteio.')
  if (draws.reduce((sum, d) => sum + d.quantidade, 0) > MAX_MOCK_QUESTIONS)
    throw fieldError('sorteio', `Um simulado tem no máximo ${MAX_MOCK_QUESTIONS} questões.`)
  const subjects = new Map((await subjectsWithCounts(db, courseId, subjectIds)).map((s) => [s.id, s]))
  const errors: string[] = []
  for (const draw of draws) {
    const subject = subjects.get(draw.disciplina_id)
    if (!subject) errors.push(`A disciplina ${draw.disciplina_id} não é deste curso.`)
    else if (subject.active < draw.quantidade)
      errors.push(
        `A disciplina "${subject.name}" tem apenas ${formatCount(subject.active, 'questão ativa', 'questões ativas')}.`,
      )
  }
  if (errors.length > 0) throw new ValidationError({ sorteio: errors })
  const counts = draws.map((d) => ({ subjectId: d.disciplina_id, count: d.quantidade }))
  const drawn = await composeQuestionIds(db, courseId, counts, window, mockId)
  // Questions another mock of the same period keeps for itself (checkSealConflicts) are not drawn.
  for (const draw of draws) {
    const found = drawn.filter((q) => q.subjectId === draw.disciplina_id).length
    if (found < draw.quantidade)
      errors.push(
        `A disciplina "${subjects.get(draw.disciplina_id)?.name}" tem apenas ${formatCount(found, 'questão livre', 'questões livres')} nesse período: as outras estão em um simulado em modo prova aberto ao mesmo tempo.`,
      )
  }
  if (errors.length > 0) throw new ValidationError({ sorteio: errors })
  return drawn.map((q) => q.id)
}

/** Creates a staff mock (a Gerente's or an Admin's), audited. */
export async function createStaffMock(deps: Pick<Deps, 'db'>, caller: Caller, input: CreateMockInput) {
  requirePermission(caller, 'mocks.edit')
  checkWindow(input.abre, input.fecha)
  const id = await deps.db.transaction(async (tx) => {
    if (!(await lockCourse(tx, input.modulo_id))) throw fieldError('modulo_id', 'Curso não encontrado.')
    await checkOverlap(tx, input.modulo_id, input.abre, input.fecha)
    const mock = {
      courseId: input.modulo_id,
      name: input.nome,
      opensAt: input.abre,
      closesAt: input.fecha,
      timeLimitMinutes: input.limite_minutos ?? null,
      keyMode: input.gabarito ?? MOCK_KEY_MODE.immediate,
    }
    const questionIds = await chosenQuestions(tx, input.modulo_id, input, mock)
    if (!questionIds)
      throw fieldError('perguntas', 'Escolha as questões do simulado ou sorteie por disciplina.')
    await checkSealConflicts(tx, mock.courseId, questionIds, mock)
    await checkName(tx, mock.courseId, mock.name)
    const mockId = (await insertMock(tx, { ...mock, autoWeek: null, questionIds })) as number
    await recordAudit(tx, caller, {
      action: 'criar',
      entity: 'simulado',
      entityId: mockId,
      after: { modulo_id: mock.courseId, ...snapshot(mock, questionIds) },
    })
    return mockId
  })
  return staffMockJson(deps, id)
}

/**
 * Changes a mock, audited. Once answered, its questions may only be appended at the end while it is open, and
 * its window must keep holding every answer given.
 */
export async function changeStaffMock(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  id: number,
  input: ChangeMockInput,
) {
  requirePermission(caller, 'mocks.edit')
  await deps.db.transaction(async (tx) => {
    const found = await findMockById(tx, id)
    if (!found) throw notFound(MOCK_NOT_FOUND)
    await lockCourse(tx, found.courseId)
    const mock = (await findMockById(tx, id, true)) as StaffMockRow
    const next = {
      name: input.nome ?? mock.name,
      opensAt: input.abre ?? mock.opensAt,
      closesAt: input.fecha ?? mock.closesAt,
      timeLimitMinutes: input.limite_minutos === undefined ? mock.timeLimitMinutes : input.limite_minutos,
      keyMode: input.gabarito ?? mock.keyMode,
    }
    checkWindow(next.opensAt, next.closesAt)
    const span = await answerSpan(tx, id)
    if (span.participants > 0 && next.keyMode !== mock.keyMode)
      throw new AppError(409, MOCK_KEY_MODE_ANSWERED)
    // A modo-prova mock's key came out at its close, to every student (its correction shows it, taken or not): opened
    // again, or made immediate to be opened again, it would take answers with the key known.
    const windowMoved =
      next.opensAt.getTime() !== mock.opensAt.getTime() || next.closesAt.getTime() !== mock.closesAt.getTime()
    if (
      mock.keyMode === MOCK_KEY_MODE.atClose &&
      mock.closesAt <= deps.clock() &&
      (windowMoved || next.keyMode !== mock.keyMode)
    )
      throw new AppError(409, MOCK_KEY_OUT)
    if (span.first && next.opensAt > span.first)
      throw fieldError(
        'abre',
        `Há respostas desde ${formatDateTime(span.first)}: o simulado deve abrir até esse horário.`,
      )
    if (span.last && next.closesAt <= span.last)
      throw fieldError(
        'fecha',
        `Há respostas até ${formatDateTime(span.last)}: o simulado deve fechar depois desse horário.`,
      )
    if (mock.autoWeek === null) await checkOverlap(tx, mock.courseId, next.opensAt, next.closesAt, id)
    const current = await mockQuestionIds(tx, id)
    const questionIds = await chosenQuestions(tx, mock.courseId, input, next, current, id)
    const changed =
      questionIds !== undefined &&
      (questionIds.length !== current.length || questionIds.some((q, i) => q !== current[i]))
    if (changed || windowMoved || next.keyMode !== mock.keyMode)
      await checkSealConflicts(tx, mock.courseId, changed ? questionIds : current, next, id)
    if (changed && span.participants > 0) {
      if (input.sorteio || current.some((q, i) => questionIds[i] !== q))
        throw new AppError(409, MOCK_ANSWERED)
      const now = deps.clock()
      if (!(next.opensAt <= now && now < next.closesAt)) throw new AppError(409, MOCK_ANSWERED_CLOSED)
    }
    if (input.nome !== undefined) await checkName(tx, mock.courseId, next.name, id)
    await updateMockRow(tx, id, next)
    if (changed) await setMockQuestions(tx, id, current, questionIds)
    await recordAudit(tx, caller, {
      action: 'alterar',
      entity: 'simulado',
      entityId: id,
      before: snapshot(mock, current),
      after: snapshot(next, changed ? questionIds : current),
    })
  })
  return staffMockJson(deps, id)
}

/** Deletes a mock nobody answered, audited. */
export async function deleteStaffMock(deps: Pick<Deps, 'db'>, caller: Caller, id: number) {
  requirePermission(caller, 'mocks.edit')
  await deps.db.transaction(async (tx) => {
    const mock = await findMockById(tx, id, true)
    if (!mock) throw notFound(MOCK_NOT_FOUND)
    if ((await answerSpan(tx, id)).participants > 0) throw new AppError(409, MOCK_ANSWERED_DELETE)
    const questionIds = await mockQuestionIds(tx, id)
    await deleteMockRow(tx, id)
    await recordAudit(tx, caller, {
      action: 'excluir',
      entity: 'simulado',
      entityId: id,
      before: { modulo_id: mock.courseId, ...snapshot(mock, questionIds) },
    })
  })
  return { message: 'Simulado excluído.' }
}

export { previewStaffMock, searchMockQuestions, staffMock, staffMockTable } from './mocks.staff.views.ts'
