// Plain values (no zod): the web's screens import them at run time without the contract's schemas.

/**
 * When a weekly mock shows its key (issue 29, decision 0056): at once after each answer (the SPEC's mock, the
 * default), or only at the mock's close (modo prova: no key, explanation, counts or ranking while it is open).
 */
export const MOCK_KEY_MODE = {
  immediate: 'imediato',
  atClose: 'ao_encerrar',
} as const
export type MockKeyMode = (typeof MOCK_KEY_MODE)[keyof typeof MOCK_KEY_MODE]

export const MOCK_KEY_MODES = [MOCK_KEY_MODE.immediate, MOCK_KEY_MODE.atClose] as const
