import { Badge, Divider, NavLink, Text, VisuallyHidden } from '@mantine/core'
import {
  type Icon,
  IconBook2,
  IconBookmarks,
  IconChartBar,
  IconClipboardCheck,
  IconHistory,
  IconListCheck,
  IconNews,
  IconNotebook,
  IconNotes,
  IconRepeat,
  IconTrophy,
} from '@tabler/icons-react'
import { Link, useLocation } from 'react-router'
import { useReviewSummary } from '@/lib/api/review-summary'
import type { Course, CourseSection } from '@/lib/current-course'

interface SidebarCourseLinksProps {
  course: Course
  onNavigate: () => void
}

interface CourseLink {
  label: string
  to: string
  Icon: Icon
  /** The course flag that shows the link; none: always shown once a course is chosen. */
  section?: CourseSection
  badge?: 'PRO' | 'novo'
  /** Active only on this exact path (Simulado must not light up on Simulados Antigos). */
  exact?: boolean
  /** Shows how many reviews are due now (issue 30). */
  dueBadge?: boolean
}

/** In the order of SPEC section 2 ("Sidebar and top bar"). */
const COURSE_LINKS: CourseLink[] = [
  { label: 'Notícias', to: '/v2/geral/noticias', Icon: IconNews, section: 'has_noticia' },
  { label: 'Questões', to: '/v2/geral/perguntas', Icon: IconListCheck, section: 'has_pergunta' },
  { label: 'Revisão', to: '/v2/geral/revisao', Icon: IconRepeat, section: 'has_pergunta', dueBadge: true },
  {
    label: 'Caderno de erros',
    to: '/v2/geral/caderno-de-erros',
    Icon: IconNotebook,
    section: 'has_pergunta',
  },
  { label: 'Meus cadernos', to: '/v2/geral/cadernos', Icon: IconBookmarks, section: 'has_pergunta' },
  { label: 'Material', to: '/v2/geral/resumo', Icon: IconBook2, section: 'has_material' },
  {
    label: 'Simulado',
    to: '/v2/geral/simulado',
    Icon: IconClipboardCheck,
    section: 'has_simulado',
    exact: true,
  },
  {
    label: 'Simulados Antigos',
    to: '/v2/geral/simulado/historico',
    Icon: IconHistory,
    section: 'has_simulado',
  },
  {
    label: 'Concursos',
    to: '/v2/geral/concurso_relacionados',
    Icon: IconTrophy,
    section: 'has_prova_anterior',
    badge: 'PRO',
  },
  {
    label: 'Relatórios',
    to: '/v2/geral/relatorio',
    Icon: IconChartBar,
    section: 'has_relatorio',
    badge: 'PRO',
  },
  { label: 'Meus Resumos', to: '/v2/geral/arquivo', Icon: IconNotes, badge: 'novo' },
]

/** The links a course offers, by its flags. */
export function courseLinks(course: Course): CourseLink[] {
  return COURSE_LINKS.filter((link) => !link.section || course[link.section])
}

/** Today's reviews, on the Revisão link; nothing when none are due (or the count has not come). */
function DueBadge({ course }: { course: Course }) {
  const summary = useReviewSummary(course.id, course.has_pergunta)
  const due = summary.data?.pendentes_hoje ?? 0
  if (due <= 0) return null
  return (
    <Badge size="sm" radius="xl" color="red.8" variant="filled" data-testid="revisoes-pendentes">
      <span aria-hidden>{due}</span>
      <VisuallyHidden>{due === 1 ? '1 revisão pendente' : `${due} revisões pendentes`}</VisuallyHidden>
    </Badge>
  )
}

/** Under the current course's name: the sections it has (SPEC section 2). */
export function SidebarCourseLinks({ course, onNavigate }: SidebarCourseLinksProps) {
  const { pathname } = useLocation()

  const isActive = (link: CourseLink) =>
    link.exact ? pathname === link.to : pathname === link.to || pathname.startsWith(`${link.to}/`)

  return (
    <section aria-labelledby="curso-atual" data-testid="menu-do-curso">
      <Divider my="xs" />
      <Text id="curso-atual" size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt={4} pb={6} lineClamp={2}>
        <VisuallyHidden>Curso atual: </VisuallyHidden>
        {course.nome}
      </Text>
      {courseLinks(course).map((link) => (
        <NavLink
          key={link.to}
          component={Link}
          to={link.to}
          label={link.label}
          leftSection={<link.Icon size={20} aria-hidden />}
          rightSection={
            link.dueBadge ? (
              <DueBadge course={course} />
            ) : (
              link.badge && (
                <Badge
                  size="xs"
                  radius="sm"
                  variant={link.badge === 'PRO' ? 'filled' : 'light'}
                  color={link.badge === 'PRO' ? 'yellow.5' : 'brand'}
                  autoContrast
                  tt={link.badge === 'PRO' ? undefined : 'lowercase'}
                >
                  {link.badge}
                </Badge>
              )
            )
          }
          active={isActive(link)}
          onClick={onNavigate}
        />
      ))}
    </section>
  )
}
