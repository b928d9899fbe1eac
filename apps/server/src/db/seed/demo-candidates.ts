import { generateCpf, guessingOf, probability, QUESTION_STATUS } from '@gabarito/core'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { calibrateCourse } from '../../modules/ability/ability.service.ts'
import { simulatedCandidateEmail } from '../../modules/users/simulated-candidates.ts'
import { alternatives, appMeta, courseAbilitySettings, questions, users } from '../schema/index.ts'
import { type DemoAnswer, firstMockCourse, storeDemoAnswers } from './demo-answers.ts'
import { seeded } from './demo-random.ts'
import type { SeedDeps } from './seed-deps.ts'

const CANDIDATES_FLAG = 'demo_candidates_seeded'
/** Enough first answers for every question (the calibration's minimum is 100) from the candidates alone. */
export const DEMO_CANDIDATES = 100
/** The demo course's passing mark (% of the reference exam), so the chance of passing shows too. */
const DEMO_PASS_MARK = 60
const DAY_MS = 86_400_000

/**
 * A calibrated history for the demo (issue 47, decision 0070): simulated past candidates of the first course with
 * the weekly mock answer each of its questions once in practice, a year to seven months ago, right with the
 * three-parameter logistic probability of their ability (spread as a standard normal) on the question (difficulty
 * and discrimination made up per question, c = 1/k); the course gets a passing mark and is calibrated at once, so a
 * newcomer's estimate appears after 20 answers. The candidates are marked (users/simulated-candidates.ts), blocked
 * and without a password: no list or count of students shows them, and they get no estimate.
 */
export async function seedDemoCandidates(deps: SeedDeps, now = new Date()): Promise<void> {
  const [done] = await deps.db.select().from(appMeta).where(eq(appMeta.key, CANDIDATES_FLAG))
  if (done) return
  const course = await firstMockCourse(deps.db)
  if (!course) return
  const bank = await deps.db
    .select({ id: questions.id, subjectId: questions.subjectId, correct: questions.correctAlternativeId })
    .from(questions)
    .where(
      and(
        eq(questions.courseId, course.id),
        eq(questions.status, QUESTION_STATUS.published),
        isNotNull(questions.correctAlternativeId),
      ),
    )
    .orderBy(asc(questions.id))
  const options = await deps.db
    .select({ id: alternatives.id, questionId: alternatives.questionId })
    .from(alternatives)
    .innerJoin(questions, eq(questions.id, alternatives.questionId))
    .where(eq(questions.courseId, course.id))
    .orderBy(asc(alternatives.id))
  const byQuestion = new Map<number, { id: number; questionId: number }[]>()
  for (const option of options)
    byQuestion.set(option.questionId, [...(byQuestion.get(option.questionId) ?? []), option])
  const random = seeded(47)
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
  // Discriminations of 1.2 to 2.2 and moderate difficulties: with weaker items a hundred candidates leave some key
  // looking wrong by chance, and the quality queue would flag a sound question of the demo.
  const items = bank.map((q) => ({
    ...q,
    options: byQuestion.get(q.id) ?? [],
    a: 1.2 + random(),
    b: -1.5 + 3 * random(),
  }))
  const candidates = await insertCandidates(deps, now)
  const answered: DemoAnswer[] = []
  for (const userId of candidates) {
    const theta = normal()
    const start = now.getTime() - (210 + random() * 150) * DAY_MS
    for (const [j, item] of items.entries()) {
      const c = guessingOf(item.options.length)
      const right = random() < probability(theta, { a: item.a, b: item.b, c })
      const wrong = item.options.filter((o) => o.id !== item.correct)
      const chosen = right ? item.correct : wrong[Math.floor(random() * wrong.length)]?.id
      if (chosen === undefined || chosen === null) continue
      answered.push({
        userId,
        courseId: course.id,
        subjectId: item.subjectId,
        questionId: item.id,
        alternativeId: chosen,
        correct: right,
        mockId: null,
        at: new Date(start + j * 90_000),
      })
    }
  }
  await deps.db.transaction(async (tx) => {
    await storeDemoAnswers(tx, answered)
    await tx
      .insert(courseAbilitySettings)
      .values({ courseId: course.id, passMark: DEMO_PASS_MARK, referenceExamId: null })
      .onConflictDoNothing()
    await tx.insert(appMeta).values({ key: CANDIDATES_FLAG, value: { at: now.toISOString() } })
  })
  await calibrateCourse({ db: deps.db, clock: () => new Date() }, course.id)
}

/** The candidates' accounts: blocked, no password (a hash nothing verifies), marked by their address. */
async function insertCandidates(deps: SeedDeps, now: Date): Promise<number[]> {
  const random = seeded(470)
  const rows = await deps.db
    .insert(users)
    .values(
      Array.from({ length: DEMO_CANDIDATES }, (_, i) => ({
        cpf: generateCpf(random),
        email: simulatedCandidateEmail(i + 1),
        name: `Candidato simulado ${i + 1}`,
        nickname: `CandidatoSimulado${i + 1}`,
        passwordHash: '!',
        blockedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id })
  return rows.map((u) => u.id)
}
