import { texts } from '@gabarito/core'

/** SPEC section 8 texts of the study material. */
export const materialTexts = {
  listFailure: texts.studyListFailure,
  textFailure: texts.studyTextFailure,
} as const
