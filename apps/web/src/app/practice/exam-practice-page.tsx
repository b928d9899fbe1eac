import { ExamPractice } from '@/features/practice/components/exam-practice'
import { practicePage } from './practice-page'

/** /v2/geral/concurso_relacionados: a past exam's questions (features/practice). */
export const ExamPracticePage = practicePage(ExamPractice)
