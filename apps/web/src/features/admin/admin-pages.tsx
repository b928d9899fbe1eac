import {
  IconClipboardList,
  IconFileImport,
  IconHistory,
  IconListCheck,
  IconListNumbers,
} from '@tabler/icons-react'
import type { AdminPage } from './admin-page'
import { AuditPage } from './audit/audit-page'
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
    path: 'auditoria',
    label: 'Auditoria',
    icon: IconHistory,
    roles: ['Admin'],
    component: AuditPage,
    description: 'Quem mudou o quê e quando, com o antes e o depois.',
    selection: false,
  },
]
