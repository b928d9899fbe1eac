import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { CacheEvents } from '../../lib/cache-events.ts'
import type { Checked } from './import.check.ts'
import { checkInWorker } from './import.worker-host.ts'
import { type WrittenHook, writeQuestions } from './import.write.ts'

export { formatProblems, ImportError, type ImportProblem } from './import.problems.ts'

export interface ImportDeps {
  db: Database
  config: Config
  /** Tells the running app instances about a course the import creates (the command passes it with REDIS_URL). */
  cacheEvents?: CacheEvents
}

export interface ImportOptions {
  /** The folder every image must be in (symlinks resolved): the JSON file's folder (`baseDir`) unless given. */
  imageRoot?: string
  /** Import into this course (the back office's choice) instead of the one `modulo.nome` names or creates. */
  courseId?: number
  /** Runs in the import's transaction after the writes (the back office's audit row). */
  onWritten?: WrittenHook
}

export interface ImportResult {
  created: number
  updated: number
}

/**
 * Imports a question file (docs/import-format.md) in one transaction. Everything is checked first (shape,
 * sizes, letters, refs, every image file: import.check.ts, in the import worker); any problem throws an
 * ImportError listing all of them and nothing is written. Questions are matched by `ref` within the course: an
 * unchanged one (same import hash) is left alone, a changed one is updated in place. Image paths are relative to
 * `baseDir`.
 */
export async function importQuestions(
  deps: ImportDeps,
  input: unknown,
  baseDir: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const checked = await checkInWorker({
    kind: 'document',
    input,
    baseDir,
    imageRoot: options.imageRoot,
    dataDir: deps.config.DATA_DIR,
  })
  return write(deps, checked, options)
}

/**
 * Imports the bytes a browser sent into `courseName`'s course (`options.courseId`): the JSON of the import format,
 * or a ZIP with it and its images, unpacked into `dir` (the images' root). Unpacking, parsing and checking run in
 * the import worker; ImportZipError and ImportFileError say what is wrong with the ZIP or the JSON. Bytes that own
 * their memory (a request's body over 4 KB) are moved to the worker, not copied: they are empty afterwards.
 */
export async function importUpload(
  deps: ImportDeps,
  upload: { bytes: Uint8Array; dir: string; courseName: string },
  options: ImportOptions & { courseId: number },
): Promise<ImportResult> {
  const { bytes } = upload
  const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
  const checked = await checkInWorker(
    { kind: 'upload', ...upload, dataDir: deps.config.DATA_DIR },
    owned && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [],
  )
  return write(deps, checked, options)
}

function write(deps: ImportDeps, checked: Checked, options: ImportOptions): Promise<ImportResult> {
  const target =
    options.courseId === undefined ? { courseName: checked.courseName } : { courseId: options.courseId }
  return writeQuestions(deps, target, checked.prepared, options.onWritten)
}
