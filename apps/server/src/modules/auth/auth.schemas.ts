import { z } from 'zod'

// The body and the answers' shapes are the contract the web reads too (decision 0052).
export { loginBody, loginJson as loginResponse, meJson as meResponse } from '@gabarito/core/contract'

export const errorResponse = z.object({ error: z.string() })
