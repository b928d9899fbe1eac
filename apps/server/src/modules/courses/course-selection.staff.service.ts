import { messages } from '@gabarito/core'
import type { SelectionOption } from '@gabarito/core/contract'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { notFound } from '../../lib/errors.ts'
import { requirePermission } from '../access/access.service.ts'
import {
  selectCourseOptions,
  selectSubjectOptions,
  selectTopicOptions,
  subjectExists,
} from './course-selection.staff.repo.ts'
import { courseExists } from './courses.repo.ts'

/**
 * The staff area's selection (SPEC section 3: módulo, then disciplina, then assunto): every record, hidden
 * ones marked, for Admin and Gerente (decision 0017). `busca` narrows by name, ignoring case and accents.
 */
export async function courseOptions(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  busca?: string,
): Promise<SelectionOption[]> {
  requirePermission(caller, 'staff.enter')
  return selectCourseOptions(deps.db, busca)
}

export async function subjectOptions(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  courseId: number,
  busca?: string,
): Promise<SelectionOption[]> {
  requirePermission(caller, 'staff.enter')
  const [rows, exists] = await Promise.all([
    selectSubjectOptions(deps.db, courseId, busca),
    courseExists(deps.db, courseId),
  ])
  if (rows.length === 0 && !exists) throw notFound(messages.courseNotFound)
  return rows
}

export async function topicOptions(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  subjectId: number,
  busca?: string,
): Promise<SelectionOption[]> {
  requirePermission(caller, 'staff.enter')
  const [rows, exists] = await Promise.all([
    selectTopicOptions(deps.db, subjectId, busca),
    subjectExists(deps.db, subjectId),
  ])
  if (rows.length === 0 && !exists) throw notFound('Disciplina não encontrada.')
  return rows
}
