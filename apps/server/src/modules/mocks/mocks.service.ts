import {
  MOCK_KEY_MODE,
  type MockKeyMode,
  mockWeekOf,
  NUMBER_RANGE,
  performance,
  weeklyMockName,
} from '@gabarito/core'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { type DataTableBody, readDataTable } from '../../lib/datatables.ts'
import { AppError, locked, notFound, ValidationError } from '../../lib/errors.ts'
import { perApp } from '../../lib/ttl-cache.ts'
import { getCourse } from '../courses/courses.service.ts'
import { questionsJson } from '../questions/questions.service.ts'
import { keySealed } from '../seal/seal.service.ts'
import { type RankingEntry, rankingPlace, rankingPage as readRankingPage } from './mocks.ranking.repo.ts'
import {
  answersTo,
  composeQuestionIds,
  findMock,
  findOpenMock,
  insertMock,
  type MockRow,
  mockQuestionIds,
  publishedQuestionIds,
} from './mocks.repo.ts'
import { lockCourse, weekHasMock } from './mocks.staff.repo.ts'

export const NO_OPEN_MOCK = 'Não há simulado aberto neste curso no momento. Volte na próxima semana!'
export const MOCK_NOT_FOUND = 'Simulado não encontrado.'
export const MOCK_OFF = 'Este curso não possui simulado.'
export const RANKING_AT_CLOSE = 'O ranking deste simulado sai no encerramento.'

/** `gabarito: 'ao_encerrar'` for a modo-prova mock; nothing for the SPEC's, whose answers stay as they were. */
export const keyModeJson = (mock: Pick<MockRow, 'keyMode'>) =>
  mock.keyMode === MOCK_KEY_MODE.atClose ? { gabarito: MOCK_KEY_MODE.atClose } : {}

/** The course, when it has the weekly mock; 403 otherwise (a student reached a section the course does not sell). */
export async function mockCourse(deps: Deps, courseId: number) {
  const course = await getCourse(deps, courseId)
  if (!course.hasMock) throw new AppError(403, MOCK_OFF)
  return course
}

const mockJson = (mock: MockRow) => ({
  id: mock.id,
  nome: mock.name,
  abre: mock.opensAt.toISOString(),
  fecha: mock.closesAt.toISOString(),
  limite_minutos: mock.timeLimitMinutes,
  ...keyModeJson(mock),
})

// A ranking page or a correction reads its mock on every request; mocks change rarely (staff edit them ahead of
// their window), so each app keeps them 10 seconds. Answers check the window in their own statement, never here.
const mockCache = perApp<Deps, string, MockRow | undefined>(10_000)
export const cachedMock = (deps: Deps, courseId: number, mockId: number) =>
  mockCache(deps).get(`${courseId}/${mockId}`, () => findMock(deps.db, courseId, mockId))

export const iso = (value: Date | string) => new Date(value).toISOString()

/** One decimal, as the screens show it (SPEC section 5). */
export const percent = (hits: number, total: number) => Math.round(performance(hits, total) * 10) / 10

/**
 * The course's open mock at `at`; when staff made none for the week, the automatic one is composed now
 * (decision 0012): the first request of the week composes it, and two at once make one (unique per course and
 * week). None for a week that had a staff mock, closed early or not, nor when a mock of the course already has the
 * week's name (decision 0069). Null when there is no mock to take.
 */
export async function openMock(deps: Deps, courseId: number, at: Date): Promise<MockRow | null> {
  const open = await findOpenMock(deps.db, courseId, at)
  if (open) return open
  const course = await mockCourse(deps, courseId)
  const week = mockWeekOf(at)
  const name = weeklyMockName(week)
  if (await weekHasMock(deps.db, courseId, week, at, name)) return null
  const drawn = await composeQuestionIds(deps.db, courseId, course.mockQuestionsPerSubject, {
    opensAt: week.opens,
    closesAt: week.closes,
    keyMode: MOCK_KEY_MODE.immediate,
  })
  const questionIds = drawn.map((q) => q.id)
  if (questionIds.length === 0) return null
  await deps.db.transaction(async (tx) => {
    // Under the course's lock, as staff's creations and renames: a staff mock saved meanwhile keeps the week.
    await lockCourse(tx, courseId)
    if (await weekHasMock(tx, courseId, week, at, name)) return
    await insertMock(tx, {
      courseId,
      name,
      opensAt: week.opens,
      closesAt: week.closes,
      timeLimitMinutes: null,
      autoWeek: week.year * 100 + week.week,
      questionIds,
    })
  })
  return (await findOpenMock(deps.db, courseId, at)) ?? null
}

export interface StaffMock {
  courseId: number
  name: string
  opensAt: Date
  closesAt: Date
  timeLimitMinutes: number | null
  questionIds: number[]
  /** 'imediato' when left out. */
  keyMode?: MockKeyMode
}

/**
 * A mock made by staff (the back office adds its screens; the demo content uses it now): its questions must be
 * published questions of the course, each once, and its window must end after it starts.
 */
export async function createMock(db: Executor, mock: StaffMock): Promise<number> {
  const errors: Record<string, string[]> = {}
  if (!mock.name.trim()) errors.nome = ['Informe o nome do simulado.']
  if (mock.closesAt <= mock.opensAt) errors.fecha = ['O simulado deve fechar depois de abrir.']
  const minutes = NUMBER_RANGE.mockMinutes
  if (
    mock.timeLimitMinutes !== null &&
    !(mock.timeLimitMinutes >= minutes.min && mock.timeLimitMinutes <= minutes.max)
  )
    errors.limite_minutos = [`O tempo limite deve estar entre ${minutes.min} e ${minutes.max} minutos.`]
  const unique = [...new Set(mock.questionIds)]
  if (unique.length !== mock.questionIds.length || unique.length === 0)
    errors.perguntas = ['Escolha as questões do simulado, cada uma uma única vez.']
  else if ((await publishedQuestionIds(db, mock.courseId, unique)).length !== unique.length)
    errors.perguntas = ['Todas as questões devem ser questões publicadas deste curso.']
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
  const id = await insertMock(db, { ...mock, name: mock.name.trim(), autoWeek: null })
  if (id === null) throw new Error('a staff mock cannot conflict')
  return id
}

/** The open mock for the caller: its questions without the key, and what the caller answered so far. */
export async function openMockFor(deps: Deps, caller: Caller, courseId: number) {
  await mockCourse(deps, courseId)
  const now = deps.clock()
  const mock = await openMock(deps, courseId, now)
  if (!mock) throw notFound(NO_OPEN_MOCK)
  const [ids, answered, place] = await Promise.all([
    mockQuestionIds(deps.db, mock.id),
    answersTo(deps.db, caller.id, mock.id),
    rankingPlace(deps.db, mock.id, caller.id),
  ])
  const sealed = keySealed(mock, now)
  return {
    simulado: mockJson(mock),
    perguntas: await questionsJson(deps, ids),
    respondidas: answered.map((a) => ({
      pergunta_id: a.questionId,
      resposta_id: a.alternativeId,
      ...(!sealed && { correta: a.correct }),
    })),
    inicio: place ? iso(place.firstAnswerAt) : null,
    classificacao: place && !sealed ? placeJson(place) : null,
  }
}

/** The student's position in the mock's ranking, hits and the participants (zeros before the first answer). */
export async function placeIn(deps: Pick<Deps, 'db'>, mockId: number, userId: number) {
  const place = await rankingPlace(deps.db, mockId, userId)
  return place ? placeJson(place) : { posicao: 0, acertos: 0, participantes: 0 }
}

const placeJson = (place: { position: number; hits: number; participants: number }) => ({
  posicao: place.position,
  acertos: place.hits,
  participantes: place.participants,
})

const rankingRow = (entry: RankingEntry, position: number) => ({
  rownum: position,
  user_id: entry.userId,
  apelido: entry.nickname,
  acertos: entry.hits,
  ultima_tentativa: entry.lastAnswerAt,
  total: entry.answers,
  rendimento: percent(entry.hits, entry.answers),
})

/**
 * A page of a mock's ranking (the open one unless `mockId`), the caller's row and the participants: page 900
 * costs what page 1 does (decision 0012).
 */
export async function rankingPage(
  deps: Deps,
  caller: Caller,
  courseId: number,
  mockId: number | undefined,
  body: DataTableBody,
) {
  await mockCourse(deps, courseId)
  const mock =
    mockId === undefined
      ? await openMock(deps, courseId, deps.clock())
      : await cachedMock(deps, courseId, mockId)
  if (!mock) throw notFound(mockId === undefined ? NO_OPEN_MOCK : MOCK_NOT_FOUND)
  const now = deps.clock()
  // One's place would tell one's hits: modo prova shows the ranking at the close only.
  if (keySealed(mock, now)) throw locked(RANKING_AT_CLOSE)
  const query = readDataTable(body, [])
  // A closed mock's ranking changes no more (but for a key change): the replica may serve it (decision 0045).
  const source = mock.closesAt <= now ? deps.replica : deps.db
  const page = await readRankingPage(source, mock.id, query.start, query.limit, caller.id)
  const place = page.place
  return {
    draw: query.draw,
    recordsTotal: page.participants,
    recordsFiltered: page.participants,
    data: page.entries.map((entry, i) => rankingRow(entry, query.start + i + 1)),
    simulado: { id: mock.id, nome: mock.name },
    meu: place ? rankingRow(place, place.position) : null,
    participantes: page.participants,
  }
}
