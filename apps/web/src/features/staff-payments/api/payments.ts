import type { AdminPaymentAction, AdminPaymentDetail } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { adminApi, adminPath } from '@/lib/api/staff/admin-api'
import { ApiError, type ApiErrorBody, NETWORK_ERROR_MESSAGE } from '@/lib/api-client'
import { getToken } from '@/lib/session'

/** The list's path under /api/v1/admin (its StaffTable key too). */
export const PAYMENTS_PATH = '/pagamentos'

export const paymentKey = (id: number) => ['admin', 'pagamento', id] as const

export function useAdminPayment(id: number) {
  return useQuery({
    queryKey: paymentKey(id),
    queryFn: ({ signal }) => adminApi.get<AdminPaymentDetail>(`/pagamentos/${id}`, { signal }),
    // A webhook may have come since: always the server's state.
    refetchOnMount: 'always',
  })
}

export type PaymentAction = 'confirmar' | 'estornar' | 'cancelar'

export const actOnPayment = (id: number, action: PaymentAction, motivo?: string) =>
  adminApi.post<AdminPaymentAction>(`/pagamentos/${id}/${action}`, action === 'confirmar' ? {} : { motivo })

/**
 * Downloads the month's CSV (`aaaa-mm`) as the file the server names: fetched with the session's token (not put
 * in a link), so a refused month comes back as an ApiError with the field's message.
 */
export async function downloadMonthCsv(mes: string): Promise<void> {
  let response: Response
  try {
    response = await fetch(adminPath('/pagamentos/exportar', { mes }), {
      headers: { authorization: `Bearer ${getToken() ?? ''}` },
    })
  } catch {
    throw new ApiError(0, { message: NETWORK_ERROR_MESSAGE })
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({ message: response.statusText }))) as ApiErrorBody
    throw new ApiError(response.status, body)
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = `pagamentos-${mes}.csv`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
