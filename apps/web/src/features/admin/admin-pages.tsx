import {
  IconBook2,
  IconBulb,
  IconClipboardList,
  IconFileImport,
  IconFileText,
  IconHistory,
  IconListCheck,
  IconListNumbers,
  IconNews,
} from '@tabler/icons-react'
import type { AdminPage } from './admin-page'
import { AuditPage } from './audit/audit-page'
import { ConceptsPage } from './content/concepts/concepts-page'
import { MaterialPage } from './content/material/material-page'
import { NewsPage } from './content/news/news-page'
import { SiteTextsPage } from './content/site-texts/site-texts-page'
import { MocksPage } from './mocks/mocks-page'
import { ExamsPage } from './questions/exams-page'
import { ImportQuestionsPage } from './questions/import-page'
import { QuestionsPage } from './questions/questions-page'

/**
 * The staff area's pages (decision 0017): each area adds ONE line here (keep the order of the menu).
 * `roles`: who sees and opens it; the server checks again. Everything imported here is in the admin chunk.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: 'perguntas',
    label: 'Questões',
    icon: IconListCheck,
    roles: ['Admin', 'Gerente'],
    component: QuestionsPage,
    description: 'O banco de questões do curso: criar, editar com prévia, ocultar e anular.',
  },
  {
    path: 'importar-questoes',
    label: 'Importar questões',
    icon: IconFileImport,
    roles: ['Admin', 'Gerente'],
    component: ImportQuestionsPage,
    description: 'Enviar um JSON (ou ZIP com as imagens) de questões para o curso.',
  },
  {
    path: 'concursos',
    label: 'Concursos',
    icon: IconListNumbers,
    roles: ['Admin', 'Gerente'],
    component: ExamsPage,
    description: 'As provas anteriores do curso e as questões de cada uma, em ordem.',
  },
  {
    path: 'simulados',
    label: 'Simulados',
    icon: IconClipboardList,
    roles: ['Admin', 'Gerente'],
    component: MocksPage,
    description: 'Simulados semanais: janela, tempo limite, questões escolhidas ou sorteadas, prévia.',
  },
  {
    path: 'noticias',
    label: 'Notícias',
    icon: IconNews,
    roles: ['Admin', 'Gerente'],
    component: NewsPage,
    description: 'Publicar, agendar e excluir as notícias de cada curso.',
  },
  {
    path: 'material',
    label: 'Material',
    icon: IconBook2,
    roles: ['Admin', 'Gerente'],
    component: MaterialPage,
    description: 'Os textos de estudo por disciplina e assunto, livres ou PRO.',
  },
  {
    path: 'conceitos',
    label: 'Conceitos',
    icon: IconBulb,
    roles: ['Admin', 'Gerente'],
    component: ConceptsPage,
    description: 'Os conceitos das questões e as descrições do relatório.',
  },
  {
    path: 'textos',
    label: 'Textos do site',
    icon: IconFileText,
    roles: ['Admin', 'Gerente'],
    component: SiteTextsPage,
    description: 'Termos, privacidade, promoções, missão, contatos e links.',
    selection: false,
  },
  {
    path: 'auditoria',
    label: 'Auditoria',
    icon: IconHistory,
    roles: ['Admin'],
    component: AuditPage,
    description: 'Quem mudou o quê e quando, com o antes e o depois.',
    selection: false,
  },
]
