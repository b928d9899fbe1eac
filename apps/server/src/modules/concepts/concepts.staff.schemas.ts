import { z } from 'zod'
import { idParam } from '../../lib/params.ts'
import { richTextField } from '../../lib/staff-fields.ts'

export { staffConceptJson, staffConceptPageJson } from '@gabarito/core/contract'

export const conceptIdParams = z.object({ id: idParam('Conceito inválido.') })

/** Without `modulo_id` the table lists every concept; with it, those of the course's questions. */
export const conceptFilters = z.object({ modulo_id: idParam('Curso inválido.').optional() })

const name = z
  .string({ error: 'Informe o nome do conceito.' })
  .trim()
  .min(1, 'Informe o nome do conceito.')
  .max(300, 'Use no máximo 300 caracteres.')
const description = richTextField(null, 50_000)

export const conceptBody = z.object({ nome: name, descricao: description.default('') })
export type ConceptBody = z.output<typeof conceptBody>

export const conceptPatch = z.object({ nome: name.optional(), descricao: description.optional() })
export type ConceptPatch = z.output<typeof conceptPatch>
