import { MOCK_KEY_MODE } from '@gabarito/core'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { notFound } from '../../lib/errors.ts'
import { keySealed } from '../seal/seal.service.ts'
import { attemptFinished, correctionAnalysis } from './mock-analysis.service.ts'
import { attemptOf, correctionRows, pageHistory } from './mock-correction.repo.ts'
import { rankingPlace } from './mocks.ranking.repo.ts'
import { cachedMock, iso, keyModeJson, MOCK_NOT_FOUND, mockCourse, percent } from './mocks.service.ts'

// What a student reads of the mocks they took: the history with their results, and the correction of one.

/**
 * The course's mocks the caller answered (and the closed modo-prova ones), newest first, with the caller's result
 * once each closed.
 */
export async function mockHistory(deps: Deps, caller: Caller, courseId: number, body: DataTableBody) {
  await mockCourse(deps, courseId)
  const now = deps.clock()
  const page = await pageHistory(deps.db, caller.id, courseId, body, now)
  const results = await Promise.all(
    page.data.map((m) =>
      m.closesAt <= now && m.answers !== null ? rankingPlace(deps.db, m.id, caller.id) : undefined,
    ),
  )
  return {
    ...page,
    data: page.data.map((m, i) => {
      const place = results[i]
      return {
        id: m.id,
        nome: m.name,
        created_at: m.opensAt.toISOString(),
        fecha: m.closesAt.toISOString(),
        ...keyModeJson(m),
        resultado: place
          ? {
              acertos: place.hits,
              respondidas: place.answers,
              posicao: place.position,
              participantes: place.participants,
            }
          : null,
      }
    }),
  }
}

/**
 * The caller's answers to mock n with the key and explanation, and the totals overall and per subject. In modo prova
 * (decision 0056): while it is open, the caller's choices only; after its close, every question of the mock with
 * its key, answered or not (a student who did not take it studies it).
 */
export async function mockCorrection(deps: Deps, caller: Caller, courseId: number, mockId: number) {
  await mockCourse(deps, courseId)
  const mock = await cachedMock(deps, courseId, mockId)
  if (!mock) throw notFound(MOCK_NOT_FOUND)
  const now = deps.clock()
  const sealed = keySealed(mock, now)
  const studyText = mock.keyMode === MOCK_KEY_MODE.atClose && !sealed
  const [rows, attempt] = await Promise.all([
    correctionRows(deps.db, caller.id, mockId, studyText),
    attemptOf(deps.db, caller.id, mockId),
  ])
  const answered = rows.filter((r) => r.alternativeId !== null)
  const subjects = new Map<number, { id: number; nome: string; respondidas: number; acertos: number }>()
  for (const row of answered) {
    const subject = subjects.get(row.subjectId) ?? {
      id: row.subjectId,
      nome: row.subjectName,
      respondidas: 0,
      acertos: 0,
    }
    subject.respondidas += 1
    subject.acertos += row.correct ? 1 : 0
    subjects.set(row.subjectId, subject)
  }
  const hits = answered.filter((r) => r.correct).length
  const performanceOf = (acertos: number, respondidas: number) =>
    sealed
      ? { respondidas, acertos: null, rendimento: null }
      : { respondidas, acertos, rendimento: percent(acertos, respondidas) }
  return {
    simulado: {
      id: mock.id,
      nome: mock.name,
      abre: iso(mock.opensAt),
      fecha: iso(mock.closesAt),
      ...keyModeJson(mock),
    },
    geral: performanceOf(hits, answered.length),
    disciplinas: [...subjects.values()].map((s) => ({
      id: s.id,
      nome: s.nome,
      ...performanceOf(s.acertos, s.respondidas),
    })),
    respostas: rows.map((r) => ({
      pergunta: { id: r.questionId, texto: r.textHtml, resumo: sealed ? '' : r.explanationHtml },
      resposta: sealed ? null : r.correct,
      resposta_id: r.alternativeId,
      resposta_certa_id: sealed ? null : r.correctAlternativeId,
      alternativas: r.alternatives,
      tags: sealed ? [] : r.tags,
      disciplina: { id: r.subjectId, nome: r.subjectName },
    })),
    analise:
      attempt.answered > 0 && attemptFinished(mock, attempt, now)
        ? await correctionAnalysis(deps, caller.id, mock, rows)
        : null,
  }
}
