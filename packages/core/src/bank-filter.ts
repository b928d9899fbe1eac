// Plain values (no zod): the web's screens import them at run time without the contract's schemas.
import type { DifficultyLabel } from './difficulty.ts'

// The question bank's filter (issue 31, decision 0058): the values its difficulty and situation take.

/** The difficulty labels a filter takes (SPEC section 5), from the easiest. */
export const DIFFICULTY_LABELS = [
  'Muito Facil',
  'Facil',
  'Médio',
  'Difícil',
  'Muito Difícil',
  'Sobrenatural',
  'Colossal',
  'Utópica',
  'Lendária',
] as const satisfies readonly DifficultyLabel[]

/** The student's situation with a question: what "situação" filters by. */
export const SITUATION = {
  unsolved: 'nao_resolvidas',
  wrong: 'errei',
  right: 'acertei',
  guessed: 'chutei',
  due: 'revisao_vencida',
} as const
export const SITUATIONS = [
  SITUATION.unsolved,
  SITUATION.wrong,
  SITUATION.right,
  SITUATION.guessed,
  SITUATION.due,
] as const
export type Situation = (typeof SITUATIONS)[number]

/** What the screens call each situation. */
export const SITUATION_LABELS: Record<Situation, string> = {
  nao_resolvidas: 'Não resolvidas',
  errei: 'Que errei',
  acertei: 'Que acertei',
  chutei: 'Que chutei',
  revisao_vencida: 'Com revisão vencida',
}
