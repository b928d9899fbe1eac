import { API_PREFIX, apiRoute } from './api-route.ts'

// The routes a student's screens call (decision 0077); the staff's are in api-routes-staff.ts.

const main = <P extends string>(pattern: P) => apiRoute(API_PREFIX.main, pattern)
const answers = <P extends string>(pattern: P) => apiRoute(API_PREFIX.answers, pattern)
const summaries = <P extends string>(pattern: P) => apiRoute(API_PREFIX.summaries, pattern)
const site = <P extends string>(pattern: P) => apiRoute(API_PREFIX.site, pattern)

export const API = {
  auth: {
    login: main('/seguranca/auth/login'),
    me: main('/seguranca/auth/me'),
  },
  accounts: {
    signUp: main('/cadastro'),
    resetPassword: main('/cadastro/reset/senha'),
    confirmPasswordReset: main('/cadastro/reset/senha/confirmar'),
    changePassword: main('/profile/update/senha'),
  },
  profile: {
    plans: main('/profile/meus/planos'),
    comments: main('/profile/meus/comentarios'),
    data: main('/profile/meus/dados'),
    deletion: main('/profile/exclusao'),
  },
  courses: {
    list: main('/geral/modulo'),
    onSale: main('/geral/modulo/disponiveis/para/usuarios'),
    one: main('/geral/modulo/:id'),
    subjects: main('/geral/modulo/:id/disciplinas'),
    news: main('/geral/modulo/:id/noticias'),
  },
  stats: main('/geral/estatisticas'),
  material: {
    list: main('/geral/resumo/modulo/:id/datatable'),
    one: main('/geral/resumo/modulo/:id/:resumoId'),
  },
  practice: {
    subjectQuestions: main('/geral/modulo/:id/disciplina/:d/perguntas'),
    topicQuestions: main('/geral/modulo/:id/assunto/:a/disciplina/:d/perguntas'),
    subjectToday: main('/geral/modulo/:id/disciplina/:d/hoje'),
    exams: main('/geral/concurso/modulo/:id'),
    examQuestions: main('/geral/concurso/:c/modulo/:m/perguntas'),
    comment: main('/geral/modulo/criar/comentario'),
    answer: answers('/treinamento/responder'),
    answerExam: answers('/concurso/responder'),
    skip: answers('/pular/questao/:id'),
  },
  bank: {
    questions: main('/geral/modulo/:id/perguntas'),
    count: main('/geral/modulo/:id/perguntas/contagem'),
    options: main('/geral/modulo/:id/perguntas/opcoes'),
  },
  notebooks: {
    list: main('/geral/modulo/:id/cadernos'),
    one: main('/geral/modulo/:id/cadernos/:c'),
    questions: main('/geral/modulo/:id/cadernos/:c/questoes'),
    question: main('/geral/modulo/:id/cadernos/:c/questoes/:q'),
    batch: main('/geral/modulo/:id/cadernos/:c/perguntas'),
  },
  discussion: {
    thread: main('/geral/pergunta/:id/discussao'),
    useful: main('/geral/discussao/:id/util'),
    report: main('/geral/discussao/:id/denuncia'),
  },
  review: {
    questions: main('/geral/modulo/:id/revisao/perguntas'),
    summary: main('/geral/modulo/:id/revisao/resumo'),
    examDate: main('/geral/modulo/:id/data-prova'),
    mistakes: main('/geral/modulo/:id/caderno-de-erros/datatable'),
    answer: answers('/revisao/responder'),
  },
  mock: {
    open: main('/geral/modulo/:id/simulado/perguntas'),
    correction: main('/geral/modulo/:id/simulado/:n/respostas'),
    history: main('/:moduleId/simulado/historico/datatable'),
    ranking: main('/:moduleId/simulado/classificacao/datatable'),
    answer: answers('/simulado/responder'),
    shown: answers('/simulado/exibida'),
  },
  payments: {
    unlimitedPrices: main('/geral/assinatura-ilimitada/precos'),
    offer: main('/profile/meus/planos/modulo/:id'),
    charge: main('/profile/meus/planos/modulo/:id/meses/:n'),
    status: main('/profile/meus/planos/pagamento/:id'),
  },
  reports: {
    monthly: main('/geral/relatorio/modulo/:id/tentativas/mes/270'),
    subjects: main('/geral/relatorio/modulo/:id/disciplina'),
    everyoneSubjects: main('/geral/relatorio/modulo/:id/disciplina/todos'),
    weekdays: main('/geral/relatorio/modulo/:id/dia/semana'),
    hours: main('/geral/relatorio/modulo/:id/dia/hora'),
    weakTopics: main('/geral/relatorio/modulo/:id/assuntos/fracos'),
    proficiency: main('/geral/relatorio/modulo/:id/proficiencia'),
    subjectConcepts: main('/geral/relatorio/modulo/:id/disciplina/:d/conceitos/principais'),
    topicConcepts: main('/geral/relatorio/modulo/:id/disciplina/:d/assunto/:a/conceitos/principais'),
    conceptsPdf: main('/geral/relatorio/modulo/:id/tag'),
    subjectsPdf: main('/geral/relatorio/modulo/:id/rendimento/disciplina'),
  },
  summaries: {
    list: summaries('/datatable'),
    create: summaries('/'),
    image: summaries('/imagem'),
    one: summaries('/:id'),
    deactivate: summaries('/desativacao/:id'),
    append: summaries('/:id/anexar'),
    share: summaries('/:id/adicionar/usuario'),
    unshare: summaries('/:id/delete/usuario/:userId'),
    shares: summaries('/:id/usuario/datatable'),
    pdf: summaries('/:id/pdf'),
    pagePdf: summaries('/:id/pdfdom'),
  },
  site: {
    settings: site('/configuracao'),
    terms: site('/termo_de_uso'),
    privacy: site('/privacidade'),
  },
} as const
