import { Alert } from '@mantine/core'
import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { ChooseCourse } from '@/components/staff/choose-course'
import { useRecord } from '@/features/staff-content/api/content'
import { type ManagerSelection, useManagerSelection } from '@/lib/staff-selection'

interface ContentFormPageProps<T> {
  /** The record's kind, for its query key: 'noticia', 'material', 'conceito'. */
  kind: string
  load: (id: number) => Promise<T>
  /** 'Editar notícia' */
  editTitle: string
  /** 'Nova notícia' (the chosen course's name follows it when the record belongs to a course). */
  newTitle: string
  /** 'Notícia não encontrada.' */
  notFound: string
  /** A course's record: what a new one asks the selection for ('onde publicar'); unset for shared records. */
  chooseWhat?: string
  /** The form: of the saved record, or of a new one (with the selection, for a course's record). */
  children: (saved: T | undefined, selection: ManagerSelection) => ReactNode
}

/**
 * `#/admin/<area>/nova` and `#/admin/<area>/{id}` of the content areas: the title, the record loaded by id (or
 * its "não encontrado"), and for a new course record the selection's course (or the hint to choose one).
 */
export function ContentFormPage<T>(props: ContentFormPageProps<T>) {
  const { kind, load, editTitle, newTitle, notFound, chooseWhat, children } = props
  const { id } = useParams()
  const recordId = Number(id)
  const editing = id !== undefined
  const selection = useManagerSelection()
  const { modulo } = selection
  const forCourse = chooseWhat !== undefined
  const record = useRecord(kind, recordId, load, editing && Number.isInteger(recordId))
  let body: ReactNode = null
  if (editing && (record.isError || !Number.isInteger(recordId))) body = <Alert color="red">{notFound}</Alert>
  else if (editing && record.data) body = children(record.data, selection)
  else if (!editing)
    body =
      !forCourse || modulo ? (
        children(undefined, selection)
      ) : (
        <ChooseCourse toDo={`ver ${chooseWhat}`} marked />
      )
  return (
    <>
      <AdminPageTitle>
        {editing ? editTitle : `${newTitle}${forCourse && modulo ? ` — ${modulo.nome}` : ''}`}
      </AdminPageTitle>
      {body}
    </>
  )
}
