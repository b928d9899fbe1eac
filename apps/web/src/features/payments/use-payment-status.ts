import { PAYMENT_STATUS, texts } from '@gabarito/core'
import { useEffect, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { getPaymentStatus } from './api/get-payment-status'
import type { PaymentStatus, PixPayment } from './api/types'

/** One toast at a time for failed checks, however many fail while it is open. */
const CHECK_FAILURE_TOAST = 'erro-verificar-pagamento'

/**
 * The status of the charge on screen. While it is `created` the server is asked every `verificar_a_cada` seconds
 * (20 by default, SPEC section 9), and at once when the page comes back into view (the user paid in the bank's app
 * on the same phone). Polling stops when the status changes, when another charge replaces this one and when the
 * page is left. A failed check shows 'Não foi possivel verificar o Pagamento' and polling goes on.
 */
export function usePaymentStatus(charge: PixPayment | null): PaymentStatus | null {
  const [checked, setChecked] = useState<{ charge: PixPayment; status: PaymentStatus } | null>(null)
  const status = charge && checked?.charge === charge ? checked.status : (charge?.pagamento.status ?? null)

  useEffect(() => {
    if (!charge || status !== PAYMENT_STATUS.created) return
    const intervalMs = Math.max(1, charge.verificar_a_cada) * 1000
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    let checking = false

    const check = async () => {
      if (checking || controller.signal.aborted) return
      checking = true
      clearTimeout(timer)
      try {
        const answer = await getPaymentStatus(charge.pagamento.id, controller.signal)
        if (controller.signal.aborted) return
        if (answer.status !== PAYMENT_STATUS.created) {
          setChecked({ charge, status: answer.status })
          return
        }
      } catch (error) {
        if (controller.signal.aborted) return
        // The session ended: the login guard leaves the page.
        if (error instanceof ApiError && error.status === 401) return
        notifyError(texts.paymentCheckFailure, undefined, CHECK_FAILURE_TOAST)
      } finally {
        checking = false
      }
      timer = setTimeout(check, intervalMs)
    }

    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void check()
    }
    timer = setTimeout(check, intervalMs)
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => {
      controller.abort()
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibilityChange)
    }
  }, [charge, status])

  return status
}
