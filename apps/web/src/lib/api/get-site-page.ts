import { API } from '@gabarito/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface SitePage {
  titulo: string
  /** HTML; sanitized when shown. */
  conteudo: string
}

const PAGE_ROUTES = { termo_de_uso: API.site.terms, privacidade: API.site.privacy }

export type SitePageKey = keyof typeof PAGE_ROUTES

export function getSitePage(key: SitePageKey): Promise<SitePage> {
  return api.get<SitePage>(PAGE_ROUTES[key]())
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
