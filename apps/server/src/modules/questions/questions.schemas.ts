import { messages } from '@gabarito/core'
import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

// The questions' and exams' shapes are the contract the web reads too.
export {
  bankCountJson,
  bankFilterQuery,
  bankOptionsJson,
  examJson,
  questionJson,
  subjectTodayJson,
} from '@gabarito/core/contract'

export const subjectParams = z.object({
  id: idParam(messages.invalidCourse),
  d: idParam('Disciplina inválida.'),
})

export const topicParams = subjectParams.extend({ a: idParam('Assunto inválido.') })

export const examParams = z.object({ id: idParam(messages.invalidExam) })
export const examCourseParams = z.object({
  c: idParam(messages.invalidExam),
  m: idParam(messages.invalidCourse),
})
