import { messages } from '@gabarito/core'
import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

// The reports' shapes are the contract the web reads too.
export {
  conceptJson,
  hourRowJson,
  monthlySeriesJson,
  subjectRowJson,
  weakTopicJson,
  weekdayRowJson,
} from '@gabarito/core/contract'

const invalidSubject = 'Disciplina inválida.'
const invalidTopic = 'Assunto inválido.'

export const reportParams = z.object({ id: idParam(messages.invalidCourse) })
export const subjectParams = reportParams.extend({ d: idParam(invalidSubject) })
export const topicParams = subjectParams.extend({ a: idParam(invalidTopic) })

/** The PDF links carry the session token in the query (never logged: lib/logger.ts). */
export const pdfQuery = z.object({ token: z.string().optional() })
