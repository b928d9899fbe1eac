import { API } from '@gabarito/core'
import type { PlanOffer } from '@gabarito/core/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** `{ possui, valores }` (SPEC section 3, payment plan response): `valores` maps months to '3 meses - R$ 95,00'. */
export type { PlanOffer } from '@gabarito/core/contract'

export function getPlanOffer(courseId: number): Promise<PlanOffer> {
  return api.get<PlanOffer>(API.payments.offer({ id: courseId }), { auth: true })
}

/** Always asked afresh when the payment page opens: ownership and prices may have changed. */
export function planOfferQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: ['payments', 'oferta', courseId],
    queryFn: () => getPlanOffer(courseId),
    staleTime: 0,
    gcTime: 0,
  })
}

export function usePlanOffer(courseId: number, enabled = true) {
  return useQuery({ ...planOfferQueryOptions(courseId), enabled })
}

/** The offered periods, shortest first. */
export function offeredMonths(offer: PlanOffer): { meses: string; texto: string }[] {
  return Object.entries(offer.valores)
    .map(([meses, texto]) => ({ meses, texto }))
    .sort((a, b) => Number(a.meses) - Number(b.meses))
}
