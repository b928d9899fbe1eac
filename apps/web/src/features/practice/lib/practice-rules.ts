import type { PracticeAnswerBody } from '@gabarito/core/contract'
import { answerExam, answerMock, answerPractice } from '../api/answer-question'
import { getExamQuestions } from '../api/get-exam-questions'
import { fetchOpenMock } from '../api/get-open-mock'
import type { SubjectFilter } from '../api/get-subject-questions'
import { refreshSubjectToday } from '../api/get-subject-today'
import type { AnswerResult, MockAnswerResult, Question, SentAnswer, SubjectAnswer } from '../api/types'
import { answerOrKeep, loadOrKept } from '../offline/offline-practice'
import { practiceTexts } from '../texts'
import type { LoadProblemRules } from './load-problem-handlers'
import { type MockFilter, mockRoundOf } from './mock-round'
import type { AnsweredItem, QueueEnd } from './practice-state'
import type { PracticeMode } from './practice-storage'

/** What a load brings: the questions to answer and, when the server resumes a round, the answers it holds. */
export interface Batch {
  questions: Question[]
  answered?: AnsweredItem[]
}

/** One answer to send, with everything a mode's endpoint may need. */
export interface AnswerToSend<F> {
  courseId: number
  filter: F
  question: Question
  /** The chosen alternative's id. */
  selected: number
  idempotencyKey: string
  /** "Chutei" ticked before answering: sent as `chutei`. */
  guessed: boolean
}

/**
 * What makes one practice screen differ from another; `usePracticeSession` does the rest (queue, answers,
 * counters, answered list, end of the queue, load problems).
 */
export interface PracticeRules<F, R extends SentAnswer = AnswerResult> {
  /** The queue kept on the device, one per course and mode. */
  mode: PracticeMode
  /** The questions of a filter (a batch of a subject, a whole exam). */
  load: (courseId: number, filter: F) => Promise<Batch>
  /** One call that records an answer; the card sends it again, same key, while the network fails. */
  answer: (answer: AnswerToSend<F>) => Promise<R>
  whenEmpty: QueueEnd
  problems: LoadProblemRules
}

/**
 * /v2/geral/perguntas: batches of a subject or (PRO) topic, a new batch whenever the queue runs out. Without a
 * connection, the questions kept on the device and the answers kept to be sent later (issue 33).
 */
export const subjectPractice: PracticeRules<SubjectFilter, SubjectAnswer> = {
  mode: 'disciplina',
  load: async (courseId, filter) => {
    const questions = await loadOrKept(courseId, filter)
    // The counters are today's in the subject: a new batch asks the server again (other devices, midnight).
    refreshSubjectToday(courseId, filter.disciplina)
    return { questions }
  },
  answer: (sent) => answerOrKeep(sent.courseId, practiceAnswerBody(sent)),
  whenEmpty: 'refetch',
  problems: { emptyMessage: practiceTexts.subjectEmpty, lockedStatus: 423, toastId: 'perguntas' },
}

/** Subject, filtered and caderno practice record an answer alike: the question's subject, as practice. */
export function answerAsPractice<F>(sent: AnswerToSend<F>) {
  return answerPractice(practiceAnswerBody(sent))
}

function practiceAnswerBody<F>({ courseId, question, selected, idempotencyKey, guessed }: AnswerToSend<F>) {
  return {
    pergunta_id: question.id,
    selected,
    disciplina_id: question.disciplina_id,
    tipo: question.status,
    modulo_id: courseId,
    chave_idempotencia: idempotencyKey,
    chutei: guessed,
  } satisfies PracticeAnswerBody
}

/** The exam practice queue's filter: the chosen exam. */
export interface ExamFilter {
  concurso: number
}

/** /v2/geral/concurso_relacionados: every question of a past exam once, then 'concurso Finalizado!!'. */
export const examPractice: PracticeRules<ExamFilter> = {
  mode: 'concurso',
  load: async (courseId, filter) => ({ questions: await getExamQuestions(courseId, filter.concurso) }),
  answer: ({ courseId, filter, question, selected, idempotencyKey, guessed }) =>
    answerExam({
      pergunta_id: question.id,
      selected,
      referencia_id: question.concurso_id ?? filter.concurso,
      disciplina_id: question.disciplina_id,
      modulo_id: courseId,
      chave_idempotencia: idempotencyKey,
      chutei: guessed,
    }),
  whenEmpty: 'finish',
  problems: { emptyMessage: practiceTexts.examEmpty, lockedStatus: 403, toastId: 'concurso' },
}

/**
 * /v2/geral/simulado/perguntas: the open weekly mock, each question once ('Deixar por último' sends one to the end),
 * resumed from the server's answers; when nothing is left, 'Simulado Semanal Finalizado!!' and the ranking.
 */
export const weeklyMock: PracticeRules<MockFilter, MockAnswerResult> = {
  mode: 'simulado',
  // The screen has just asked for the open mock (to know its id): the same answer serves, not a second call.
  load: async (courseId) => mockRoundOf(await fetchOpenMock(courseId)),
  answer: ({ courseId, filter, question, selected, idempotencyKey, guessed }) =>
    answerMock({
      pergunta_id: question.id,
      selected,
      disciplina_id: question.disciplina_id,
      desafio_id: filter.simulado,
      modulo_id: courseId,
      chave_idempotencia: idempotencyKey,
      chutei: guessed,
    }),
  whenEmpty: 'finish',
  problems: { emptyMessage: practiceTexts.mockEmpty, lockedStatus: 423, toastId: 'simulado' },
}
