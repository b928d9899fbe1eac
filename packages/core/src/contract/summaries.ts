import { z } from 'zod/mini'
import { dataTablePageJson } from './material.ts'

/** A row of the summaries table (`GET /api/v1/geral/arquivo_usuario/datatable?modulo_id=`). */
export const summaryRowJson = z.object({
  id: z.number(),
  nome: z.string(),
  /** The owner, shown as Criador. */
  usuario: z.object({ nome: z.string() }),
  responsavel_id: z.number(),
  /** false: deactivated, seen only by its owner. */
  ativo: z.boolean(),
})

export type SummaryRow = z.infer<typeof summaryRowJson>

/** The summaries table's answer: the DataTables page plus the caller's room under the limit. */
export const summaryPageJson = z.extend(dataTablePageJson(summaryRowJson), {
  /** SUMMARY_LIMIT. */
  limite: z.number(),
  /** How many more the caller may create (deactivated ones count). */
  restantes: z.number(),
})

export type SummaryPage = z.infer<typeof summaryPageJson>

/** One summary (`GET /api/v1/geral/arquivo_usuario/{id}`). */
export const summaryJson = z.extend(summaryRowJson, {
  /** Sanitized HTML; sanitized again when shown. */
  descricao: z.string(),
  modulo_id: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
})

export type Summary = z.infer<typeof summaryJson>

/** A row of a summary's shares (`GET /api/v1/geral/arquivo_usuario/{id}/usuario/datatable`); `id` is the user's. */
export const summaryShareRowJson = z.object({
  id: z.number(),
  cpf: z.string(),
  nome: z.string(),
})

export type SummaryShareRow = z.infer<typeof summaryShareRowJson>

/** An image kept in the media store for a summary (`POST /api/v1/geral/arquivo_usuario/imagem`). */
export const summaryImageJson = z.object({ url: z.string() })
