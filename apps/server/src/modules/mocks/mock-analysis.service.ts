import { MIN_PARTICIPANTS_FOR_FIGURES, MOCK_KEY_MODE } from '@gabarito/core'
import type { Deps } from '../../deps.ts'
import { perApp } from '../../lib/ttl-cache.ts'
import type { CorrectionRow } from './mock-correction.repo.ts'
import { type MockAnalysis, mockAnalysis, ownTimes } from './mock-views.repo.ts'
import type { MockRow } from './mocks.repo.ts'
import { percent } from './mocks.service.ts'

// Where the points went (issue 29): the time on each question against the participants' median, the questions missed
// that most participants got right, and the hits per subject against the participants' median.

/** Each app keeps a mock's figures a minute: they move with every answer while it is open, and then no more. */
const analysisCache = perApp<Deps, number, MockAnalysis>(60_000)

const seconds = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? null : Math.round(ms / 1000)

/**
 * Whether the caller's attempt is over, so the figures may show: the mock closed, or (key shown at once) every
 * question answered or the time limit passed. A modo-prova mock shows nothing before its close.
 */
export function attemptFinished(
  mock: Pick<MockRow, 'keyMode' | 'closesAt' | 'timeLimitMinutes'>,
  attempt: { answered: number; questions: number; firstAnswerAt: Date | null },
  now: Date,
): boolean {
  if (now >= mock.closesAt) return true
  if (mock.keyMode === MOCK_KEY_MODE.atClose || attempt.firstAnswerAt === null) return false
  const timeUp =
    mock.timeLimitMinutes !== null &&
    now.getTime() > attempt.firstAnswerAt.getTime() + mock.timeLimitMinutes * 60_000
  return timeUp || attempt.answered >= attempt.questions
}

/** The correction's figures for the caller's answers (`rows`, in the mock's order; unanswered ones are skipped). */
export async function correctionAnalysis(deps: Deps, userId: number, mock: MockRow, rows: CorrectionRow[]) {
  const limitMs = mock.timeLimitMinutes === null ? null : mock.timeLimitMinutes * 60_000
  const [all, own] = await Promise.all([
    analysisCache(deps).get(mock.id, () => mockAnalysis(deps.db, mock.id, limitMs)),
    ownTimes(deps.db, userId, mock.id, limitMs),
  ])
  const perQuestion = new Map(all.questions.map((q) => [q.questionId, q]))
  const ownMs = new Map(own.map((o) => [o.questionId, o.ms]))
  const answered = rows.filter((r) => r.alternativeId !== null)
  // Below the minimum of participants, nothing is said about the others (decision 0069).
  const enough = (questionId: number) =>
    (perQuestion.get(questionId)?.answers ?? 0) >= MIN_PARTICIPANTS_FOR_FIGURES
  const shareRight = (questionId: number) => {
    const q = perQuestion.get(questionId)
    return q && enough(questionId) ? percent(q.hits, q.answers) : null
  }
  const subjects = new Map<number, { id: number; nome: string; acertos: number }>()
  for (const row of answered) {
    const subject = subjects.get(row.subjectId) ?? { id: row.subjectId, nome: row.subjectName, acertos: 0 }
    subject.acertos += row.correct ? 1 : 0
    subjects.set(row.subjectId, subject)
  }
  const medianHits = new Map(
    all.subjects
      .filter((s) => s.participants >= MIN_PARTICIPANTS_FOR_FIGURES)
      .map((s) => [s.subjectId, s.medianHits]),
  )
  return {
    questoes: answered.map((r) => ({
      pergunta_id: r.questionId,
      tempo_segundos: seconds(ownMs.get(r.questionId)),
      mediana_segundos: enough(r.questionId) ? seconds(perQuestion.get(r.questionId)?.medianMs) : null,
      acertaram: shareRight(r.questionId),
    })),
    custaram_pontos: answered
      .filter((r) => r.correct === false)
      .map((r) => ({ pergunta_id: r.questionId, acertaram: shareRight(r.questionId) }))
      // Those without a share keep the mock's order, after the others.
      .sort((a, b) => (b.acertaram ?? -1) - (a.acertaram ?? -1)),
    disciplinas: [...subjects.values()].map((s) => ({
      ...s,
      mediana_participantes: medianHits.get(s.id) ?? null,
    })),
  }
}
