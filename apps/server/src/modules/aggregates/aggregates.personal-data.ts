import { and, asc, eq, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import {
  conceptStats,
  mockResults,
  practiceDayScores,
  questionProgress,
  studentDayStats,
  studentHourStats,
  studentSubjectStats,
  topicStats,
} from '../../db/schema/index.ts'
import type { PersonalColumn, PersonalData } from '../../lib/personal-data.ts'
import { inBatches, iso, personRows } from '../../lib/personal-data.ts'
import { heldMockSql } from '../seal/seal.sql.ts'

// The aggregates of a person's answers in the LGPD export (decision 0062). Each read names the person's id; the
// columns are selected under the export's own (Portuguese) names.

/** Progress rows read per query: one per question the person answered, tens of thousands for some. */
export const PROGRESS_BATCH = 2000

const DERIVED =
  'counted from the kept answers: the fold, a key change’s rescore and the recount keep them equal to the answers'

const derived = (table: string, field: string, why = DERIVED): PersonalColumn => ({
  table,
  column: 'user_id',
  erasure: 'kept',
  why,
  field,
})

const p = questionProgress
/** A batch of progress rows after the (subject, question) `after`, in that order. */
function progressAfter(db: Executor, userId: number, after: { subject: number; question: number }) {
  return db
    .select({
      subject: p.subjectId,
      question: p.questionId,
      state: p.state,
      lastAt: p.lastAt,
      answers: p.answers,
      hits: p.hits,
      guesses: p.guesses,
      due: p.due,
      stability: p.stability,
      difficulty: p.difficulty,
      reps: p.reps,
      lapses: p.lapses,
      cardState: p.cardState,
      reviewedAt: p.reviewedAt,
    })
    .from(p)
    .where(
      and(
        eq(p.userId, userId),
        sql`(${p.subjectId}, ${p.questionId}) > (${after.subject}, ${after.question})`,
      ),
    )
    .orderBy(asc(p.subjectId), asc(p.questionId))
    .limit(PROGRESS_BATCH)
}

type Progress = Awaited<ReturnType<typeof progressAfter>>[number]

const progressJson = (r: Progress) => ({
  disciplina_id: r.subject,
  pergunta_id: r.question,
  situacao: r.state,
  ultima_em: r.lastAt.toISOString(),
  respostas: r.answers,
  acertos: r.hits,
  chutes: r.guesses,
  // The review card (decision 0057), null until an answer made one.
  cartao:
    r.due === null
      ? null
      : {
          proxima_revisao: r.due.toISOString(),
          estabilidade: r.stability,
          dificuldade: r.difficulty,
          repeticoes: r.reps,
          lapsos: r.lapses,
          estado: r.cardState,
          revisado_em: iso(r.reviewedAt),
        },
})

const counts = (t: { answers: AnyPgColumn; hits: AnyPgColumn }) => ({ respostas: t.answers, acertos: t.hits })
const day = studentDayStats
const subject = studentSubjectStats
const hour = studentHourStats
const topic = topicStats
const today = practiceDayScores
const mock = mockResults

/** The concepts' counts, one row per concept (they are stored packed in blocks, decision 0048). */
async function conceptsOf(db: Executor, userId: number) {
  const rows = await db
    .select({
      courseId: conceptStats.courseId,
      tags: conceptStats.tagIds,
      answers: conceptStats.answers,
      hits: conceptStats.hits,
    })
    .from(conceptStats)
    .where(eq(conceptStats.userId, userId))
    .orderBy(asc(conceptStats.courseId), asc(conceptStats.block))
  return rows.flatMap((r) =>
    r.tags.map((tag, i) => ({
      modulo_id: r.courseId,
      conceito_id: tag,
      respostas: r.answers[i],
      acertos: r.hits[i],
    })),
  )
}

/**
 * The aggregates of the person's answers, the review cards among them (decision 0062): kept with the answers they
 * count, as every aggregate is a function of the answers.
 */
export const aggregatesPersonalData: PersonalData = {
  module: 'aggregates',
  columns: [
    derived('mock_results', 'simulados', 'the mock’s ranking: the others keep their places (decision 0026)'),
    derived('question_progress', 'progresso'),
    derived('practice_day_scores', 'pontuacao_do_dia'),
    derived('student_day_stats', 'estatisticas_por_dia'),
    derived('student_subject_stats', 'estatisticas_por_disciplina'),
    derived('student_hour_stats', 'estatisticas_por_hora'),
    derived('topic_stats', 'estatisticas_por_assunto'),
    derived('concept_stats', 'estatisticas_por_conceito'),
    {
      table: 'aggregate_fold_queue',
      column: 'user_id',
      erasure: 'kept',
      why: 'a copy of kept answers for the seconds until the fold counts them (decision 0071)',
      field: null,
      whyNot: 'the same answers are listed under respostas',
    },
  ],
  exports: [
    {
      field: 'simulados',
      // A modo-prova mock's hits stay out (null) until it is released (decision 0056).
      read: personRows(
        mock,
        mock.userId,
        {
          simulado_id: mock.mockId,
          acertos: sql<
            number | null
          >`case when ${heldMockSql(sql`${mock.mockId}`)} then null else ${mock.hits} end`,
          respostas: mock.answers,
          primeira_resposta: mock.firstAnswerAt,
          ultima_resposta: mock.lastAnswerAt,
        },
        [mock.mockId],
      ),
    },
    {
      field: 'pontuacao_do_dia',
      read: personRows(
        today,
        today.userId,
        {
          modulo_id: today.courseId,
          disciplina_id: today.subjectId,
          dia: today.day,
          ...counts(today),
          ultima_em: today.lastAt,
        },
        [today.courseId, today.subjectId],
      ),
    },
    {
      field: 'estatisticas_por_dia',
      read: personRows(day, day.userId, { modulo_id: day.courseId, dia: day.day, ...counts(day) }, [
        day.courseId,
        day.day,
      ]),
    },
    {
      field: 'estatisticas_por_disciplina',
      read: personRows(
        subject,
        subject.userId,
        { modulo_id: subject.courseId, disciplina_id: subject.subjectId, ...counts(subject) },
        [subject.courseId, subject.subjectId],
      ),
    },
    {
      field: 'estatisticas_por_hora',
      read: personRows(hour, hour.userId, { modulo_id: hour.courseId, hora: hour.hour, ...counts(hour) }, [
        hour.courseId,
        hour.hour,
      ]),
    },
    {
      field: 'estatisticas_por_assunto',
      read: personRows(topic, topic.userId, { assunto_id: topic.topicId, ...counts(topic) }, [topic.topicId]),
    },
    { field: 'estatisticas_por_conceito', read: conceptsOf },
    {
      field: 'progresso',
      async *batches(db, userId) {
        const read = (after?: Progress) => progressAfter(db, userId, after ?? { subject: 0, question: 0 })
        for await (const batch of inBatches(read, PROGRESS_BATCH)) yield batch.map(progressJson)
      },
    },
  ],
}
