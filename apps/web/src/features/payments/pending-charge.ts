import { PAYMENT_STATUS } from '@gabarito/core'
import { getStoredUser } from '@/lib/stored-user'
import type { PixPayment } from './api/types'

/**
 * localStorage key of the PIX charge last generated on this device, still unpaid: coming back to the payment page
 * shows it again (with its status checks) instead of an empty form. Kept per user and course.
 */
const PENDING_CHARGE_KEY = 'cobranca_pendente'

interface StoredCharge {
  usuario: number
  curso: number
  cobranca: PixPayment
}

export function keepPendingCharge(courseId: number, charge: PixPayment): void {
  const user = getStoredUser()
  if (!user) return
  const stored: StoredCharge = { usuario: user.id, curso: courseId, cobranca: charge }
  try {
    window.localStorage.setItem(PENDING_CHARGE_KEY, JSON.stringify(stored))
  } catch {
    // Storage unavailable: coming back shows the form, and the server offers the same charge again.
  }
}

/** The caller's unexpired, unpaid charge for the course kept on this device, or null. */
export function pendingCharge(courseId: number | undefined, now = Date.now()): PixPayment | null {
  try {
    const raw = window.localStorage.getItem(PENDING_CHARGE_KEY)
    const stored = raw ? (JSON.parse(raw) as StoredCharge) : null
    const charge = stored?.cobranca
    if (!charge || stored.usuario !== getStoredUser()?.id || stored.curso !== courseId) return null
    const open = charge.pagamento?.status === PAYMENT_STATUS.created && Date.parse(charge.expira_em) > now
    return open ? charge : null
  } catch {
    return null
  }
}

/** Once the charge is paid, expired or replaced by no other, nothing is pending. */
export function forgetPendingCharge(): void {
  try {
    window.localStorage.removeItem(PENDING_CHARGE_KEY)
  } catch {
    // nothing kept
  }
}
