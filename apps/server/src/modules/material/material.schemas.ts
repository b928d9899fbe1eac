import { z } from 'zod'
import { idParam } from '../../lib/params.ts'
import { courseIdParams } from '../courses/courses.schemas.ts'

export const studyTextParams = courseIdParams.extend({
  resumoId: idParam('Resumo inválido.'),
})

const row = z.object({
  id: z.number(),
  titulo: z.string(),
  tipo: z.string(),
  restrito: z.boolean(),
  acessos: z.number(),
  disciplina: z.object({ nome: z.string() }),
  assunto: z.object({ nome: z.string() }).nullable(),
})

export const studyTextPage = z.object({
  draw: z.number(),
  recordsTotal: z.number(),
  recordsFiltered: z.number(),
  data: z.array(row),
})

export const studyTextJson = row.extend({ conteudo: z.string() })
