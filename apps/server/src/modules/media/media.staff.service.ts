import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { storeUploadedImage } from '../../lib/media.ts'
import { requirePermission } from '../access/access.service.ts'
import { recordAudit } from '../audit/audit.service.ts'

/** The back office's images (question statements, alternatives, explanations): up to 5 MB each. */
export const STAFF_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const STAFF_IMAGE_REFUSED = 'Envie uma imagem PNG, JPEG, GIF, BMP ou WebP de até 5 MB.'

/**
 * Keeps an image in the media store, named by its content. The type comes from the bytes, never from the name
 * or the header: a script renamed .png is refused, and so is SVG (it can carry scripts).
 */
export async function storeStaffImage(deps: Pick<Deps, 'db' | 'config'>, caller: Caller, bytes: Buffer) {
  requirePermission(caller, 'questions.edit')
  const limits = { maxBytes: STAFF_IMAGE_MAX_BYTES, refused: STAFF_IMAGE_REFUSED }
  const url = await storeUploadedImage(deps.config.DATA_DIR, bytes, limits)
  await deps.db.transaction((tx) =>
    recordAudit(tx, caller, {
      action: 'enviar',
      entity: 'imagem',
      // The file's name (its content hash) fits the log's record column; the address is in `after`.
      entityId: url.slice(url.lastIndexOf('/') + 1, url.lastIndexOf('.')),
      after: { url, bytes: bytes.length },
    }),
  )
  return { url }
}
