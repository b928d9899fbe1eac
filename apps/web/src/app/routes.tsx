import type { ReactNode } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import type { CourseSection } from '@/lib/current-course'
import { GuestOnly } from './guards/guest-only'
import { RequireCourse } from './guards/require-course'
import { RequireStaff } from './guards/require-staff'
import { RequireUser } from './guards/require-user'
import { AppLayout } from './layout/app-layout'
import type { RouteHandle } from './layout/chrome'
import {
  AdminArea,
  CancellationPage,
  ChangePasswordPage,
  ChooseCoursePage,
  ConceptsPage,
  CoursesPage,
  ExamPracticePage,
  GeneralChartPage,
  HomePage,
  HourUsagePage,
  LoginPage,
  MaterialPage,
  MistakesPage,
  MockCorrectionPage,
  MockHistoryPage,
  MockPracticePage,
  MockTermsPage,
  MyCommentsPage,
  NewPasswordPage,
  NewsPage,
  NotebooksPage,
  PaymentPage,
  PrivacyPage,
  ProficiencyPage,
  ProfilePage,
  PromotionPage,
  RecoverPasswordPage,
  ReportsHubPage,
  ReviewPracticePage,
  SignUpPage,
  StudyTextPage,
  SubjectChartPage,
  SubjectPracticePage,
  SubjectUsagePage,
  SummariesPage,
  SummaryFormPage,
  SummarySharesPage,
  SummaryShowPage,
  TermsPage,
  TokenLoginPage,
  WeekdayUsagePage,
} from './pages'
import { RouteError } from './route-error'

/** A page for a logged-in user (else the login, then back). */
function userPage(screen: ReactNode) {
  return <RequireUser>{screen}</RequireUser>
}

/** A page of the current course, logged in; with `section`, only for a course that has it (else `/`). */
function coursePage(screen: ReactNode, section?: CourseSection) {
  return userPage(<RequireCourse section={section}>{screen}</RequireCourse>)
}

/** The weekly mock's pages: logged in, with a current course that has the mock (else `/`). */
function mockPage(screen: ReactNode) {
  return coursePage(screen, 'has_simulado')
}

const headerOnly: RouteHandle = { chrome: 'header' }
const bare: RouteHandle = { chrome: 'none' }

/** Every route of the app; a route's `handle.chrome` is also read by index.html's boot script (decision 0041). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'login',
        handle: headerOnly,
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      { path: 'login/token/:token', handle: headerOnly, element: <TokenLoginPage /> },
      {
        path: 'recuperar_senha',
        handle: headerOnly,
        element: (
          <GuestOnly>
            <RecoverPasswordPage />
          </GuestOnly>
        ),
      },
      // The mailed link works on any device, signed in or not (the mail app may open a browser with a session).
      { path: 'recuperar_senha/:token', handle: headerOnly, element: <NewPasswordPage /> },
      { path: 'cadastro', handle: headerOnly, element: <SignUpPage /> },
      { path: 'termo_de_uso', element: <TermsPage /> },
      { path: 'privacidade', handle: headerOnly, element: <PrivacyPage /> },
      { path: 'cancelamento', element: <CancellationPage /> },
      { path: 'promocao', element: <PromotionPage /> },
      { path: 'profile', element: userPage(<ProfilePage />) },
      { path: 'profile/comentarios', element: userPage(<MyCommentsPage />) },
      { path: 'alterar/senha', element: userPage(<ChangePasswordPage />) },
      {
        path: 'v2/geral/perguntas',
        handle: bare,
        element: coursePage(<SubjectPracticePage />, 'has_pergunta'),
      },
      // --- spaced review (issue 30) ---
      {
        path: 'v2/geral/revisao',
        handle: bare,
        element: coursePage(<ReviewPracticePage />, 'has_pergunta'),
      },
      { path: 'v2/geral/caderno-de-erros', element: coursePage(<MistakesPage />, 'has_pergunta') },
      { path: 'v2/geral/cadernos', element: coursePage(<NotebooksPage />, 'has_pergunta') },
      {
        path: 'v2/geral/concurso_relacionados',
        handle: bare,
        element: coursePage(<ExamPracticePage />, 'has_prova_anterior'),
      },
      // --- weekly mock ---
      { path: 'v2/geral/simulado', element: mockPage(<MockTermsPage />) },
      { path: 'v2/geral/simulado/perguntas', handle: bare, element: mockPage(<MockPracticePage />) },
      { path: 'v2/geral/simulado/historico', element: mockPage(<MockHistoryPage />) },
      { path: 'v2/geral/simulado/historico/:id', element: mockPage(<MockCorrectionPage />) },
      // --- courses and reading ---
      { path: 'v2/geral/modulos', element: userPage(<CoursesPage />) },
      { path: 'v2/geral/geral/modulos', element: <Navigate to="/v2/geral/modulos" replace /> },
      { path: 'v2/geral/ambiente', element: userPage(<ChooseCoursePage />) },
      { path: 'v2/geral/noticias', element: coursePage(<NewsPage />, 'has_noticia') },
      { path: 'v2/geral/resumo', element: coursePage(<MaterialPage />, 'has_material') },
      { path: 'v2/geral/resumo/:id', handle: bare, element: coursePage(<StudyTextPage />, 'has_material') },
      // --- reports (PRO, decision 0015): each page its own tab; the charts load only here ---
      ...(
        [
          ['v2/geral/relatorio', <ReportsHubPage key="hub" />, 'has_relatorio'],
          ['v2/geral/relatorio/grafico/geral', <GeneralChartPage key="geral" />, 'has_relatorio'],
          ['v2/geral/relatorio/grafico/disciplina', <SubjectChartPage key="disciplina" />, 'has_relatorio'],
          ['v2/geral/relatorio/estatistica/dia_semana', <WeekdayUsagePage key="dia" />, 'has_relatorio'],
          ['v2/geral/relatorio/estatistica/hora_dia', <HourUsagePage key="hora" />, 'has_relatorio'],
          ['v2/geral/relatorio/estatistica/disciplina', <SubjectUsagePage key="uso" />, 'has_relatorio'],
          ['v2/geral/relatorio/conceitos', <ConceptsPage key="conceitos" />, 'has_conceito'],
          ['v2/geral/relatorio/proficiencia', <ProficiencyPage key="proficiencia" />, 'has_relatorio'],
        ] as const
      ).map(([path, element, section]) => ({
        path,
        element: coursePage(element, section),
      })),
      // --- personal summaries (Meus Resumos: every course) ---
      { path: 'v2/geral/arquivo', element: coursePage(<SummariesPage />) },
      { path: 'v2/geral/arquivo/create', element: coursePage(<SummaryFormPage />) },
      { path: 'v2/geral/arquivo/edit/:id', element: coursePage(<SummaryFormPage />) },
      { path: 'v2/geral/arquivo/show/:id', element: coursePage(<SummaryShowPage />) },
      { path: 'v2/geral/arquivo/compartilhados/:id', element: coursePage(<SummarySharesPage />) },
      // --- payments ---
      { path: 'v2/geral/pagamento', element: userPage(<PaymentPage />) },
      // --- the staff area (Admin and Gerente): its own chunk and routes (decision 0017) ---
      {
        path: 'admin/*',
        element: (
          <RequireStaff>
            <AdminArea />
          </RequireStaff>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]
