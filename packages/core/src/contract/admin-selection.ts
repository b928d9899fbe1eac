import { z } from 'zod/mini'

/**
 * One option of the staff area's selection (SPEC section 3: módulo, disciplina, assunto), as
 * `GET /api/v1/admin/selecao/…` answers it: every record, hidden ones too (`visivel` false), in the students' order.
 */
export const selectionOptionJson = z.object({
  id: z.number(),
  nome: z.string(),
  visivel: z.boolean(),
})

export type SelectionOption = z.infer<typeof selectionOptionJson>

export const selectionOptionsJson = z.array(selectionOptionJson)
