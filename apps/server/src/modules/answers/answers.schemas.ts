import { messages } from '@gabarito/core'
import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

// The answer's shape and the bodies are the contract the web reads too (decision 0052).
export {
  answerResultJson as answerResult,
  examAnswerBody,
  mockAnswerBody,
  mockAnswerResultJson as mockAnswerResult,
  practiceAnswerBody,
  skipBody,
} from '@gabarito/core/contract'

export const skipParams = z.object({ id: idParam(messages.invalidQuestion) })
