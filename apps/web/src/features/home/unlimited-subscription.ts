/** The fixed unlimited-subscription card (SPEC sections 3 and 9): id 1, every course; its prices come from the API. */
export const UNLIMITED_SUBSCRIPTION = {
  id: 1,
  nome: 'Assinatura ilimitada',
  descricao: 'Acesso PRO a todos os cursos da plataforma, inclusive aos que forem lançados durante o plano.',
} as const
