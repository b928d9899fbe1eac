import { API } from '@gabarito/core'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { PixPayment } from './types'

export interface CreatePixChargeInput {
  courseId: number
  months: number
}

/**
 * A PIX charge for `months` of the course (1 = the unlimited subscription). The server offers an unpaid, unexpired
 * charge for the same months again instead of a new one. 409 'Você já possui o curso'; 422 `errors.meses`; 404.
 */
export function createPixCharge({ courseId, months }: CreatePixChargeInput): Promise<PixPayment> {
  return api.get<PixPayment>(API.payments.charge({ id: courseId, n: months }), { auth: true })
}

export function useCreatePixCharge() {
  return useMutation({ mutationFn: createPixCharge })
}
