// The table of owned-routes.test.ts: one line per route that reads or changes what a student owns or answers about
// the caller. `foreign`: the URL names the first student's record, a second student gets a 403 or a 404. `mine`:
// the route answers about the caller, whatever the status the first student's values never appear.
export interface Owner {
  courseId: number
  subjectId: number
  questionId: number
  mockId: number
  paymentId: number
  summaryId: number
  notebookId: number
  sharedWithId: number
  /** The first student's discussion comment on the question, still pending (issue 31). */
  discussionId: number
  token: string
  secrets: string[]
}

export type Kind = 'foreign' | 'mine'
export interface Row {
  route: string
  kind: Kind
  url: (o: Owner) => string
  payload?: (o: Owner) => object
}

const c = (o: Owner) => o.courseId
const report = (path: string): Row => ({
  route: `GET /api/v1/geral/relatorio/modulo/{id}${path}`,
  kind: 'mine',
  url: (o) =>
    `/api/v1/geral/relatorio/modulo/${c(o)}${path.replace('{d}', `${o.subjectId}`).replace('{a}', '1')}`,
})
const summary = (method: string, path: string, payload?: Row['payload']): Row => ({
  route: `${method} /api/v1/geral/arquivo_usuario${path}`,
  kind: 'foreign',
  url: (o) =>
    `/api/v1/geral/arquivo_usuario${path.replace('{id}', `${o.summaryId}`).replace('{userId}', `${o.sharedWithId}`)}`,
  payload,
})

const notebook = (method: string, path: string, payload?: Row['payload']): Row[] => [
  {
    route: `${method} /api/v1/geral/modulo/{id}/cadernos/{c}${path}`,
    kind: 'foreign',
    url: (o) =>
      `/api/v1/geral/modulo/${c(o)}/cadernos/${o.notebookId}${path.replace('{q}', `${o.questionId}`)}`,
    payload,
  },
]

export const TABLE: Row[] = [
  // Payments and plans
  {
    route: 'GET /api/v1/profile/meus/planos/pagamento/{id}',
    kind: 'foreign',
    url: (o) => `/api/v1/profile/meus/planos/pagamento/${o.paymentId}`,
  },
  { route: 'GET /api/v1/profile/meus/planos', kind: 'mine', url: () => '/api/v1/profile/meus/planos' },
  {
    route: 'GET /api/v1/profile/meus/planos/modulo/{id}',
    kind: 'mine',
    url: (o) => `/api/v1/profile/meus/planos/modulo/${c(o)}`,
  },
  {
    route: 'GET /api/v1/profile/meus/planos/modulo/{id}/meses/{n}',
    kind: 'mine',
    url: (o) => `/api/v1/profile/meus/planos/modulo/${c(o)}/meses/1`,
  },
  // Profile: the LGPD export, the deletion request, Meus comentários
  { route: 'GET /api/v1/seguranca/auth/me', kind: 'mine', url: () => '/api/v1/seguranca/auth/me' },
  { route: 'GET /api/v1/profile/meus/dados', kind: 'mine', url: () => '/api/v1/profile/meus/dados' },
  { route: 'GET /api/v1/profile/exclusao', kind: 'mine', url: () => '/api/v1/profile/exclusao' },
  {
    route: 'GET /api/v1/profile/meus/comentarios',
    kind: 'mine',
    url: () => '/api/v1/profile/meus/comentarios',
  },
  // The course and its questions, as the caller sees them (their progress, their answers)
  { route: 'GET /api/v1/geral/modulo/{id}', kind: 'mine', url: (o) => `/api/v1/geral/modulo/${c(o)}` },
  {
    route: 'GET /api/v1/geral/modulo/{id}/disciplinas',
    kind: 'mine',
    url: (o) => `/api/v1/geral/modulo/${c(o)}/disciplinas`,
  },
  {
    route: 'GET /api/v1/geral/modulo/{id}/noticias',
    kind: 'mine',
    url: (o) => `/api/v1/geral/modulo/${c(o)}/noticias`,
  },
  {
    route: 'POST /api/v1/geral/resumo/modulo/{id}/datatable',
    kind: 'mine',
    url: (o) => `/api/v1/geral/resumo/modulo/${c(o)}/datatable`,
    payload: () => ({}),
  },
  {
    route: 'GET /api/v1/geral/resumo/modulo/{id}/{resumoId}',
    kind: 'mine',
    url: (o) => `/api/v1/geral/resumo/modulo/${c(o)}/1`,
  },
  {
    route: 'GET /api/v1/geral/modulo/{id}/disciplina/{d}/perguntas',
    kind: 'mine',
    url: (o) => `/api/v1/geral/modulo/${c(o)}/disciplina/${o.subjectId}/perguntas`,
  },
  {
    route: 'GET /api/v1/geral/modulo/{id}/assunto/{a}/disciplina/{d}/perguntas',
    kind: 'mine',
    url: (o) => `/api/v1/geral/modulo/${c(o)}/assunto/1/disciplina/${o.subjectId}/perguntas`,
  },
  {
    route: 'GET /api/v1/geral/modulo/{id}/disciplina/{d}/hoje',
    kind: 'mine',
    url: (o) => `/api/v1/geral/modulo/${c(o)}/disciplina/${o.subjectId}/hoje`,
  },
  // The question bank's filters and the cadernos (issue 31): the caller's own; someone else's caderno is a 404.
  ...['perguntas', 'perguntas/contagem?banca=Cebraspe', 'perguntas/opcoes', 'cadernos'].map(
    (path): Row => ({
      route: `GET /api/v1/geral/modulo/{id}/${path.split('?')[0]}`,
      kind: 'mine',
      url: (o) => `/api/v1/geral/modulo/${c(o)}/${path}`,
    }),
  ),
  {
    route: 'POST /api/v1/geral/modulo/{id}/cadernos',
    kind: 'mine',
    url: (o) => `/api/v1/geral/modulo/${c(o)}/cadernos`,
    payload: () => ({ nome: 'Do intruso' }),
  },
  ...notebook('GET', '/perguntas'),
  ...notebook('PATCH', '', () => ({ nome: 'Renomeado pelo intruso' })),
  ...notebook('POST', '/questoes', (o) => ({ pergunta_id: o.questionId })),
  ...notebook('DELETE', '/questoes/{q}'),
  ...notebook('DELETE', ''),
  // Spaced review (issue 30): the caller's cards and exam date; a question of someone else's cards is a 404.
  {
    route: 'GET /api/v1/geral/modulo/{id}/revisao/perguntas',
    kind: 'foreign',
    url: (o) => `/api/v1/geral/modulo/${c(o)}/revisao/perguntas?pergunta_id=${o.questionId}`,
  },
  {
    route: 'GET /api/v1/geral/modulo/{id}/revisao/resumo',
    kind: 'mine',
    url: (o) => `/api/v1/geral/modulo/${c(o)}/revisao/resumo`,
  },
  {
    route: 'PUT /api/v1/geral/modulo/{id}/data-prova',
    kind: 'mine',
    url: (o) => `/api/v1/geral/modulo/${c(o)}/data-prova`,
    payload: () => ({ data: null }),
  },
  {
    route: 'GET /api/v1/geral/modulo/{id}/caderno-de-erros/datatable',
    kind: 'mine',
    url: (o) => `/api/v1/geral/modulo/${c(o)}/caderno-de-erros/datatable`,
  },
  {
    route: 'GET /api/v1/geral/concurso/modulo/{id}',
    kind: 'mine',
    url: (o) => `/api/v1/geral/concurso/modulo/${c(o)}`,
  },
  {
    route: 'GET /api/v1/geral/concurso/{id}/perguntas',
    kind: 'mine',
    url: () => '/api/v1/geral/concurso/1/perguntas',
  },
  {
    route: 'GET /api/v1/geral/concurso/{c}/modulo/{m}/perguntas',
    kind: 'mine',
    url: (o) => `/api/v1/geral/concurso/1/modulo/${c(o)}/perguntas`,
  },
  {
    route: 'POST /respostas/api/v1/pular/questao/{id}',
    kind: 'mine',
    url: (o) => `/respostas/api/v1/pular/questao/${o.questionId}`,
    payload: (o) => ({ modulo_id: c(o) }),
  },
  // The discussion under a question (issue 31): the first student's pending comment reaches nobody else.
  {
    route: 'GET /api/v1/geral/pergunta/{id}/discussao',
    kind: 'mine',
    url: (o) => `/api/v1/geral/pergunta/${o.questionId}/discussao`,
  },
  {
    route: 'POST /api/v1/geral/pergunta/{id}/discussao',
    kind: 'mine',
    url: (o) => `/api/v1/geral/pergunta/${o.questionId}/discussao`,
    payload: (o) => ({ texto: 'Resposta ao pendente', resposta_a: o.discussionId }),
  },
  ...['POST', 'DELETE'].map(
    (method): Row => ({
      route: `${method} /api/v1/geral/discussao/{id}/util`,
      kind: 'foreign',
      url: (o) => `/api/v1/geral/discussao/${o.discussionId}/util`,
    }),
  ),
  {
    route: 'POST /api/v1/geral/discussao/{id}/denuncia',
    kind: 'foreign',
    url: (o) => `/api/v1/geral/discussao/${o.discussionId}/denuncia`,
    payload: () => ({ motivo: 'Denúncia de outro aluno' }),
  },
  // Mocks: the open one, the correction of one's answers, the history and the ranking
  {
    route: 'GET /api/v1/geral/modulo/{id}/simulado/perguntas',
    kind: 'mine',
    url: (o) => `/api/v1/geral/modulo/${c(o)}/simulado/perguntas`,
  },
  {
    route: 'GET /api/v1/geral/modulo/{id}/simulado/{n}/respostas',
    kind: 'mine',
    url: (o) => `/api/v1/geral/modulo/${c(o)}/simulado/${o.mockId}/respostas`,
  },
  {
    route: 'GET /api/v1/{moduleId}/simulado/historico/datatable',
    kind: 'mine',
    url: (o) => `/api/v1/${c(o)}/simulado/historico/datatable`,
  },
  {
    route: 'GET /api/v1/{moduleId}/simulado/classificacao/datatable',
    kind: 'mine',
    url: (o) => `/api/v1/${c(o)}/simulado/classificacao/datatable?simulado=${o.mockId}`,
  },
  // Reports (JSON and PDF): always the caller's own answers
  report('/tentativas/mes/270'),
  report('/disciplina'),
  report('/disciplina/todos'),
  report('/dia/semana'),
  report('/dia/hora'),
  report('/disciplina/{d}/conceitos/principais'),
  report('/disciplina/{d}/assunto/{a}/conceitos/principais'),
  report('/assuntos/fracos'),
  report('/proficiencia'),
  report('/tag'),
  report('/rendimento/disciplina'),
  // Summaries, their shares and PDFs
  {
    route: 'GET /api/v1/geral/arquivo_usuario/datatable',
    kind: 'mine',
    url: (o) => `/api/v1/geral/arquivo_usuario/datatable?modulo_id=${c(o)}`,
  },
  summary('GET', '/{id}'),
  summary('PATCH', '/{id}', () => ({ nome: 'Roubado', descricao: '<p>roubado</p>' })),
  summary('POST', '/{id}/anexar', () => ({ descricao: '<p>roubado</p>' })),
  summary('POST', '/{id}/adicionar/usuario', () => ({ usuario: '12345678909' })),
  summary('DELETE', '/{id}/delete/usuario/{userId}'),
  summary('GET', '/{id}/usuario/datatable'),
  summary('GET', '/{id}/pdf'),
  summary('GET', '/{id}/pdfdom'),
  summary('DELETE', '/desativacao/{id}'),
  summary('DELETE', '/{id}'),
]
