import { messages } from '@gabarito/core'
import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

// The answers' shapes are the contract the web reads too.
export { type Course as CourseJson, courseJson, newsJson, subjectJson } from '@gabarito/core/contract'

export const courseIdParams = z.object({
  id: idParam(messages.invalidCourse),
})
