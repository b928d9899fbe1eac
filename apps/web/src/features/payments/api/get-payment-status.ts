import { API } from '@gabarito/core'
import { api } from '@/lib/api-client'
import type { PaymentState } from './types'

/**
 * `GET /api/v1/profile/meus/planos/pagamento/{id}`: a background check repeated every few seconds, so it raises no
 * loading overlay. A 401 ends the session like any authenticated call.
 */
export function getPaymentStatus(paymentId: number, signal?: AbortSignal): Promise<PaymentState> {
  return api.get<PaymentState>(API.payments.status({ id: paymentId }), {
    auth: true,
    background: true,
    signal,
  })
}
