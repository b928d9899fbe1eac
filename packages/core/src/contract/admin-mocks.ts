import { z } from 'zod/mini'
import { mockKeyMode, questionStatus } from './enumerations.ts'
import { dataTablePageJson } from './material.ts'
import { mockJson } from './mock.ts'
import { questionJson } from './practice.ts'

/**
 * The weekly mocks in the back office (`/api/v1/admin/simulados`, decision 0022). Times are ISO instants in
 * answers; the bodies take São Paulo times ("25/11/2026 19:30") or ISO instants.
 */

/** A row of `GET /api/v1/admin/simulados?modulo_id=` (DataTables). */
export const adminMockRowJson = z.object({
  id: z.number(),
  nome: z.string(),
  abre: z.string(),
  fecha: z.string(),
  limite_minutos: z.nullable(z.number()),
  /** When the key shows: after each answer, or at the close (modo prova, issue 29). */
  gabarito: mockKeyMode,
  /** Composed by the system for its ISO week (not made by staff). */
  automatico: z.boolean(),
  perguntas: z.number(),
  participantes: z.number(),
})
export type AdminMockRow = z.infer<typeof adminMockRowJson>

export const adminMockPageJson = dataTablePageJson(adminMockRowJson)

/** A question as the picker lists it: its plain-text start, subject and past exam. */
export const adminMockQuestionJson = z.object({
  id: z.number(),
  /** The statement as plain text, cut at 200 characters. */
  texto: z.string(),
  disciplina: z.object({ id: z.number(), nome: z.string() }),
  concurso: z.nullable(z.string()),
  /** 'PUBLICADA' (active) or another status the question took after it joined the mock. */
  status: questionStatus,
})
export type AdminMockQuestion = z.infer<typeof adminMockQuestionJson>

/** `GET /api/v1/admin/simulados/perguntas?modulo_id=&busca=`: at most 20 active questions of the course. */
export const adminMockQuestionSearchJson = z.object({ data: z.array(adminMockQuestionJson) })

/** `GET /api/v1/admin/simulados/{id}` (and the answer of a create or change). */
export const adminMockJson = z.object({
  id: z.number(),
  modulo_id: z.number(),
  nome: z.string(),
  abre: z.string(),
  fecha: z.string(),
  limite_minutos: z.nullable(z.number()),
  /** When the key shows; it cannot change once the mock has an answer. */
  gabarito: mockKeyMode,
  automatico: z.boolean(),
  participantes: z.number(),
  /** Answers were given: questions can only be appended at the end (while open), never removed or reordered. */
  respondido: z.boolean(),
  /** The first and last answer given (ISO); the window must keep holding them. */
  primeira_resposta: z.nullable(z.string()),
  ultima_resposta: z.nullable(z.string()),
  perguntas: z.array(adminMockQuestionJson),
})
export type AdminMock = z.infer<typeof adminMockJson>

/** How many questions to draw from a subject. */
export const mockDrawJson = z.object({ disciplina_id: z.number(), quantidade: z.number() })
export type MockDraw = z.infer<typeof mockDrawJson>

/** `GET /api/v1/admin/simulados/{id}/previa`: the questions as the student sees them, with the key for staff. */
export const adminMockPreviewJson = z.object({
  simulado: mockJson,
  perguntas: z.array(
    z.extend(questionJson, {
      resposta_certa_id: z.nullable(z.number()),
      /** The explanation (HTML), shown to the student after answering. */
      resumo: z.string(),
    }),
  ),
})
export type AdminMockPreview = z.infer<typeof adminMockPreviewJson>
