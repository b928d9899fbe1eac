import { STAFF_API } from '@gabarito/core'
import type {
  ConceptBody,
  NewsBodyInput,
  SiteText,
  SiteTextBody,
  StaffConcept,
  StaffNews,
  StaffStudyText,
  StudyTextBody,
} from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { adminApi } from '@/lib/api/staff/admin-api'
import { invalidateStaffTables } from '@/lib/api/staff/staff-table'
import { queryClient } from '@/lib/query-client'

// The back office's news, study material, concepts and site texts (decision 0019). Each write reloads the
// list it changes, so a screen never names a query key.

/** Where news images (and images inside staff rich text) are uploaded: `{ url }` of the media store. */
export const IMAGE_UPLOAD_PATH = STAFF_API.news.image()

/** A record of the edit screens, loaded by id (`enabled` false for a new one). */
export function useRecord<T>(kind: string, id: number, load: (id: number) => Promise<T>, enabled: boolean) {
  return useQuery({ queryKey: ['admin', kind, id], queryFn: () => load(id), enabled, retry: false })
}

export const newsListPath = (moduloId: number) => STAFF_API.news.list({ id: moduloId })
export const getNews = (id: number) => adminApi.get<StaffNews>(STAFF_API.news.one({ id }))

/** Publishes (no id) or changes a news item of the course. */
export async function saveNews(id: number | null, moduloId: number, values: NewsBodyInput) {
  if (id === null) await adminApi.post<StaffNews>(newsListPath(moduloId), values)
  else await adminApi.patch<StaffNews>(STAFF_API.news.one({ id }), values)
  await invalidateStaffTables(newsListPath(moduloId))
}

export async function deleteNews(row: Pick<StaffNews, 'id' | 'modulo_id'>) {
  await adminApi.delete<{ message: string }>(STAFF_API.news.one({ id: row.id }))
  await invalidateStaffTables(newsListPath(row.modulo_id))
}

/** The contract's body; with no subject chosen the form sends null, which the server refuses with its message. */
export type StudyTextValues = Omit<StudyTextBody, 'disciplina_id'> & { disciplina_id: number | null }

export const materialListPath = (moduloId: number) => STAFF_API.material.list({ id: moduloId })
export const getStudyText = (id: number) => adminApi.get<StaffStudyText>(STAFF_API.material.one({ id }))

/** Creates (no id) or changes a study text of the course. */
export async function saveStudyText(id: number | null, moduloId: number, values: StudyTextValues) {
  if (id === null) await adminApi.post<StaffStudyText>(materialListPath(moduloId), values)
  else await adminApi.patch<StaffStudyText>(STAFF_API.material.one({ id }), values)
  await invalidateStaffTables(materialListPath(moduloId))
}

export async function deleteStudyText(row: { id: number; modulo_id: number }) {
  await adminApi.delete<{ message: string }>(STAFF_API.material.one({ id: row.id }))
  await invalidateStaffTables(materialListPath(row.modulo_id))
}

export const CONCEPTS_PATH = STAFF_API.concepts.list()
export const getConcept = (id: number) => adminApi.get<StaffConcept>(STAFF_API.concepts.one({ id }))

/** Creates (no id) or changes a concept (shared by every course). */
export async function saveConcept(id: number | null, values: ConceptBody) {
  if (id === null) await adminApi.post<StaffConcept>(CONCEPTS_PATH, values)
  else await adminApi.patch<StaffConcept>(STAFF_API.concepts.one({ id }), values)
  await invalidateStaffTables(CONCEPTS_PATH)
}

export async function deleteConcept(row: { id: number }) {
  await adminApi.delete<{ message: string }>(STAFF_API.concepts.one({ id: row.id }))
  await invalidateStaffTables(CONCEPTS_PATH)
}

const siteTextsKey = ['admin', 'textos'] as const
export const useSiteTexts = () =>
  useQuery({
    queryKey: siteTextsKey,
    queryFn: ({ signal }) => adminApi.get<SiteText[]>(STAFF_API.siteTexts.list(), { signal }),
  })

export async function updateSiteText(chave: string, valor: string) {
  const body: SiteTextBody = { valor }
  await adminApi.put<SiteText>(STAFF_API.siteTexts.one({ chave }), body)
  await queryClient.invalidateQueries({ queryKey: siteTextsKey })
}
