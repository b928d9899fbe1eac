import { API_PREFIX, apiRoute } from './api-route.ts'

// The routes the back office calls, under /api/v1/admin (decision 0077); the students' are in api-routes.ts.

const staff = <P extends string>(pattern: P) => apiRoute(API_PREFIX.staff, pattern)

export const STAFF_API = {
  selection: {
    courses: staff('/selecao/modulos'),
    subjects: staff('/selecao/modulos/:id/disciplinas'),
    topics: staff('/selecao/disciplinas/:id/assuntos'),
  },
  courses: {
    list: staff('/cursos'),
    one: staff('/cursos/:id'),
    image: staff('/cursos/imagem'),
    prices: staff('/cursos/:id/precos'),
    unlimitedPrices: staff('/assinatura-ilimitada/precos'),
    subjects: staff('/cursos/:id/disciplinas'),
    subjectOrder: staff('/cursos/:id/disciplinas/ordem'),
  },
  subjects: {
    one: staff('/disciplinas/:id'),
    topics: staff('/disciplinas/:id/assuntos'),
    topicOrder: staff('/disciplinas/:id/assuntos/ordem'),
  },
  topics: { one: staff('/assuntos/:id') },
  news: {
    list: staff('/modulos/:id/noticias'),
    one: staff('/noticias/:id'),
    image: staff('/noticias/imagem'),
  },
  material: {
    list: staff('/modulos/:id/material'),
    one: staff('/material/:id'),
  },
  concepts: {
    list: staff('/conceitos'),
    one: staff('/conceitos/:id'),
  },
  siteTexts: {
    list: staff('/textos'),
    one: staff('/textos/:chave'),
  },
  questions: {
    list: staff('/perguntas'),
    one: staff('/perguntas/:id'),
    images: staff('/imagens'),
    import: staff('/importacoes'),
    keyImpact: staff('/perguntas/:id/impacto'),
    stats: staff('/perguntas/:id/estatisticas'),
  },
  exams: {
    list: staff('/concursos'),
    one: staff('/concursos/:id'),
    questions: staff('/concursos/:id/perguntas'),
  },
  mocks: {
    list: staff('/simulados'),
    one: staff('/simulados/:id'),
    preview: staff('/simulados/:id/previa'),
    questionSearch: staff('/simulados/perguntas'),
  },
  quality: {
    queue: staff('/perguntas/revisao'),
    recompute: staff('/estatisticas/recalcular'),
    dismiss: staff('/perguntas/:id/revisao/dispensar'),
  },
  comments: {
    list: staff('/comentarios'),
    one: staff('/comentarios/:id'),
  },
  discussion: {
    queue: staff('/discussao/fila'),
    teamComment: staff('/discussao/pergunta/:id'),
    approve: staff('/discussao/:id/aprovar'),
    hide: staff('/discussao/:id/ocultar'),
    pin: staff('/discussao/:id/fixar'),
    unpin: staff('/discussao/:id/desafixar'),
    blockUser: staff('/discussao/usuarios/:userId/bloquear'),
    unblockUser: staff('/discussao/usuarios/:userId/desbloquear'),
  },
  users: {
    list: staff('/usuarios'),
    one: staff('/usuarios/:id'),
    grantPlan: staff('/usuarios/:id/planos'),
    revokePlan: staff('/usuarios/:id/planos/:moduloId/revogar'),
    roles: staff('/usuarios/:id/perfis'),
    block: staff('/usuarios/:id/bloquear'),
    unblock: staff('/usuarios/:id/desbloquear'),
    resetPassword: staff('/usuarios/:id/redefinir-senha'),
  },
  deletions: {
    list: staff('/exclusoes'),
    execute: staff('/exclusoes/:id/executar'),
  },
  payments: {
    list: staff('/pagamentos'),
    export: staff('/pagamentos/exportar'),
    one: staff('/pagamentos/:id'),
    confirm: staff('/pagamentos/:id/confirmar'),
    refund: staff('/pagamentos/:id/estornar'),
    cancel: staff('/pagamentos/:id/cancelar'),
  },
  audit: staff('/auditoria'),
} as const
