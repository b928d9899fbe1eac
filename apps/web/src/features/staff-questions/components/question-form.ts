import { QUESTION_STATUS } from '@gabarito/core'
import type { CreateQuestionBody, QuestionStatus, StaffQuestion } from '@gabarito/core/contract'
import type { SearchOption } from '@/components/staff/search-select'
import { EMPTY_SOURCE, type SourceDraft, sourceBodyOf, sourceDraftOf } from './source-fields'

/** One alternative in the editor: `key` keeps its editor across moves; `id` once saved; `respostas` chosen. */
export interface AlternativeDraft {
  key: string
  id?: number
  texto: string
  respostas: number
}

/** The editor's state (plain state; the server's 422 messages come back by field). */
export interface QuestionDraft {
  disciplina: SearchOption | null
  assunto: SearchOption | null
  concursoId: number | null
  numero: number | null
  texto: string
  alternativas: AlternativeDraft[]
  correta: number
  resumo: string
  tags: string[]
  status: QuestionStatus
  /** Banca, órgão, ano, cargo, nível (issue 31); left empty with an exam, they take the exam's on save. */
  fonte: SourceDraft
}

let keys = 0
export const newAlternative = (texto = ''): AlternativeDraft => ({
  key: `alt-${++keys}`,
  texto,
  respostas: 0,
})

export function emptyDraft(disciplina: SearchOption | null, assunto: SearchOption | null): QuestionDraft {
  return {
    disciplina,
    assunto,
    concursoId: null,
    numero: null,
    texto: '',
    alternativas: [newAlternative(), newAlternative(), newAlternative(), newAlternative()],
    correta: 0,
    resumo: '',
    tags: [],
    status: QUESTION_STATUS.published,
    fonte: EMPTY_SOURCE,
  }
}

export function draftOf(
  q: StaffQuestion,
  names: { disciplina: string; assunto: string | null },
): QuestionDraft {
  return {
    disciplina: { id: q.disciplina_id, nome: names.disciplina },
    assunto: q.assunto_id === null ? null : { id: q.assunto_id, nome: names.assunto ?? `#${q.assunto_id}` },
    concursoId: q.concurso_id,
    numero: q.numero,
    texto: q.texto,
    alternativas: q.alternativas.map((a) => ({
      ...newAlternative(a.texto),
      id: a.id,
      respostas: a.respostas,
    })),
    correta: q.correta ?? 0,
    resumo: q.resumo,
    tags: q.tags,
    status: q.status as QuestionStatus,
    fonte: sourceDraftOf(q),
  }
}

/** The body of POST and PATCH /api/v1/admin/perguntas (a missing subject is sent as 0: the server says why). */
export function bodyOf(draft: QuestionDraft, moduloId: number): CreateQuestionBody {
  return {
    modulo_id: moduloId,
    disciplina_id: draft.disciplina?.id ?? 0,
    assunto_id: draft.assunto?.id ?? null,
    concurso_id: draft.concursoId,
    numero: draft.concursoId === null ? null : draft.numero,
    texto: draft.texto,
    alternativas: draft.alternativas.map((a) =>
      a.id === undefined ? { texto: a.texto } : { id: a.id, texto: a.texto },
    ),
    correta: draft.correta,
    resumo: draft.resumo,
    tags: draft.tags,
    status: draft.status,
    ...sourceBodyOf(draft.fonte),
  }
}

/** Moves an item one place up (-1) or down (+1). */
export function move<T>(list: T[], index: number, by: -1 | 1): T[] {
  const target = index + by
  if (target < 0 || target >= list.length) return list
  const next = [...list]
  ;[next[index], next[target]] = [next[target] as T, next[index] as T]
  return next
}
