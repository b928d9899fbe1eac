/** localStorage key of the course chosen for purchase (SPEC section 3), read by /v2/geral/pagamento. */
export const PURCHASE_COURSE_KEY = 'curso_compra'

/** What the payment page needs: the course (or the unlimited subscription, id 1) and its name. */
export interface PurchaseCourse {
  id: number
  nome: string
}

export const PAYMENT_ROUTE = '/v2/geral/pagamento'

export function setPurchaseCourse(course: PurchaseCourse): void {
  try {
    window.localStorage.setItem(PURCHASE_COURSE_KEY, JSON.stringify({ id: course.id, nome: course.nome }))
  } catch {
    // Storage unavailable: the payment page will send the user back to /.
  }
}

export function getPurchaseCourse(): PurchaseCourse | null {
  try {
    const raw = window.localStorage.getItem(PURCHASE_COURSE_KEY)
    const parsed = raw ? (JSON.parse(raw) as PurchaseCourse) : null
    return parsed && typeof parsed.id === 'number' && typeof parsed.nome === 'string' ? parsed : null
  } catch {
    return null
  }
}

/** The payment page clears it when the user leaves (SPEC section 4). */
export function clearPurchaseCourse(): void {
  try {
    window.localStorage.removeItem(PURCHASE_COURSE_KEY)
  } catch {
    // nothing kept
  }
}
