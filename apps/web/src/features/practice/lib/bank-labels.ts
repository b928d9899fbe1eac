import type { DIFFICULTY_LABELS, SITUATION_LABELS, SITUATIONS } from '@gabarito/core/contract'

// The contract's lists, copied for the browser (the web imports only types from the contract: zod stays out of the
// bundle); `satisfies typeof …` fails the type check the day they drift apart.

/** The difficulty labels a filter takes (SPEC section 5), from the easiest. */
export const DIFFICULTY_OPTIONS = [
  'Muito Facil',
  'Facil',
  'Médio',
  'Difícil',
  'Muito Difícil',
  'Sobrenatural',
  'Colossal',
  'Utópica',
  'Lendária',
] as const satisfies typeof DIFFICULTY_LABELS

/** The student's situations with a question, in the panel's order. */
export const SITUATION_OPTIONS = [
  'nao_resolvidas',
  'errei',
  'acertei',
  'chutei',
  'revisao_vencida',
] as const satisfies typeof SITUATIONS

/** What the screens call each situation. */
export const SITUATION_TEXTS = {
  nao_resolvidas: 'Não resolvidas',
  errei: 'Que errei',
  acertei: 'Que acertei',
  chutei: 'Que chutei',
  revisao_vencida: 'Com revisão vencida',
} as const satisfies typeof SITUATION_LABELS
