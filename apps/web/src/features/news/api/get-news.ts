import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface NewsItem {
  id: number
  nome: string
  imagem: string | null
  /** HTML; sanitized when shown. */
  resumo: string
  /** ISO date. */
  data: string
}

export function getNews(courseId: number): Promise<NewsItem[]> {
  return api.get<NewsItem[]>(`/api/v1/geral/modulo/${courseId}/noticias`, { auth: true })
}

export function newsQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: ['courses', courseId, 'news'],
    queryFn: () => getNews(courseId),
  })
}

export function useNews(courseId: number) {
  return useQuery(newsQueryOptions(courseId))
}
