import { API } from '@gabarito/core'
import type { UnlimitedPrice } from '@gabarito/core/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The unlimited subscription's periods and prices, as staff set them (`GET /api/v1/geral/assinatura-ilimitada/precos`). */
export function getUnlimitedPrices(): Promise<UnlimitedPrice[]> {
  return api.get<UnlimitedPrice[]>(API.payments.unlimitedPrices())
}

export const unlimitedPricesQueryOptions = queryOptions({
  queryKey: ['geral', 'assinatura-ilimitada', 'precos'],
  queryFn: getUnlimitedPrices,
})

export function useUnlimitedPrices() {
  return useQuery(unlimitedPricesQueryOptions)
}
