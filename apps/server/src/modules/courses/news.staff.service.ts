import { access } from 'node:fs/promises'
import path from 'node:path'
import { messages } from '@gabarito/core'
import type { StaffNews } from '@gabarito/core/contract'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { fieldError, foundOr404, notFound } from '../../lib/errors.ts'
import { mediaDir, storeUploadedImage } from '../../lib/media.ts'
import { definedOnly } from '../../lib/staff-fields.ts'
import { requirePermission } from '../access/access.service.ts'
import { deleteAudited, recordAudit } from '../audit/audit.service.ts'
import { courseExists } from './courses.repo.ts'
import * as repo from './news.staff.repo.ts'
import { IMAGE_MAX_BYTES, IMAGE_REFUSED, type NewsBody, type NewsPatch } from './news.staff.schemas.ts'

export const NEWS_NOT_FOUND = 'Notícia não encontrada.'
const ENTITY = 'noticia'

function toJson(row: repo.NewsRow, now: Date): StaffNews {
  return {
    id: row.id,
    modulo_id: row.courseId,
    titulo: row.title,
    imagem: row.image,
    resumo: row.summaryHtml,
    data: row.publishedAt.toISOString(),
    publicada: row.publishedAt.getTime() <= now.getTime(),
  }
}

/** A course's news for the back office (DataTables), scheduled ones too. */
export async function newsTable(deps: Deps, caller: Caller, courseId: number, request: DataTableBody) {
  requirePermission(caller, 'news.edit')
  if (!(await courseExists(deps.db, courseId))) throw notFound(messages.courseNotFound)
  const page = await repo.pageCourseNews(deps.replica, courseId, request)
  const now = deps.clock()
  return { ...page, data: page.data.map((row) => toJson(row, now)) }
}

const existingNews = (deps: Deps, id: number) => foundOr404(repo.findNews(deps.db, id), NEWS_NOT_FOUND)

export async function getNews(deps: Deps, caller: Caller, id: number) {
  requirePermission(caller, 'news.edit')
  return toJson(await existingNews(deps, id), deps.clock())
}

/** The image must be one of the store's (uploaded through `/noticias/imagem`), not any address. */
async function requireStoredImage(deps: Deps, image: string | null | undefined) {
  if (!image) return
  const found = await access(path.join(mediaDir(deps.config.DATA_DIR), path.basename(image))).then(
    () => true,
    () => false,
  )
  if (!found) throw fieldError('imagem', 'Imagem não encontrada. Envie a imagem novamente.')
}

export async function createNews(deps: Deps, caller: Caller, courseId: number, body: NewsBody) {
  requirePermission(caller, 'news.edit')
  if (!(await courseExists(deps.db, courseId))) throw notFound(messages.courseNotFound)
  await requireStoredImage(deps, body.imagem)
  const now = deps.clock()
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertNews(tx, {
      courseId,
      title: body.titulo,
      image: body.imagem,
      summaryHtml: body.resumo,
      publishedAt: body.data,
    })
    const after = toJson(row, now)
    await recordAudit(tx, caller, { action: 'criar', entity: ENTITY, entityId: row.id, after })
    return after
  })
}

export async function updateNews(deps: Deps, caller: Caller, id: number, body: NewsPatch) {
  requirePermission(caller, 'news.edit')
  const current = await existingNews(deps, id)
  await requireStoredImage(deps, body.imagem)
  const now = deps.clock()
  return deps.db.transaction(async (tx) => {
    const values = definedOnly({
      title: body.titulo,
      image: body.imagem,
      summaryHtml: body.resumo,
      publishedAt: body.data,
    })
    const row = Object.keys(values).length ? await repo.updateNews(tx, id, values) : current
    const after = toJson(row, now)
    const before = toJson(current, now)
    await recordAudit(tx, caller, { action: 'alterar', entity: ENTITY, entityId: id, before, after })
    return after
  })
}

export async function deleteNews(deps: Deps, caller: Caller, id: number) {
  requirePermission(caller, 'news.edit')
  const before = toJson(await existingNews(deps, id), deps.clock())
  await deleteAudited(deps.db, caller, { entity: ENTITY, id, before }, (tx) => repo.deleteNews(tx, id))
  return { message: 'Notícia excluída.' }
}

/** Keeps a news image in the media store: the type is read from the bytes; SVG (it can carry scripts) is refused. */
export async function storeNewsImage(deps: Deps, caller: Caller, bytes: Buffer) {
  requirePermission(caller, 'news.edit')
  const limits = { maxBytes: IMAGE_MAX_BYTES, refused: IMAGE_REFUSED }
  return { url: await storeUploadedImage(deps.config.DATA_DIR, bytes, limits) }
}
