import { generateCpf, mockWeekOf, QUESTION_STATUS, weeklyMockName } from '@gabarito/core'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { hashPassword, randomPassword } from '../../lib/passwords.ts'
import { createMock } from '../../modules/mocks/mocks.service.ts'
import { alternatives, appMeta, questions, subjects, users } from '../schema/index.ts'
import { type DemoAnswer, firstMockCourse, storeDemoAnswers } from './demo-answers.ts'
import { seeded } from './demo-random.ts'
import type { SeedDeps } from './seed-deps.ts'

const MOCKS_FLAG = 'demo_mocks_seeded'
const OPEN_MOCK_SIZE = 20
const WEEK_MS = 7 * 24 * 3600_000

/** Made-up nicknames of the demo participants of the closed mocks. */
const NICKNAMES = [
  'FalcaoDaEEAR',
  'SgtEmFoco',
  'Recruta2027',
  'CaboEstudioso',
  'AguiaDourada',
  'RumoAoCFS',
  'TaifeiroFiel',
  'MarujoAtento',
  'SoldadoDaMadrugada',
  'FuturoSargento',
  'NavegadorSul',
  'BoinaAzul',
  'CoturnoFirme',
  'PilotoDeProva',
  'CadeteDoNorte',
  'GuardiaoDoCerrado',
  'EstrelaDeGuia',
  'TurmaDe2027',
  'MenteDeAco',
  'PassoCerto',
  'RotaDaAprovacao',
  'FocoTotal',
  'QuartelGeneral',
  'SentinelaDoSul',
  'MissaoCFS',
  'VooRasante',
  'AlvoCerto',
  'ForcaDeVontade',
  'ProntoParaServir',
  'SargentoDoFuturo',
  'BravoDoMar',
  'RadarLigado',
  'GuerreiroDoSaber',
  'ApoioDeFogo',
]

/**
 * The weekly mock of the demo (issue 10): the first course with the mock gets this week's mock (20 questions across
 * its subjects, its first 10 partly answered by the demo participants since it opened) and the mocks of the two weeks
 * before, answered by them, so a newcomer sees a ranking at once and a history after the first mock. Their answers are stored in bulk with every aggregate an answer reaches
 * (demo-answers.ts), as if they had been given one by one.
 */
export async function seedDemoMocks(deps: SeedDeps, now = new Date()): Promise<void> {
  const [done] = await deps.db.select().from(appMeta).where(eq(appMeta.key, MOCKS_FLAG))
  if (done) return
  const course = await firstMockCourse(deps.db)
  if (!course) return
  const bank = await deps.db
    .select({ id: questions.id, subjectId: questions.subjectId })
    .from(questions)
    .innerJoin(subjects, eq(subjects.id, questions.subjectId))
    .where(
      and(
        eq(questions.courseId, course.id),
        eq(questions.status, QUESTION_STATUS.published),
        isNull(questions.examId),
      ),
    )
    .orderBy(asc(subjects.position), asc(questions.id))
  if (bank.length < OPEN_MOCK_SIZE) return
  const random = seeded(2026)
  const pick = (offset: number) =>
    Array.from({ length: OPEN_MOCK_SIZE }, (_, i) => bank[(offset + i * 3) % bank.length]?.id as number)
  const uniqueIds = (ids: number[]) => [...new Set(ids)]

  const thisWeek = mockWeekOf(now)
  const participants = await demoParticipants(deps)
  const keys = await deps.db
    .select({
      id: alternatives.id,
      questionId: alternatives.questionId,
      correct: questions.correctAlternativeId,
    })
    .from(alternatives)
    .innerJoin(questions, eq(questions.id, alternatives.questionId))
    .where(eq(questions.courseId, course.id))
  const subjectOf = new Map(bank.map((q) => [q.id, q.subjectId]))
  const answered: DemoAnswer[] = []
  /** Each participant answers the mock's questions (some skipped) at the times `when` gives, right by their skill. */
  const answerAll = (mockId: number, questionIds: number[], when: (i: number) => Date, skip: number) => {
    for (const userId of participants) {
      const skill = 0.35 + random() * 0.55
      for (const [i, questionId] of questionIds.entries()) {
        if (random() < skip) continue
        const options = keys.filter((k) => k.questionId === questionId)
        const right = options.find((k) => k.id === k.correct)
        const wrong = options.filter((k) => k.id !== k.correct)
        const chosen = random() < skill ? right : wrong[Math.floor(random() * wrong.length)]
        answered.push({
          userId,
          courseId: course.id,
          subjectId: subjectOf.get(questionId) as number,
          questionId,
          alternativeId: chosen?.id as number,
          correct: chosen === right,
          mockId,
          at: when(i),
        })
      }
    }
  }
  for (const weeksAgo of [2, 1]) {
    const week = mockWeekOf(new Date(thisWeek.opens.getTime() - weeksAgo * WEEK_MS))
    const questionIds = uniqueIds(pick(weeksAgo))
    const mockId = await createMock(deps.db, {
      courseId: course.id,
      name: weeklyMockName(week),
      opensAt: week.opens,
      closesAt: week.closes,
      timeLimitMinutes: null,
      questionIds,
    })
    // Saturday and Sunday evenings of that week, as most students take it.
    const evening = (i: number) =>
      new Date(
        week.opens.getTime() + (i < 10 ? 5 : 6) * 86_400_000 + (19 * 60 + i * 3 + random() * 60) * 60_000,
      )
    answerAll(mockId, questionIds, evening, 0.1)
  }
  // This week's mock: some of its first questions already answered since it opened, so its ranking is not empty.
  const openQuestions = uniqueIds(pick(0))
  const openId = await createMock(deps.db, {
    courseId: course.id,
    name: weeklyMockName(thisWeek),
    opensAt: thisWeek.opens,
    closesAt: thisWeek.closes,
    timeLimitMinutes: null,
    questionIds: openQuestions,
  })
  const sinceOpening = now.getTime() - thisWeek.opens.getTime()
  const earlier = (i: number) => new Date(thisWeek.opens.getTime() + sinceOpening * ((i + random()) / 12))
  answerAll(openId, openQuestions.slice(0, 10), earlier, 0.3)
  await deps.db.transaction((tx) => storeDemoAnswers(tx, answered))
  await deps.db.insert(appMeta).values({ key: MOCKS_FLAG, value: { at: now.toISOString() } })
}

/** The demo participants: accounts nobody can log in to (a random password nobody knows). */
async function demoParticipants(deps: SeedDeps) {
  const passwordHash = await hashPassword(randomPassword(24))
  const random = seeded(7)
  const rows = await deps.db
    .insert(users)
    .values(
      NICKNAMES.map((nickname, i) => ({
        cpf: generateCpf(random),
        email: `participante${i + 1}@demo.gabarito.app`,
        name: `Participante Demo ${i + 1}`,
        nickname,
        passwordHash,
      })),
    )
    .onConflictDoNothing()
    .returning()
  return rows.map((u) => u.id)
}
