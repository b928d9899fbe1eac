import { postDataTable } from '@/components/data-table/data-table-query'

/** A row of the study-material table. */
export interface StudyTextRow {
  id: number
  titulo: string
  /** 'TEXTO' is the kind the reader shows. */
  tipo: string
  /** PRO: only readers with the course's plan open it. */
  restrito: boolean
  acessos: number
  disciplina: { nome: string }
  assunto: { nome: string } | null
}

export function studyTextsQueryKey(courseId: number) {
  return ['courses', courseId, 'study-texts'] as const
}

/** DataTables fetcher of `POST /api/v1/geral/resumo/modulo/{id}/datatable`. */
export function studyTextsFetcher(courseId: number) {
  return postDataTable<StudyTextRow>(`/api/v1/geral/resumo/modulo/${courseId}/datatable`)
}
