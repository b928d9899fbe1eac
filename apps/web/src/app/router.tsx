import { type ComponentType, lazy, type ReactNode } from 'react'
import { createHashRouter, Navigate, type RouteObject } from 'react-router'
import { GuestOnly } from './guards/guest-only'
import { RequireCourse } from './guards/require-course'
import { RequireUser } from './guards/require-user'
import { AppLayout } from './layout/app-layout'
import type { RouteHandle } from './layout/chrome'
import { RouteError } from './route-error'

/** Each screen is its own chunk, loaded when first visited. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }))
}

const HomePage = page(() => import('@/features/home/components/home-page'), 'HomePage')
const LoginPage = page(() => import('@/features/auth/components/login-page'), 'LoginPage')
const TokenLoginPage = page(() => import('@/features/auth/components/token-login-page'), 'TokenLoginPage')
const RecoverPasswordPage = page(
  () => import('@/features/accounts/components/recover-password-page'),
  'RecoverPasswordPage',
)
const NewPasswordPage = page(
  () => import('@/features/accounts/components/new-password-page'),
  'NewPasswordPage',
)
const SignUpPage = page(() => import('@/features/accounts/components/sign-up-page'), 'SignUpPage')
const ChangePasswordPage = page(
  () => import('@/features/accounts/components/change-password-page'),
  'ChangePasswordPage',
)
const ProfilePage = page(() => import('@/features/profile/components/profile-page'), 'ProfilePage')
const TermsPage = page(() => import('@/features/site/components/terms-page'), 'TermsPage')
const PrivacyPage = page(() => import('@/features/site/components/privacy-page'), 'PrivacyPage')
const CancellationPage = page(
  () => import('@/features/site/components/cancellation-page'),
  'CancellationPage',
)
const PromotionPage = page(() => import('@/features/site/components/promotion-page'), 'PromotionPage')
const CoursesPage = page(() => import('@/features/courses/components/courses-page'), 'CoursesPage')
const ChooseCoursePage = page(
  () => import('@/features/courses/components/choose-course-page'),
  'ChooseCoursePage',
)
const NewsPage = page(() => import('@/features/news/components/news-page'), 'NewsPage')
const MaterialPage = page(() => import('@/features/material/components/material-page'), 'MaterialPage')
const StudyTextPage = page(() => import('@/features/material/components/study-text-page'), 'StudyTextPage')
const SubjectPracticePage = page(
  () => import('@/features/practice/components/subject-practice-page'),
  'SubjectPracticePage',
)
const ExamPracticePage = page(
  () => import('@/features/practice/components/exam-practice-page'),
  'ExamPracticePage',
)
const MockPracticePage = page(
  () => import('@/features/practice/components/mock-practice-page'),
  'MockPracticePage',
)
const MockTermsPage = page(() => import('@/features/mock/components/mock-terms-page'), 'MockTermsPage')
const MockHistoryPage = page(() => import('@/features/mock/components/mock-history-page'), 'MockHistoryPage')
const MockReviewPage = page(() => import('@/features/mock/components/mock-review-page'), 'MockReviewPage')
const SummariesPage = page(() => import('@/features/summaries/components/summaries-page'), 'SummariesPage')
const SummaryFormPage = page(
  () => import('@/features/summaries/components/summary-form-page'),
  'SummaryFormPage',
)
const SummaryShowPage = page(
  () => import('@/features/summaries/components/summary-show-page'),
  'SummaryShowPage',
)
const SummarySharesPage = page(
  () => import('@/features/summaries/components/summary-shares-page'),
  'SummarySharesPage',
)
const PaymentPage = page(() => import('@/features/payments/components/payment-page'), 'PaymentPage')

/** The weekly mock's pages: logged in, with a current course that has the mock (else `/`). */
function mockPage(screen: ReactNode) {
  return (
    <RequireUser>
      <RequireCourse section="has_simulado">{screen}</RequireCourse>
    </RequireUser>
  )
}

const headerOnly: RouteHandle = { chrome: 'header' }
const bare: RouteHandle = { chrome: 'none' }

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
      {
        path: 'profile',
        element: (
          <RequireUser>
            <ProfilePage />
          </RequireUser>
        ),
      },
      {
        path: 'alterar/senha',
        element: (
          <RequireUser>
            <ChangePasswordPage />
          </RequireUser>
        ),
      },
      {
        path: 'v2/geral/perguntas',
        handle: bare,
        element: (
          <RequireUser>
            <RequireCourse section="has_pergunta">
              <SubjectPracticePage />
            </RequireCourse>
          </RequireUser>
        ),
      },
      {
        path: 'v2/geral/concurso_relacionados',
        handle: bare,
        element: (
          <RequireUser>
            <RequireCourse section="has_prova_anterior">
              <ExamPracticePage />
            </RequireCourse>
          </RequireUser>
        ),
      },
      // --- weekly mock ---
      { path: 'v2/geral/simulado', element: mockPage(<MockTermsPage />) },
      { path: 'v2/geral/simulado/perguntas', handle: bare, element: mockPage(<MockPracticePage />) },
      { path: 'v2/geral/simulado/historico', element: mockPage(<MockHistoryPage />) },
      { path: 'v2/geral/simulado/historico/:id', element: mockPage(<MockReviewPage />) },
      // --- courses and reading ---
      {
        path: 'v2/geral/modulos',
        element: (
          <RequireUser>
            <CoursesPage />
          </RequireUser>
        ),
      },
      { path: 'v2/geral/geral/modulos', element: <Navigate to="/v2/geral/modulos" replace /> },
      {
        path: 'v2/geral/ambiente',
        element: (
          <RequireUser>
            <ChooseCoursePage />
          </RequireUser>
        ),
      },
      {
        path: 'v2/geral/noticias',
        element: (
          <RequireUser>
            <RequireCourse section="has_noticia">
              <NewsPage />
            </RequireCourse>
          </RequireUser>
        ),
      },
      {
        path: 'v2/geral/resumo',
        element: (
          <RequireUser>
            <RequireCourse section="has_material">
              <MaterialPage />
            </RequireCourse>
          </RequireUser>
        ),
      },
      {
        path: 'v2/geral/resumo/:id',
        handle: bare,
        element: (
          <RequireUser>
            <RequireCourse section="has_material">
              <StudyTextPage />
            </RequireCourse>
          </RequireUser>
        ),
      },
      // --- personal summaries (Meus Resumos: every course) ---
      {
        path: 'v2/geral/arquivo',
        element: (
          <RequireUser>
            <RequireCourse>
              <SummariesPage />
            </RequireCourse>
          </RequireUser>
        ),
      },
      {
        path: 'v2/geral/arquivo/create',
        element: (
          <RequireUser>
            <RequireCourse>
              <SummaryFormPage />
            </RequireCourse>
          </RequireUser>
        ),
      },
      {
        path: 'v2/geral/arquivo/edit/:id',
        element: (
          <RequireUser>
            <RequireCourse>
              <SummaryFormPage />
            </RequireCourse>
          </RequireUser>
        ),
      },
      {
        path: 'v2/geral/arquivo/show/:id',
        element: (
          <RequireUser>
            <RequireCourse>
              <SummaryShowPage />
            </RequireCourse>
          </RequireUser>
        ),
      },
      {
        path: 'v2/geral/arquivo/compartilhados/:id',
        element: (
          <RequireUser>
            <RequireCourse>
              <SummarySharesPage />
            </RequireCourse>
          </RequireUser>
        ),
      },
      // --- payments ---
      {
        path: 'v2/geral/pagamento',
        element: (
          <RequireUser>
            <PaymentPage />
          </RequireUser>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]

export const router = createHashRouter(routes)
