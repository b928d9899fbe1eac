import { messages } from '@gabarito/core'
import { courseBodies, type UpdateCourseBody } from '@gabarito/core/contract'
import { z } from 'zod'
import { sanitizeRichText } from '../../lib/html.ts'
import { idParam } from '../../lib/params.ts'

export {
  orderBody,
  planPricesJson,
  pricesBody,
  staffCourseJson,
  staffCoursePageJson,
  staffImageJson,
  staffSubjectJson,
  staffTopicJson,
  subjectBody,
  topicBody,
  updateSubjectBody,
  updateTopicBody,
} from '@gabarito/core/contract'

export const courseParams = z.object({ id: idParam(messages.invalidCourse) })
export const subjectParams = z.object({ id: idParam('Disciplina inválida.') })
export const topicParams = z.object({ id: idParam('Assunto inválido.') })

// The bodies are the contract the staff screens send (decision 0052); the course's rich texts are sanitized with the
// server's HTML parser as they are read from the request, so nothing else sees the raw HTML.
export const { createCourseBody, updateCourseBody } = courseBodies(sanitizeRichText)
export type CourseBody = UpdateCourseBody
