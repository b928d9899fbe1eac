import { studyTextBodies } from '@gabarito/core/contract'
import { z } from 'zod'
import { idParam } from '../../lib/params.ts'
import { richTextField } from '../../lib/staff-fields.ts'

export type { StudyTextBody, StudyTextPatch } from '@gabarito/core/contract'
export {
  staffStudyTextJson,
  staffStudyTextPageJson,
} from '@gabarito/core/contract'

export const studyTextIdParams = z.object({ id: idParam('Material inválido.') })

/** The table's filters (the staff selection: disciplina, then assunto). */
export const studyTextFilters = z.object({
  disciplina_id: idParam('Disciplina inválida.').optional(),
  assunto_id: idParam('Assunto inválido.').optional(),
})

// The bodies are the contract the staff screens send (decision 0052), with the content sanitized by the server.
export const { studyTextBody, studyTextPatch } = studyTextBodies(richTextField)
