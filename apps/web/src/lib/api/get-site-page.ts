import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface SitePage {
  titulo: string
  /** HTML; sanitized when shown. */
  conteudo: string
}

export type SitePageKey = 'termo_de_uso' | 'privacidade'

export function getSitePage(key: SitePageKey): Promise<SitePage> {
  return api.get<SitePage>(`/site/api/${key}`)
}

export function sitePageQueryOptions(key: SitePageKey) {
  return queryOptions({
    queryKey: ['site', key],
    queryFn: () => getSitePage(key),
    staleTime: 60 * 60 * 1000,
  })
}

export function useTermsOfUse() {
  return useQuery(sitePageQueryOptions('termo_de_uso'))
}

export function usePrivacyPolicy() {
  return useQuery(sitePageQueryOptions('privacidade'))
}
