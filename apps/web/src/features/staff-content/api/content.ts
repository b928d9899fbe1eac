import type { SiteText, StaffConcept, StaffNews, StaffStudyText } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { adminApi } from '@/lib/api/staff/admin-api'

// The back office's news, study material, concepts and site texts (decision 0019).

/** Where news images (and images inside staff rich text) are uploaded: `{ url }` of the media store. */
export const IMAGE_UPLOAD_PATH = '/noticias/imagem'

export interface NewsValues {
  titulo: string
  imagem: string | null
  resumo: string
  /** ISO date-time with its offset. */
  data: string
}

export const newsListPath = (moduloId: number) => `/modulos/${moduloId}/noticias`
export const getNews = (id: number) => adminApi.get<StaffNews>(`/noticias/${id}`)
export const createNews = (moduloId: number, values: NewsValues) =>
  adminApi.post<StaffNews>(newsListPath(moduloId), values)
export const updateNews = (id: number, values: NewsValues) =>
  adminApi.patch<StaffNews>(`/noticias/${id}`, values)
export const deleteNews = (id: number) => adminApi.delete<{ message: string }>(`/noticias/${id}`)

export interface StudyTextValues {
  titulo: string
  disciplina_id: number | null
  assunto_id: number | null
  conteudo: string
  restrito: boolean
}

export const materialListPath = (moduloId: number) => `/modulos/${moduloId}/material`
export const getStudyText = (id: number) => adminApi.get<StaffStudyText>(`/material/${id}`)
export const createStudyText = (moduloId: number, values: StudyTextValues) =>
  adminApi.post<StaffStudyText>(materialListPath(moduloId), values)
export const updateStudyText = (id: number, values: StudyTextValues) =>
  adminApi.patch<StaffStudyText>(`/material/${id}`, values)
export const deleteStudyText = (id: number) => adminApi.delete<{ message: string }>(`/material/${id}`)

export interface ConceptValues {
  nome: string
  descricao: string
}

export const CONCEPTS_PATH = '/conceitos'
export const getConcept = (id: number) => adminApi.get<StaffConcept>(`/conceitos/${id}`)
export const createConcept = (values: ConceptValues) => adminApi.post<StaffConcept>(CONCEPTS_PATH, values)
export const updateConcept = (id: number, values: ConceptValues) =>
  adminApi.patch<StaffConcept>(`/conceitos/${id}`, values)
export const deleteConcept = (id: number) => adminApi.delete<{ message: string }>(`/conceitos/${id}`)

export const siteTextsKey = ['admin', 'textos'] as const
export const useSiteTexts = () =>
  useQuery({
    queryKey: siteTextsKey,
    queryFn: ({ signal }) => adminApi.get<SiteText[]>('/textos', { signal }),
  })
export const updateSiteText = (chave: string, valor: string) =>
  adminApi.put<SiteText>(`/textos/${chave}`, { valor })

/** A record of the edit screens, loaded by id (`enabled` false for a new one). */
export function useRecord<T>(kind: string, id: number, load: (id: number) => Promise<T>, enabled: boolean) {
  return useQuery({ queryKey: ['admin', kind, id], queryFn: () => load(id), enabled, retry: false })
}
