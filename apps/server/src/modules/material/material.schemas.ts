import { dataTablePageJson, studyTextRowJson } from '@gabarito/core/contract'
import { idParam } from '../../lib/params.ts'
import { courseIdParams } from '../courses/courses.schemas.ts'

// The rows' and the text's shapes are the contract the web reads too.
export { studyTextJson } from '@gabarito/core/contract'

export const studyTextParams = courseIdParams.extend({
  resumoId: idParam('Resumo inválido.'),
})

export const studyTextPage = dataTablePageJson(studyTextRowJson)
