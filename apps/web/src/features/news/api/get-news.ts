import { API } from '@gabarito/core'
import type { NewsItem } from '@gabarito/core/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { courseKey } from '@/lib/api/query-keys'
import { api } from '@/lib/api-client'

export type { NewsItem } from '@gabarito/core/contract'

export function getNews(courseId: number): Promise<NewsItem[]> {
  return api.get<NewsItem[]>(API.courses.news({ id: courseId }), { auth: true })
}

export function newsQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: [...courseKey(courseId), 'news'],
    queryFn: () => getNews(courseId),
  })
}

export function useNews(courseId: number) {
  return useQuery(newsQueryOptions(courseId))
}
