import { randomInt } from 'node:crypto'
import { difficultyLabel, messages, PROGRESS, saoPauloDayHour } from '@gabarito/core'
import type { OwnComment } from '@gabarito/core/contract'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { AppError, locked, notFound } from '../../lib/errors.ts'
import { hasCourseAccess } from '../access/access.service.ts'
import { freeAnswersLeft } from '../answers/answers.service.ts'
import { getCourseWithSection } from '../courses/courses.service.ts'
import { sealedAmong } from '../seal/seal.service.ts'
import { nextUnseen, readPlace } from './practice-position.service.ts'
import {
  examQuestionIds,
  findExam,
  findTopic,
  listExams,
  loadQuestionCards,
  ownCommentsOn,
  pickReview,
  questionInCourse,
  subjectDayScore,
  subjectShown,
} from './questions.repo.ts'

export const BATCH_SIZE = 10
export const TOPIC_IS_PRO =
  'O filtro por assunto é exclusivo do plano PRO. Assine o plano do curso para praticar por assunto.'
export const EXAM_IS_PRO = messages.examIsPro

/**
 * What a student reads of their own comment: never who replied (the reply is the team's). Practice sends it with
 * each question (`meu_comentario`, decision 0023) and the comments module with "Meus comentários".
 */
export function ownCommentJson(row: OwnCommentRow): OwnComment {
  return {
    id: row.id,
    texto: row.text,
    status: row.status,
    data: row.createdAt.toISOString(),
    resposta: row.replyText,
    respondido_em: row.repliedAt?.toISOString() ?? null,
  }
}

type OwnCommentRow = Awaited<ReturnType<typeof ownCommentsOn>>[number]

/** The viewer's own comments on these questions, by question id. */
async function ownCommentsByQuestion(deps: Pick<Deps, 'db'>, userId: number, questionIds: number[]) {
  const rows = await ownCommentsOn(deps.db, userId, questionIds)
  return new Map(rows.map((row) => [row.questionId, ownCommentJson(row)]))
}

export function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[items[i], items[j]] = [items[j] as T, items[i] as T]
  }
  return items
}

/**
 * Questions as the student sees them before answering: no correct alternative, no explanation, no counts. With a
 * `viewerId` (subject and exam practice) each also carries that student's own comment and its staff reply.
 */
export async function questionsJson(deps: Deps, ids: number[], viewerId?: number) {
  const [cards, own] = await Promise.all([
    loadQuestionCards(deps.db, ids),
    viewerId === undefined ? null : ownCommentsByQuestion(deps, viewerId, ids),
  ])
  const byId = new Map(cards.map((c) => [c.id, c]))
  return ids.flatMap((id) => {
    const card = byId.get(id)
    if (!card) return []
    return [
      {
        id: card.id,
        texto: card.textHtml,
        resposta: card.alternatives.map((a) => ({ id: a.id, letra: a.letter, texto: a.textHtml })),
        disciplina_id: card.subjectId,
        assunto_id: card.topicId,
        concurso_id: card.examId,
        numero: card.examNumber,
        status: card.status,
        dificuldade: difficultyLabel(card.hits, card.total),
        total_respostas: card.total,
        banca: card.banca,
        orgao: card.orgao,
        ano: card.year,
        cargo: card.cargo,
        nivel: card.level,
        ...(own ? { meu_comentario: own.get(id) ?? null } : {}),
      },
    ]
  })
}

/**
 * A question of an open modo-prova mock would be refused (decision 0056): left out of a batch, it stays pending in
 * the student's place and comes back after the mock's release. Read beside the cards, so it costs no round trip.
 */
const withoutSealed = <Q extends { id: number }>(questions: Q[], sealed: Set<number>) =>
  sealed.size === 0 ? questions : questions.filter((q) => !sealed.has(q.id))

/** The questions `ids` as practice shows them to the caller (questionsJson), in that order, the sealed ones left out. */
export async function practiceQuestions(deps: Deps, callerId: number, ids: number[]) {
  const [questions, sealed] = await Promise.all([
    questionsJson(deps, ids, callerId),
    sealedAmong(deps.db, ids, deps.clock()),
  ])
  return withoutSealed(questions, sealed)
}

/**
 * The next batch for the caller: never-answered questions first (shuffled), then, only to fill the batch once no
 * unseen one is left, those answered wrong (or skipped) longest ago, then those answered right longest ago, in
 * that order after the unseen ones: a question answered in the session comes back only after the unseen ones
 * (issue 26). Past-exam questions only with access.
 */
export async function subjectBatch(
  deps: Deps,
  caller: Caller,
  courseId: number,
  subjectId: number,
  topicId: number | null,
  /** Offline practice asks for more (issue 33): up to MAX_BATCH_SIZE. */
  size = BATCH_SIZE,
) {
  await getCourseWithSection(deps, courseId, 'hasQuestions')
  // Independent reads, side by side: each round trip costs the batch more than the read itself.
  const [subject, topic, access, place] = await Promise.all([
    subjectShown(deps.db, courseId, subjectId),
    topicId === null ? null : findTopic(deps.db, subjectId, topicId),
    hasCourseAccess(deps, caller.id, courseId),
    readPlace(deps.db, caller.id, { subjectId, topicId }),
  ])
  if (!subject) throw notFound('Disciplina não encontrada.')
  if (topicId !== null && !topic) throw notFound('Assunto não encontrado.')
  if (topicId !== null && !access) throw locked(TOPIC_IS_PRO)
  const filter = { subjectId, topicId, withExamQuestions: access }
  // The unseen part from the student's place in the subject's order (decision 0044), shuffled.
  const unseen = await nextUnseen(deps.db, caller.id, filter, size, place)
  const ids = shuffle([...unseen.ids])
  for (const states of [[PROGRESS.wrong, PROGRESS.skipped], [PROGRESS.right]]) {
    if (ids.length >= size) break
    ids.push(...(await pickReview(deps.db, caller.id, filter, states, ids, size - ids.length)))
  }
  // The order is the screen's: mixing the reviews in would show one before the unseen ones after it.
  const [questions, sealed] = await Promise.all([
    questionsJson(deps, ids, caller.id),
    sealedAmong(deps.db, ids, deps.clock()),
    unseen.save(),
  ])
  return withoutSealed(questions, sealed)
}

/**
 * The caller's answers and hits in the subject today (São Paulo day): the practice screen's partial counters,
 * which go on across batches, reloads and devices (issue 26). Every answer in the subject counts, whatever the
 * topic or the mode it was given in. Read from an aggregate the fold keeps (decision 0047), never from the answers.
 */
export async function subjectToday(deps: Deps, caller: Caller, courseId: number, subjectId: number) {
  await getCourseWithSection(deps, courseId, 'hasQuestions')
  if (!(await subjectShown(deps.db, courseId, subjectId))) throw notFound('Disciplina não encontrada.')
  const { day } = saoPauloDayHour(deps.clock())
  const [{ answers, hits }, access] = await Promise.all([
    subjectDayScore(deps.db, caller.id, courseId, subjectId, day),
    hasCourseAccess(deps, caller.id, courseId),
  ])
  const freeLeft = await freeAnswersLeft(deps, caller.id, courseId, access)
  return { dia: day, acertos: hits, erros: answers - hits, total: answers, gratuitas_restantes: freeLeft }
}

export async function courseExams(deps: Deps, courseId: number) {
  await getCourseWithSection(deps, courseId, 'hasPastExams')
  const rows = await listExams(deps.db, courseId)
  return rows.map((e) => ({ id: e.id, nome: e.name, ano: e.year, total: e.total }))
}

/** An exam's questions in the exam's order; exams are PRO (403 without an active plan for the course). */
export async function examQuestions(deps: Deps, caller: Caller, examId: number, courseId: number | null) {
  const exam = await findExam(deps.db, examId)
  if (!exam || (courseId !== null && exam.courseId !== courseId)) throw notFound('Concurso não encontrado.')
  await getCourseWithSection(deps, exam.courseId, 'hasPastExams')
  if (!(await hasCourseAccess(deps, caller.id, exam.courseId))) throw new AppError(403, EXAM_IS_PRO)
  return practiceQuestions(deps, caller.id, await examQuestionIds(deps.db, examId))
}

/** Whether the question belongs to the course (a comment names both). */
export async function isQuestionOfCourse(deps: Pick<Deps, 'db'>, questionId: number, courseId: number) {
  return (await questionInCourse(deps.db, questionId, courseId)) !== undefined
}
