import { MockPractice } from '@/features/practice/components/mock-practice'
import { practicePage } from './practice-page'

/** /v2/geral/simulado/perguntas: the weekly mock's questions (features/practice). */
export const MockPracticePage = practicePage(MockPractice)
