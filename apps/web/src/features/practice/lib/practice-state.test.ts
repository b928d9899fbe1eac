import { describe, expect, it } from 'vitest'
import type { AnswerResult, Question } from '../api/types'
import { emptyState, type PracticeState, practiceReducer, scoreOf } from './practice-state'
import { testQuestion } from './test-question'

type Filter = { disciplina: number; assunto: number | null }

const question = testQuestion

function result(q: Question, correta: boolean): AnswerResult {
  const right = q.resposta[0]?.id ?? 0
  const wrong = q.resposta[1]?.id ?? 0
  return {
    correta,
    resposta_id: correta ? right : wrong,
    resposta_certa_id: right,
    resumo: '',
    tags: [],
    respostas: [],
    gratuitas_restantes: null,
    respondida_em: '2026-03-08T13:00:00.000Z',
    proxima_revisao: null,
  }
}

const filter: Filter = { disciplina: 1, assunto: null }

function loaded(...ids: number[]): PracticeState<Filter> {
  return practiceReducer(emptyState(filter), { type: 'loaded', filter, questions: ids.map(question) })
}

describe('practice queue', () => {
  it('moves an answered question out of the queue into the answered list, and keeps it on screen until next', () => {
    const q1 = question(1)
    let state = practiceReducer(loaded(1, 2), { type: 'answered', question: q1, result: result(q1, true) })
    expect(state.queue.map((q) => q.id)).toEqual([2])
    expect(state.current?.question.id).toBe(1)
    expect(state.answered).toEqual([
      { pergunta: 1, resposta: true, resposta_id: 11, tags: [], disciplina: 1, numero: null },
    ])
    state = practiceReducer(state, { type: 'next', whenEmpty: 'refetch' })
    expect(state.current).toBeNull()
    expect(state.queue.map((q) => q.id)).toEqual([2])
    expect(state.answered).toHaveLength(1)
  })

  it('clears the answered list when the queue runs out; an exam then finishes with its score', () => {
    const q1 = question(1)
    const answered = practiceReducer(loaded(1), { type: 'answered', question: q1, result: result(q1, false) })
    const subject = practiceReducer(answered, { type: 'next', whenEmpty: 'refetch' })
    expect(subject).toEqual(emptyState(filter))
    const exam = practiceReducer(answered, { type: 'next', whenEmpty: 'finish' })
    expect(exam.answered).toEqual([])
    expect(exam.finished).toEqual({ acertos: 0, erros: 1 })
    expect(practiceReducer(exam, { type: 'restart' })).toEqual(emptyState(filter))
  })

  it('drops the queue and the question on screen on a reload, and keeps the answered list', () => {
    const q1 = question(1)
    const state = practiceReducer(loaded(1, 2), { type: 'answered', question: q1, result: result(q1, true) })
    expect(practiceReducer(state, { type: 'reload' })).toEqual({
      ...emptyState(filter),
      answered: state.answered,
    })
    expect(practiceReducer(loaded(3), { type: 'reload' })).toEqual(emptyState(filter))
  })

  it('clears the queue and the answered list when another filter is chosen, and ignores late batches', () => {
    const q1 = question(1)
    const state = practiceReducer(loaded(1, 2), { type: 'answered', question: q1, result: result(q1, true) })
    const other: Filter = { disciplina: 1, assunto: 5 }
    const chosen = practiceReducer(state, { type: 'choose', filter: other })
    expect(chosen).toEqual(emptyState(other))
    const late = practiceReducer(chosen, { type: 'loaded', filter, questions: [question(9)] })
    expect(late).toBe(chosen)
  })

  it('drops a skipped question without counting it', () => {
    const state = practiceReducer(loaded(1, 2), { type: 'skipped', questionId: 1 })
    expect(state.queue.map((q) => q.id)).toEqual([2])
    expect(state.answered).toEqual([])
  })

  it('defers a question to the end of the queue (weekly mock), and ignores one no longer there', () => {
    const state = practiceReducer(loaded(1, 2, 3), { type: 'deferred', questionId: 1 })
    expect(state.queue.map((q) => q.id)).toEqual([2, 3, 1])
    expect(state.answered).toEqual([])
    expect(practiceReducer(state, { type: 'deferred', questionId: 9 })).toBe(state)
  })

  it('resumes a round from the answers the server returns, which count towards the score', () => {
    const given = [
      { pergunta: 7, resposta: true, resposta_id: 71, tags: [], disciplina: 1, numero: 1 },
      { pergunta: 8, resposta: false, resposta_id: 82, tags: [], disciplina: 1, numero: 2 },
    ]
    const q1 = question(1)
    const resumed = practiceReducer(emptyState(filter), {
      type: 'loaded',
      filter,
      questions: [q1],
      answered: given,
    })
    expect(resumed.queue.map((q) => q.id)).toEqual([1])
    expect(resumed.answered).toEqual(given)
    const answered = practiceReducer(resumed, { type: 'answered', question: q1, result: result(q1, true) })
    expect(practiceReducer(answered, { type: 'next', whenEmpty: 'finish' }).finished).toEqual({
      acertos: 2,
      erros: 1,
    })
  })

  it('ignores an answer to a question no longer in the queue', () => {
    const q9 = question(9)
    const state = loaded(1)
    expect(practiceReducer(state, { type: 'answered', question: q9, result: result(q9, true) })).toBe(state)
  })

  it('appends only new questions kept ahead (offline practice), none of another subject', () => {
    const q1 = question(1)
    const answered = practiceReducer(loaded(1, 2, 3), {
      type: 'answered',
      question: q1,
      result: result(q1, true),
    })
    // The server serves the unanswered ones again first: only 4 and 5 are new; 1 is on screen.
    const added = practiceReducer(answered, {
      type: 'added',
      filter,
      questions: [2, 3, 1, 4, 5].map(question),
    })
    expect(added.queue.map((q) => q.id)).toEqual([2, 3, 4, 5])
    expect(added.current?.question.id).toBe(1)
    const other = { disciplina: 2, assunto: null }
    expect(practiceReducer(answered, { type: 'added', filter: other, questions: [question(9)] })).toBe(
      answered,
    )
    expect(practiceReducer(added, { type: 'added', filter, questions: [2, 4].map(question) })).toBe(added)
  })

  it('counts hits and misses', () => {
    expect(scoreOf([])).toEqual({ acertos: 0, erros: 0 })
  })
})
