import { conceptBodies } from '@gabarito/core/contract'
import { z } from 'zod'
import { idParam } from '../../lib/params.ts'
import { richTextField } from '../../lib/staff-fields.ts'

export type { ConceptBody, ConceptPatch } from '@gabarito/core/contract'
export { staffConceptJson, staffConceptPageJson } from '@gabarito/core/contract'

export const conceptIdParams = z.object({ id: idParam('Conceito inválido.') })

/** Without `modulo_id` the table lists every concept; with it, those of the course's questions. */
export const conceptFilters = z.object({ modulo_id: idParam('Curso inválido.').optional() })

// The bodies are the contract the staff screens send (decision 0052), with the description sanitized by the server.
export const { conceptBody, conceptPatch } = conceptBodies(richTextField)
