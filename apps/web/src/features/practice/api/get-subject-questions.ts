import { API } from '@gabarito/core'
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
      ? `${API.practice.subjectQuestions({ id: courseId, d: filter.disciplina })}${quantidade ? `?quantidade=${quantidade}` : ''}`
      : API.practice.topicQuestions({ id: courseId, a: filter.assunto, d: filter.disciplina })
  return api.get<Question[]>(path, { auth: true, background })
}
