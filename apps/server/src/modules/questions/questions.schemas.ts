import { messages } from '@gabarito/core'
import { bankFilterQuery } from '@gabarito/core/contract'
import { z } from 'zod'
import { z as zMini } from 'zod/mini'
import { idParam, intParam } from '../../lib/params.ts'

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

/** The most questions one subject batch may ask for (offline practice keeps 30 or more ahead: issue 33). */
export const MAX_BATCH_SIZE = 40

/** The subject batch's query: the bank's filters, and `quantidade` (10 by default) when unfiltered. */
export const subjectBatchQuery = zMini.safeExtend(bankFilterQuery, {
  quantidade: z.optional(intParam(`Quantidade inválida: de 1 a ${MAX_BATCH_SIZE}.`, 1, MAX_BATCH_SIZE)),
})
