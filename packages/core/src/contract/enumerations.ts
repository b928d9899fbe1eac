import { z } from 'zod/mini'
import { COMMENT_STATUSES } from '../comment-status.ts'
import { MOCK_KEY_MODES } from '../mock-key-mode.ts'
import { PAYMENT_EVENT_KINDS } from '../payment-status.ts'
import { QUESTION_STATUSES } from '../question-status.ts'
import { ROLE_NAMES } from '../roles.ts'

/**
 * The response schemas of the enumerations the database holds to a CHECK (decision 0052): the OpenAPI document
 * lists their values and the web reads them as unions, not as any string. The study material's `tipo` stays a
 * string: no CHECK holds it (material from the old platform may carry other kinds).
 */
export const questionStatus = z.enum(QUESTION_STATUSES)
export const commentStatus = z.enum(COMMENT_STATUSES)
export const paymentEventKind = z.enum(PAYMENT_EVENT_KINDS)
export const roleNames = z.array(z.enum(ROLE_NAMES))
export const mockKeyMode = z.enum(MOCK_KEY_MODES)
