import { API } from '@gabarito/core'
import type { StudyTextRow } from '@gabarito/core/contract'
import { postDataTable } from '@/components/data-table/data-table-query'
import { courseKey } from '@/lib/api/query-keys'

/** A row of the study-material table. */
export type { StudyTextRow } from '@gabarito/core/contract'

export function studyTextsQueryKey(courseId: number) {
  return [...courseKey(courseId), 'study-texts'] as const
}

/** DataTables fetcher of `POST /api/v1/geral/resumo/modulo/{id}/datatable`. */
export function studyTextsFetcher(courseId: number) {
  return postDataTable<StudyTextRow>(API.material.list({ id: courseId }))
}
