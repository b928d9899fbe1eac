import { describe, expect, it } from 'vitest'
import type { MockAnswerResult, OpenMock } from '../api/types'
import { formatClock, type MockFilter, mockDeadline, mockRoundOf } from './mock-round'
import { emptyState, isHeld, type PracticeState, practiceReducer, scoreOf } from './practice-state'
import { testQuestion } from './test-question'

const question = testQuestion

function openMock(ids: number[], answered: [number, boolean][] = [], inicio: string | null = null): OpenMock {
  return {
    simulado: {
      id: 7,
      nome: 'Simulado Semanal 47/2026',
      abre: '2026-11-16T03:00:00.000Z',
      fecha: '2026-11-23T03:00:00.000Z',
      limite_minutos: null,
    },
    perguntas: ids.map((id) => question(id, id > 2 ? 2 : 1)),
    respondidas: answered.map(([id, correta]) => ({
      pergunta_id: id,
      resposta_id: id * 10 + (correta ? 1 : 2),
      correta,
    })),
    inicio,
    classificacao: null,
  }
}

const filter: MockFilter = { simulado: 7 }
const ids = (state: PracticeState<MockFilter>) => state.queue.map((q) => q.id)

function resume(state: PracticeState<MockFilter>, open: OpenMock, mock = filter) {
  return practiceReducer(state, { type: 'resumed', filter: mock, ...mockRoundOf(open) })
}

describe('weekly mock round', () => {
  it('leaves out the questions the server says were answered, and lists those as answered', () => {
    const round = mockRoundOf(openMock([1, 2, 3, 4], [[3, true]]))
    expect(round.questions.map((q) => q.id)).toEqual([1, 2, 4])
    expect(round.answered).toEqual([
      { pergunta: 3, resposta: true, resposta_id: 31, tags: [], disciplina: 2, numero: null },
    ])
  })

  it('starts a fresh round in the mock order, and defers a question to the end', () => {
    let state = resume(emptyState(), openMock([1, 2, 3]))
    expect(state.filter).toEqual(filter)
    expect(ids(state)).toEqual([1, 2, 3])
    state = practiceReducer(state, { type: 'deferred', questionId: 1 })
    expect(ids(state)).toEqual([2, 3, 1])
  })

  it('resumes a stored round keeping the device order, without the questions answered meanwhile', () => {
    let state = resume(emptyState(), openMock([1, 2, 3, 4]))
    state = practiceReducer(state, { type: 'deferred', questionId: 1 })
    // Answered 2 elsewhere (another tab): the server lists it; 1 stays last.
    state = resume(state, openMock([1, 2, 3, 4], [[2, false]]))
    expect(ids(state)).toEqual([3, 4, 1])
    expect(state.answered.map((a) => [a.pergunta, a.resposta])).toEqual([[2, false]])
    expect(state.finished).toBeNull()
  })

  it('keeps the concepts of answers given on this device, and the result on screen', () => {
    let state = resume(emptyState(), openMock([1, 2]))
    const q1 = question(1)
    const tags = [{ id: 5, descricao: 'Crase' }]
    state = practiceReducer(state, {
      type: 'answered',
      question: q1,
      result: {
        correta: true,
        resposta_id: 11,
        resposta_certa_id: 11,
        resumo: '',
        tags,
        respostas: [],
        gratuitas_restantes: null,
        respondida_em: '2026-03-08T13:00:00.000Z',
        proxima_revisao: null,
      },
    })
    state = resume(state, openMock([1, 2], [[1, true]]))
    expect(state.current?.question.id).toBe(1)
    expect(state.answered[0]?.tags).toEqual(tags)
    expect(ids(state)).toEqual([2])
  })

  it('finishes at once when every question was answered, with the score of all answers', () => {
    const state = resume(
      emptyState(),
      openMock(
        [1, 2, 3],
        [
          [1, true],
          [2, false],
          [3, true],
        ],
      ),
    )
    expect(state.finished).toEqual({ acertos: 2, erros: 1 })
    expect(state.queue).toEqual([])
  })

  it('starts again with another week’s mock, and ends a round when its time is over', () => {
    const old = practiceReducer(resume(emptyState(), openMock([1, 2])), { type: 'deferred', questionId: 1 })
    const next = resume(old, openMock([5, 6]), { simulado: 8 })
    expect(next.filter).toEqual({ simulado: 8 })
    expect(ids(next)).toEqual([5, 6])
    const ended = practiceReducer(resume(emptyState(), openMock([1, 2], [[1, false]])), { type: 'ended' })
    expect(ended.finished).toEqual({ acertos: 0, erros: 1 })
    expect(ended.queue).toEqual([])
  })
})

describe('modo prova (issue 29)', () => {
  type HeldState = PracticeState<MockFilter, MockAnswerResult>

  it('keeps a held answer as answered, neither right nor wrong, with the card on screen until Proxima', () => {
    let state: HeldState = practiceReducer(emptyState<MockFilter, MockAnswerResult>(), {
      type: 'resumed',
      filter,
      ...mockRoundOf(openMock([1, 2])),
    })
    const q1 = question(1)
    state = practiceReducer(state, {
      type: 'answered',
      question: q1,
      result: { registrada: true, resposta_id: 12 },
    })
    expect(state.current?.result).toEqual({ registrada: true, resposta_id: 12 })
    expect(state.answered).toEqual([
      { pergunta: 1, resposta: null, resposta_id: 12, tags: [], disciplina: 1, numero: null },
    ])
    expect(scoreOf(state.answered)).toEqual({ acertos: 0, erros: 0 })
    state = practiceReducer(state, { type: 'next', whenEmpty: 'finish' })
    expect(state.current).toBeNull()
    expect(state.queue.map((q) => q.id)).toEqual([2])
  })

  it('resumes from the server’s answers without their result, and finishes with no hits told', () => {
    const open = openMock([1, 2])
    open.respondidas = [
      { pergunta_id: 1, resposta_id: 11 },
      { pergunta_id: 2, resposta_id: 22 },
    ]
    expect(mockRoundOf(open).answered.map((a) => a.resposta)).toEqual([null, null])
    const state = practiceReducer(emptyState<MockFilter>(), { type: 'resumed', filter, ...mockRoundOf(open) })
    expect(state.finished).toEqual({ acertos: 0, erros: 0 })
  })

  it('tells a held answer from a revealed one', () => {
    expect(isHeld({ registrada: true, resposta_id: 11 })).toBe(true)
    expect(
      isHeld({
        correta: false,
        resposta_id: 12,
        resposta_certa_id: 11,
        resumo: '',
        tags: [],
        respostas: [],
        gratuitas_restantes: null,
        respondida_em: '2026-03-08T13:00:00.000Z',
        proxima_revisao: null,
      }),
    ).toBe(false)
  })
})

describe('weekly mock clock', () => {
  it('runs from the first answer for the time limit, and has no end without either', () => {
    expect(mockDeadline('2026-11-20T12:00:00.000Z', 90)).toBe(Date.parse('2026-11-20T13:30:00.000Z'))
    expect(mockDeadline(null, 90)).toBeNull()
    expect(mockDeadline('2026-11-20T12:00:00.000Z', null)).toBeNull()
  })

  it('shows minutes and seconds, hours when there are any, and never below zero', () => {
    expect(formatClock(42 * 60_000 + 7_000)).toBe('42:07')
    expect(formatClock(3_600_000 + 5 * 60_000 + 9_000)).toBe('1:05:09')
    expect(formatClock(8_200)).toBe('0:09')
    expect(formatClock(-5_000)).toBe('0:00')
  })
})
