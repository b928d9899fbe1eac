import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

// The filters and bodies are the contract the staff screens send (decision 0052).
export {
  adminPaymentActionJson,
  adminPaymentDetailJson,
  adminPaymentPageJson,
  closeBody,
  exportQuery,
  type PaymentFilters,
  paymentFilters,
  STATUS_FILTER_MESSAGE,
} from '@gabarito/core/contract'

export const staffPaymentParams = z.object({ id: idParam('Pagamento inválido.') })
