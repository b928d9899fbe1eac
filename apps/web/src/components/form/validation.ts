import { z } from 'zod/mini'

export const REQUIRED_MESSAGE = 'Campo obrigatório'

/** A text that must be filled in (surrounding spaces are dropped). */
export const requiredText = () => z.string().check(z.trim(), z.minLength(1, REQUIRED_MESSAGE))

/** A password that must be filled in; kept exactly as typed. */
export const requiredPassword = () => z.string().check(z.minLength(1, REQUIRED_MESSAGE))
