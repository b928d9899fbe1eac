/** The payment answers' types: the shared contract's (`packages/core/src/contract/payments.ts`). */
export type { PaymentState, PaymentStatus, PixPayment } from '@gabarito/core/contract'
