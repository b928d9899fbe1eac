import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { AppError, fieldError } from '../../lib/errors.ts'
import { requirePermission } from '../access/access.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { ImportFileError } from './import.file.ts'
import { findCourseName } from './import.repo.ts'
import { formatProblems, ImportError, type ImportProblem, importUpload } from './import.service.ts'
import { ImportZipError, isZip } from './import.zip.ts'

/** 422 with every problem of the file, as the command line prints them, and the list the page shows. */
function refusal(problems: ImportProblem[]): AppError {
  const message = formatProblems(problems).split('\n')[0] as string
  return new AppError(422, message, {
    errors: { arquivo: [message] },
    problemas: problems.map((p) => ({ indice: p.index, ref: p.ref, mensagem: p.message })),
  })
}

/**
 * An import from the browser: the JSON of the import format, or a ZIP with that JSON and its images. It runs the
 * same importer as `npm run import:questions` (one transaction, nothing written when any question is wrong) into
 * the chosen course, and writes the audit row in that transaction.
 */
export async function importFromUpload(deps: Deps, caller: Caller, courseId: number, bytes: Buffer) {
  requirePermission(caller, 'questions.edit')
  const courseName = await findCourseName(deps.db, courseId)
  if (courseName === undefined) throw fieldError('modulo_id', 'Curso não encontrado.')
  if (bytes.length === 0) throw fieldError('arquivo', 'Envie o arquivo .json ou .zip das questões.')
  // Read before the import: the bytes are moved to the import worker.
  const kind = isZip(bytes) ? 'zip' : 'json'
  const dir = await mkdtemp(path.join(tmpdir(), 'gabarito-upload-'))
  try {
    const result = await importUpload(
      deps,
      { bytes, dir, courseName },
      {
        courseId,
        onWritten: (tx, written) =>
          recordAudit(tx, caller, {
            action: 'importar',
            entity: 'curso',
            entityId: courseId,
            after: {
              arquivo: kind,
              novas: written.created,
              atualizadas: written.updated,
            },
          }),
      },
    )
    return { novas: result.created, atualizadas: result.updated }
  } catch (error) {
    if (error instanceof ImportError) throw refusal(error.problems)
    if (error instanceof ImportFileError || error instanceof ImportZipError) {
      throw refusal([{ index: null, ref: null, message: error.message }])
    }
    throw error
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
