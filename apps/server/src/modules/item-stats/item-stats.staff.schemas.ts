import { messages } from '@gabarito/core'
import { courseBody } from '@gabarito/core/contract'
import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

// The bodies are the contract the staff screens send (decision 0052).
export {
  courseBody,
  dismissBody,
  itemStatsRunJson,
  qualityDismissalJson,
  qualityQueueJson,
  questionStatsJson,
} from '@gabarito/core/contract'

export const courseQuery = courseBody
export const questionParams = z.object({ id: idParam(messages.invalidQuestion) })
