import { API } from '@gabarito/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Public site settings (`GET /site/api/configuracao`): HTML texts, links and contacts by key. */
export interface SiteSettings {
  termo_de_uso?: string
  privacidade?: string
  cancelamento?: string
  /** Blood-donation discount in percent, e.g. '10'. */
  valor_doacao?: string
  promocao?: string
  /** The stored token is appended to it. */
  link_app_web?: string
  link_site_beta?: string
  link_android?: string
  link_ios?: string
  contato_email?: string
  contato_whatsapp?: string
  rede_instagram?: string
  rede_youtube?: string
  rede_facebook?: string
  rede_telegram?: string
  formas_pagamento?: string
  missao?: string
  visao?: string
  valores?: string
  [key: string]: string | undefined
}

export function getSettings(): Promise<SiteSettings> {
  return api.get<SiteSettings>(API.site.settings())
}

export const settingsQueryOptions = queryOptions({
  queryKey: ['site', 'configuracao'],
  queryFn: getSettings,
  staleTime: 60 * 60 * 1000,
})

export function useSettings() {
  return useQuery(settingsQueryOptions)
}

/** One setting (`POST /site/api/configuracao { item }`), as SPEC section 7 asks for cancelamento and valor_doacao. */
export async function getSetting(item: string): Promise<string> {
  const answer = await api.post<{ item: string; valor: string }>(API.site.settings(), { item })
  return answer.valor
}

export function settingQueryOptions(item: string) {
  return queryOptions({
    queryKey: ['site', 'configuracao', item],
    queryFn: () => getSetting(item),
    staleTime: 60 * 60 * 1000,
  })
}

export function useSetting(item: string) {
  return useQuery(settingQueryOptions(item))
}
