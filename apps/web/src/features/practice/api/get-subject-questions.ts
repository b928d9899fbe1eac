import { api } from '@/lib/api-client'
import type { Question } from './types'

export interface SubjectFilter {
  disciplina: number
  /** A topic narrows the batch (PRO: 423 without a plan). */
  assunto: number | null
}

/** The next batch (up to 10) of questions of a subject, or of one of its topics. */
export function getSubjectQuestions(courseId: number, filter: SubjectFilter): Promise<Question[]> {
  const path =
    filter.assunto === null
      ? `/api/v1/geral/modulo/${courseId}/disciplina/${filter.disciplina}/perguntas`
      : `/api/v1/geral/modulo/${courseId}/assunto/${filter.assunto}/disciplina/${filter.disciplina}/perguntas`
  return api.get<Question[]>(path, { auth: true })
}
