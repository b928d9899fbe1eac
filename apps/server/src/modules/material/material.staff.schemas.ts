import { z } from 'zod'
import { idParam } from '../../lib/params.ts'
import { richTextField, titleField } from '../../lib/staff-fields.ts'

export {
  staffStudyTextJson,
  staffStudyTextPageJson,
} from '@gabarito/core/contract'

export const studyTextIdParams = z.object({ id: idParam('Material inválido.') })

const subjectId = idParam('Escolha a disciplina.')
const topicId = idParam('Assunto inválido.').nullable()
const restricted = z.boolean({ error: 'Informe se o material é restrito (sim ou não).' })
const content = richTextField('Escreva o conteúdo do material.', 500_000)

/** The table's filters (the staff selection: disciplina, then assunto). */
export const studyTextFilters = z.object({
  disciplina_id: idParam('Disciplina inválida.').optional(),
  assunto_id: idParam('Assunto inválido.').optional(),
})

export const studyTextBody = z.object({
  titulo: titleField(200),
  disciplina_id: subjectId,
  assunto_id: topicId.default(null),
  conteudo: content,
  restrito: restricted.default(false),
})
export type StudyTextBody = z.output<typeof studyTextBody>

export const studyTextPatch = z.object({
  titulo: titleField(200).optional(),
  disciplina_id: subjectId.optional(),
  assunto_id: topicId.optional(),
  conteudo: content.optional(),
  restrito: restricted.optional(),
})
export type StudyTextPatch = z.output<typeof studyTextPatch>
