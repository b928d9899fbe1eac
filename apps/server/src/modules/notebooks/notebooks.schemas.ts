import { idParam } from '../../lib/params.ts'
import { courseIdParams } from '../courses/courses.schemas.ts'

// The cadernos' shapes are the contract the web reads too.
export {
  notebookBody,
  notebookJson,
  notebookQuestionBody,
  notebookRenameBody,
} from '@gabarito/core/contract'

export const notebookParams = courseIdParams.extend({ c: idParam('Caderno inválido.') })
export const notebookQuestionParams = notebookParams.extend({ q: idParam('Questão inválida.') })
