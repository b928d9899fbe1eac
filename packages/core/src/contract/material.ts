import { z } from 'zod/mini'

/** The DataTables answer (DESIGN section 4): one page of rows and the counts the pager shows. */
export interface DataTablePage<Row> {
  draw: number
  recordsTotal: number
  recordsFiltered: number
  data: Row[]
}

export function dataTablePageJson<Row extends z.ZodMiniType>(row: Row) {
  return z.object({
    draw: z.number(),
    recordsTotal: z.number(),
    recordsFiltered: z.number(),
    data: z.array(row),
  })
}

/** A row of the study-material table (`POST /api/v1/geral/resumo/modulo/{id}/datatable`). */
export const studyTextRowJson = z.object({
  id: z.number(),
  titulo: z.string(),
  /** 'TEXTO' is the kind the reader shows. */
  tipo: z.string(),
  /** PRO: only readers with the course's plan open it. */
  restrito: z.boolean(),
  acessos: z.number(),
  disciplina: z.object({ nome: z.string() }),
  assunto: z.nullable(z.object({ nome: z.string() })),
})

export type StudyTextRow = z.infer<typeof studyTextRowJson>

/** One study text (`GET /api/v1/geral/resumo/modulo/{id}/{resumoId}`). */
export const studyTextJson = z.extend(studyTextRowJson, {
  /** HTML; sanitized when shown. */
  conteudo: z.string(),
})

export type StudyText = z.infer<typeof studyTextJson>
