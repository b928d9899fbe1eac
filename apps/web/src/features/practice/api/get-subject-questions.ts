import { api } from '@/lib/api-client'
import type { Question } from './types'

export interface SubjectFilter {
  disciplina: number
  /** A topic narrows the batch (PRO: 423 without a plan). */
  assunto: number | null
}

/**
 * The next batch of questions of a subject (up to `quantidade`, 10 by default, at most 40: offline practice keeps
 * more ahead), or of one of its topics (up to 10). `background`: the top-up, without the loading overlay.
 */
export function getSubjectQuestions(
  courseId: number,
  filter: SubjectFilter,
  { quantidade, background = false }: { quantidade?: number; background?: boolean } = {},
): Promise<Question[]> {
  const path =
    filter.assunto === null
      ? `/api/v1/geral/modulo/${courseId}/disciplina/${filter.disciplina}/perguntas${quantidade ? `?quantidade=${quantidade}` : ''}`
      : `/api/v1/geral/modulo/${courseId}/assunto/${filter.assunto}/disciplina/${filter.disciplina}/perguntas`
  return api.get<Question[]>(path, { auth: true, background })
}
