import {
  IconBook2,
  IconBooks,
  IconBulb,
  IconCash,
  IconClipboardList,
  IconFileImport,
  IconFileText,
  IconHistory,
  IconListCheck,
  IconListNumbers,
  IconListTree,
  IconMessages,
  IconNews,
  IconReceipt2,
  IconReportAnalytics,
  IconUsers,
} from '@tabler/icons-react'
import { AuditPage } from '@/features/staff-audit/components/audit-page'
import { CommentsPage } from '@/features/staff-comments/components/comments-page'
import { ConceptsPage } from '@/features/staff-content/components/concepts-page'
import { MaterialPage } from '@/features/staff-content/components/material-page'
import { NewsPage } from '@/features/staff-content/components/news-page'
import { SiteTextsPage } from '@/features/staff-content/components/site-texts-page'
import { CoursesPage } from '@/features/staff-courses/components/courses-page'
import { PricesPage } from '@/features/staff-courses/components/prices-page'
import { SubjectsPage } from '@/features/staff-courses/components/subjects-page'
import { MocksPage } from '@/features/staff-mocks/components/mocks-page'
import { PaymentsPage } from '@/features/staff-payments/components/payments-page'
import { QualityPage } from '@/features/staff-quality/components/quality-page'
import { ExamsPage } from '@/features/staff-questions/components/exams-page'
import { ImportQuestionsPage } from '@/features/staff-questions/components/import-page'
import { QuestionsPage } from '@/features/staff-questions/components/questions-page'
import { UsersPage } from '@/features/staff-users/components/users-page'
import type { AdminPage } from './admin-page'

/**
 * The staff area's pages (decision 0017): each area adds ONE line here (keep the order of the menu).
 * `permission`: core's operation that opens it (decision 0051); the server checks again. Everything imported here is in the admin chunk.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: 'cursos',
    label: 'Cursos',
    icon: IconBooks,
    permission: 'courses.edit',
    component: CoursesPage,
    description: 'Nome, descrição, imagem, seções, termos e listagem de cada curso.',
    selection: false,
  },
  {
    path: 'disciplinas',
    label: 'Disciplinas e assuntos',
    icon: IconListTree,
    permission: 'courses.edit',
    component: SubjectsPage,
    description: 'As disciplinas e os assuntos do módulo selecionado: ordem, ocultar, excluir.',
  },
  {
    path: 'precos',
    label: 'Preços',
    icon: IconCash,
    permission: 'courses.sell',
    component: PricesPage,
    description: 'Preços por número de meses de cada curso e da assinatura ilimitada.',
  },
  {
    path: 'pagamentos',
    label: 'Pagamentos',
    icon: IconReceipt2,
    permission: 'payments.read',
    component: PaymentsPage,
    description: 'Os PIX dos alunos: histórico, confirmar recebimento, estornar e o CSV do mês.',
    selection: false,
  },
  {
    path: 'perguntas',
    label: 'Questões',
    icon: IconListCheck,
    permission: 'questions.edit',
    component: QuestionsPage,
    description: 'O banco de questões do curso: criar, editar com prévia, ocultar e anular.',
  },
  {
    path: 'importar-questoes',
    label: 'Importar questões',
    icon: IconFileImport,
    permission: 'questions.edit',
    component: ImportQuestionsPage,
    description: 'Enviar um JSON (ou ZIP com as imagens) de questões para o curso.',
  },
  {
    path: 'concursos',
    label: 'Concursos',
    icon: IconListNumbers,
    permission: 'questions.edit',
    component: ExamsPage,
    description: 'As provas anteriores do curso e as questões de cada uma, em ordem.',
  },
  {
    path: 'revisao',
    label: 'Revisão de questões',
    icon: IconReportAnalytics,
    permission: 'item-stats.review',
    component: QualityPage,
    description:
      'Gabarito suspeito, facilidade extrema e comentários: estatísticas calculadas das respostas.',
  },
  {
    path: 'simulados',
    label: 'Simulados',
    icon: IconClipboardList,
    permission: 'mocks.edit',
    component: MocksPage,
    description: 'Simulados semanais: janela, tempo limite, questões escolhidas ou sorteadas, prévia.',
  },
  {
    path: 'noticias',
    label: 'Notícias',
    icon: IconNews,
    permission: 'news.edit',
    component: NewsPage,
    description: 'Publicar, agendar e excluir as notícias de cada curso.',
  },
  {
    path: 'material',
    label: 'Material',
    icon: IconBook2,
    permission: 'material.edit',
    component: MaterialPage,
    description: 'Os textos de estudo por disciplina e assunto, livres ou PRO.',
  },
  {
    path: 'conceitos',
    label: 'Conceitos',
    icon: IconBulb,
    permission: 'concepts.edit',
    component: ConceptsPage,
    description: 'Os conceitos das questões e as descrições do relatório.',
  },
  {
    path: 'textos',
    label: 'Textos do site',
    icon: IconFileText,
    permission: 'site.edit',
    component: SiteTextsPage,
    description: 'Termos, privacidade, promoções, missão, contatos e links.',
    selection: false,
  },
  {
    path: 'comentarios',
    label: 'Comentários',
    icon: IconMessages,
    permission: 'comments.moderate',
    component: CommentsPage,
    description: 'Os comentários dos alunos ao lado da questão: responder, analisar, arquivar.',
  },
  {
    path: 'usuarios',
    label: 'Usuários',
    icon: IconUsers,
    permission: 'users.read',
    component: UsersPage,
    description: 'Buscar alunos; planos, perfis, bloqueio, senha e pedidos de exclusão (LGPD).',
    selection: false,
  },
  {
    path: 'auditoria',
    label: 'Auditoria',
    icon: IconHistory,
    permission: 'audit.read',
    component: AuditPage,
    description: 'Quem mudou o quê e quando, com o antes e o depois.',
    selection: false,
  },
]
