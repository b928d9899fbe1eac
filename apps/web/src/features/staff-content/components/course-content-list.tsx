import { Button } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { ChooseCourse } from '@/components/staff/choose-course'
import { type SelectedItem, useManagerSelection } from '@/lib/staff-selection'

/** A content list's "Nova notícia", "Novo material"… button. */
export function NewButton({ to, children }: { to: string; children: string }) {
  return (
    <Button component={Link} to={to} leftSection={<IconPlus size={18} aria-hidden />}>
      {children}
    </Button>
  )
}

interface CourseContentListProps {
  /** 'Notícias': the chosen course's name follows it. */
  title: string
  newLabel: string
  newTo: string
  /** What the hint asks a course for: 'as notícias do curso'. */
  chooseWhat: string
  /** The list of the chosen course. */
  children: (modulo: SelectedItem) => ReactNode
}

/** The list of a course's content (news, material): the new button and the list once a course is chosen. */
export function CourseContentList({ title, newLabel, newTo, chooseWhat, children }: CourseContentListProps) {
  const { modulo } = useManagerSelection()
  return (
    <>
      <AdminPageTitle actions={modulo && <NewButton to={newTo}>{newLabel}</NewButton>}>
        {title}
        {modulo ? ` — ${modulo.nome}` : ''}
      </AdminPageTitle>
      {modulo ? children(modulo) : <ChooseCourse toDo={`ver ${chooseWhat}`} marked />}
    </>
  )
}
