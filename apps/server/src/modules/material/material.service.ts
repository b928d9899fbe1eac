import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { notFound } from '../../lib/errors.ts'
import { requireCourseAccess } from '../access/access.service.ts'
import { getCourseWithSection } from '../courses/courses.service.ts'
import { countAccess, findStudyText, pageStudyTexts } from './material.repo.ts'

export const RESTRICTED_TEXT =
  'Este material é exclusivo para quem tem o plano do curso. Assine para ler o conteúdo completo.'

interface Row {
  id: number
  title: string
  kind: string
  restricted: boolean
  accessCount: number
  subjectName: string
  topicName: string | null
}

const toJson = (r: Row) => ({
  id: r.id,
  titulo: r.title,
  tipo: r.kind,
  restrito: r.restricted,
  acessos: r.accessCount,
  disciplina: { nome: r.subjectName },
  assunto: r.topicName === null ? null : { nome: r.topicName },
})

export async function studyTextTable(deps: Deps, courseId: number, body: DataTableBody) {
  await getCourseWithSection(deps, courseId, 'hasMaterial')
  const page = await pageStudyTexts(deps.db, courseId, body)
  return { ...page, data: page.data.map(toJson) }
}

/** Reads a text and counts the access; a restricted text needs an active plan for the course (423). */
export async function readStudyText(deps: Deps, caller: Caller, courseId: number, id: number) {
  await getCourseWithSection(deps, courseId, 'hasMaterial')
  const text = await findStudyText(deps.db, courseId, id)
  if (!text) throw notFound('Resumo não encontrado.')
  if (text.restricted) await requireCourseAccess(deps, caller.id, courseId, RESTRICTED_TEXT)
  const accessCount = await countAccess(deps.db, text.id)
  return { ...toJson({ ...text, accessCount }), conteudo: text.contentHtml }
}
