/** The fixed unlimited-subscription card (SPEC sections 3 and 9): id 1, every course. */
export const UNLIMITED_SUBSCRIPTION = {
  id: 1,
  nome: 'Assinatura ilimitada',
  descricao: 'Acesso PRO a todos os cursos da plataforma, inclusive aos que forem lançados durante o plano.',
  /** Months and price in centavos. */
  precos: [
    { meses: 1, centavos: 3500 },
    { meses: 2, centavos: 6500 },
    { meses: 3, centavos: 9500 },
    { meses: 6, centavos: 18000 },
    { meses: 12, centavos: 30000 },
  ],
} as const
