import { type ComponentType, lazy } from 'react'

/** Each screen is its own chunk, loaded when first visited. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }))
}

export const HomePage = page(() => import('@/features/home/components/home-page'), 'HomePage')
export const LoginPage = page(() => import('@/features/auth/components/login-page'), 'LoginPage')
export const TokenLoginPage = page(
  () => import('@/features/auth/components/token-login-page'),
  'TokenLoginPage',
)
export const RecoverPasswordPage = page(
  () => import('@/features/accounts/components/recover-password-page'),
  'RecoverPasswordPage',
)
export const NewPasswordPage = page(
  () => import('@/features/accounts/components/new-password-page'),
  'NewPasswordPage',
)
export const SignUpPage = page(() => import('@/features/accounts/components/sign-up-page'), 'SignUpPage')
export const ChangePasswordPage = page(
  () => import('@/features/accounts/components/change-password-page'),
  'ChangePasswordPage',
)
export const ProfilePage = page(() => import('@/features/profile/components/profile-page'), 'ProfilePage')
export const MyCommentsPage = page(
  () => import('@/features/profile/components/my-comments-page'),
  'MyCommentsPage',
)
export const TermsPage = page(() => import('@/features/site/components/terms-page'), 'TermsPage')
export const PrivacyPage = page(() => import('@/features/site/components/privacy-page'), 'PrivacyPage')
export const CancellationPage = page(
  () => import('@/features/site/components/cancellation-page'),
  'CancellationPage',
)
export const PromotionPage = page(() => import('@/features/site/components/promotion-page'), 'PromotionPage')
export const CoursesPage = page(() => import('@/features/courses/components/courses-page'), 'CoursesPage')
export const ChooseCoursePage = page(
  () => import('@/features/courses/components/choose-course-page'),
  'ChooseCoursePage',
)
export const NewsPage = page(() => import('@/features/news/components/news-page'), 'NewsPage')
export const MaterialPage = page(() => import('@/features/material/components/material-page'), 'MaterialPage')
export const StudyTextPage = page(
  () => import('@/features/material/components/study-text-page'),
  'StudyTextPage',
)
export const SubjectPracticePage = page(
  () => import('@/app/practice/subject-practice-page'),
  'SubjectPracticePage',
)
export const ReviewPracticePage = page(
  () => import('@/app/practice/review-practice-page'),
  'ReviewPracticePage',
)
export const MistakesPage = page(() => import('@/features/review/components/mistakes-page'), 'MistakesPage')
export const NotebooksPage = page(() => import('@/features/bank/components/notebooks-page'), 'NotebooksPage')
export const ExamPracticePage = page(() => import('@/app/practice/exam-practice-page'), 'ExamPracticePage')
export const reports = () => import('@/features/reports/components/report-pages')
/** The hub shows cards and a table: its own chunk, without the charts of the other report pages (decision 0041). */
export const ReportsHubPage = page(
  () => import('@/features/reports/components/reports-hub-page'),
  'ReportsHubPage',
)
export const GeneralChartPage = page(reports, 'GeneralChartPage')
export const SubjectChartPage = page(reports, 'SubjectChartPage')
export const WeekdayUsagePage = page(reports, 'WeekdayUsagePage')
export const HourUsagePage = page(reports, 'HourUsagePage')
export const SubjectUsagePage = page(reports, 'SubjectUsagePage')
export const ConceptsPage = page(reports, 'ConceptsPage')
export const ProficiencyPage = page(reports, 'ProficiencyPage')
export const MockPracticePage = page(() => import('@/app/practice/mock-practice-page'), 'MockPracticePage')
export const MockTermsPage = page(() => import('@/features/mock/components/mock-terms-page'), 'MockTermsPage')
export const MockHistoryPage = page(
  () => import('@/features/mock/components/mock-history-page'),
  'MockHistoryPage',
)
export const MockCorrectionPage = page(
  () => import('@/features/mock/components/mock-correction-page'),
  'MockCorrectionPage',
)
export const SummariesPage = page(
  () => import('@/features/summaries/components/summaries-page'),
  'SummariesPage',
)
export const SummaryFormPage = page(
  () => import('@/features/summaries/components/summary-form-page'),
  'SummaryFormPage',
)
export const SummaryShowPage = page(
  () => import('@/features/summaries/components/summary-show-page'),
  'SummaryShowPage',
)
export const SummarySharesPage = page(
  () => import('@/features/summaries/components/summary-shares-page'),
  'SummarySharesPage',
)
export const PaymentPage = page(() => import('@/features/payments/components/payment-page'), 'PaymentPage')
/** The whole staff area, one chunk (`admin-area-<hash>.js`), loaded only behind RequireStaff (decision 0017). */
export const AdminArea = page(() => import('@/app/staff/admin-area'), 'AdminArea')
