import { z } from 'zod'

// The bodies are the contract the web sends (decision 0052).
export {
  changePasswordBody,
  RESET_LINK_INVALID,
  type ResetConfirmInput,
  resetConfirmBody,
  resetPasswordBody,
  type SignUpInput,
  signUpBody,
} from '@gabarito/core/contract'

export const messageResponse = z.object({ message: z.string() })
export const validationErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
})
