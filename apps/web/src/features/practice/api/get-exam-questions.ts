import { API } from '@gabarito/core'
import { api } from '@/lib/api-client'
import type { Question } from './types'

/** Every question of a past exam, in the exam's order (PRO: 403 without a plan). */
export function getExamQuestions(courseId: number, examId: number): Promise<Question[]> {
  return api.get<Question[]>(API.practice.examQuestions({ c: examId, m: courseId }), { auth: true })
}
