import { z } from 'zod/mini'
import { dataTablePageJson } from './material.ts'

/** A row of the audit log (`GET /api/v1/admin/auditoria`): who changed what, when, before and after. */
export const auditRowJson = z.object({
  id: z.number(),
  data: z.string(),
  usuario: z.object({ id: z.nullable(z.number()), nome: z.string() }),
  /** What was done: 'criar', 'alterar', 'ocultar', 'excluir', 'anular', 'importar'… */
  acao: z.string(),
  /** The kind of record: 'curso', 'pergunta', 'simulado', 'texto_do_site'… */
  entidade: z.string(),
  /** The record's id. */
  registro: z.nullable(z.string()),
  antes: z.unknown(),
  depois: z.unknown(),
})
export type AuditRow = z.infer<typeof auditRowJson>

export const auditPageJson = dataTablePageJson(auditRowJson)
