import { STAFF_API } from '@gabarito/core'
import type { AdminPaymentAction, AdminPaymentDetail, ClosePaymentBody } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { adminApi, withQuery } from '@/lib/api/staff/admin-api'
import type { SearchOption, SearchSource } from '@/lib/api/staff/search-source'
import { searchModulos } from '@/lib/api/staff/selection'
import { invalidateStaffTables } from '@/lib/api/staff/staff-table'
import { downloadFile } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'

/** The list's path under /api/v1/admin (its StaffTable key too). */
export const PAYMENTS_PATH = STAFF_API.payments.list()

/** The unlimited subscription is "course" 1 (decision 0008); the course search does not list it. */
const UNLIMITED: SearchOption = { id: 1, nome: 'Assinatura ilimitada' }
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')

/** The payments filter's "Curso ou plano": the courses matching the term, and the unlimited subscription. */
export const planSearch: SearchSource = {
  queryKey: ['admin', 'pagamentos', 'planos'],
  search: async (term, signal) => {
    const courses = await searchModulos(term, signal)
    return fold(UNLIMITED.nome).includes(fold(term)) ? [UNLIMITED, ...courses] : courses
  },
}

const paymentKey = (id: number) => ['admin', 'pagamento', id] as const

export function useAdminPayment(id: number) {
  return useQuery({
    queryKey: paymentKey(id),
    queryFn: ({ signal }) => adminApi.get<AdminPaymentDetail>(STAFF_API.payments.one({ id }), { signal }),
    // A webhook may have come since: always the server's state.
    refetchOnMount: 'always',
  })
}

const ACTION_ROUTES = {
  confirmar: STAFF_API.payments.confirm,
  estornar: STAFF_API.payments.refund,
  cancelar: STAFF_API.payments.cancel,
}

export type PaymentAction = keyof typeof ACTION_ROUTES

/**
 * Confirms, refunds or cancels a payment: the answer's payment replaces the cached one and the table is read
 * again; a refusal reads the payment again (it may have changed meanwhile) before it is thrown.
 */
export async function actOnPayment(id: number, action: PaymentAction, motivo?: string) {
  try {
    const answer = await adminApi.post<AdminPaymentAction>(
      ACTION_ROUTES[action]({ id }),
      action === 'confirmar' ? {} : ({ motivo } satisfies ClosePaymentBody),
    )
    queryClient.setQueryData(paymentKey(id), answer.pagamento)
    void invalidateStaffTables(PAYMENTS_PATH)
    return answer
  } catch (error) {
    void queryClient.invalidateQueries({ queryKey: paymentKey(id) })
    throw error
  }
}

/**
 * Downloads the month's CSV (`aaaa-mm`) as the file the server names: fetched through the API client with the
 * session's token (not put in a link), so a refused month comes back as an ApiError with the field's message.
 */
export async function downloadMonthCsv(mes: string): Promise<void> {
  const file = await downloadFile(withQuery(STAFF_API.payments.export(), { mes }))
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = `pagamentos-${mes}.csv`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
