import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ROLES } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { AppError, fieldError } from '../../lib/errors.ts'
import { requireRole } from '../access/access.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import type { Caller } from '../auth/auth.service.ts'
import { ImportFileError, parseImportJson } from './import.file.ts'
import { findCourseName } from './import.repo.ts'
import { formatProblems, ImportError, type ImportProblem, importQuestions } from './import.service.ts'
import { ImportZipError, unpackImportZip } from './import.zip.ts'

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))

/** 422 with every problem of the file, as the command line prints them, and the list the page shows. */
function refusal(problems: ImportProblem[]): AppError {
  const message = formatProblems(problems).split('\n')[0] as string
  return new AppError(422, message, {
    errors: { arquivo: [message] },
    problemas: problems.map((p) => ({ indice: p.index, ref: p.ref, mensagem: p.message })),
  })
}

/**
 * The file is for the course chosen in the page: without `modulo` it takes that course's name; a `modulo.nome`
 * naming another course is refused (a file meant for another course is a mistake, not a wish).
 */
function forCourse(input: unknown, courseName: string): unknown {
  if (!isRecord(input)) return input
  if (input.modulo === undefined) return { ...input, modulo: { nome: courseName } }
  const named =
    isRecord(input.modulo) && typeof input.modulo.nome === 'string' ? input.modulo.nome.trim() : null
  if (named !== null && named !== courseName) {
    throw refusal([
      {
        index: null,
        ref: null,
        message: `o arquivo é do curso ${JSON.stringify(named)}, mas a importação é para ${JSON.stringify(courseName)}: escolha o curso certo ou mude "modulo.nome"`,
      },
    ])
  }
  return input
}

/**
 * An import from the browser: the JSON of the import format, or a ZIP with that JSON and its images. It runs the
 * same importer as `npm run import:questions` (one transaction, nothing written when any question is wrong) into
 * the chosen course, and writes the audit row in that transaction.
 */
export async function importFromUpload(deps: Deps, caller: Caller, courseId: number, bytes: Buffer) {
  requireRole(caller, ROLES.admin, ROLES.manager)
  const courseName = await findCourseName(deps.db, courseId)
  if (courseName === undefined) throw fieldError('modulo_id', 'Curso não encontrado.')
  if (bytes.length === 0) throw fieldError('arquivo', 'Envie o arquivo .json ou .zip das questões.')
  const dir = await mkdtemp(path.join(tmpdir(), 'gabarito-upload-'))
  try {
    let file = path.join(dir, 'questoes.json')
    let text: string
    if (isZip(bytes)) {
      file = await unpackImportZip(bytes, dir)
      text = await readFile(file, 'utf8')
    } else text = bytes.toString('utf8')
    const input = forCourse(parseImportJson(text, path.basename(file)), courseName)
    const result = await importQuestions(deps, input, path.dirname(file), {
      imageRoot: dir,
      courseId,
      onWritten: (tx, written) =>
        recordAudit(tx, caller, {
          action: 'importar',
          entity: 'curso',
          entityId: courseId,
          after: {
            arquivo: isZip(bytes) ? 'zip' : 'json',
            novas: written.created,
            atualizadas: written.updated,
          },
        }),
    })
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
