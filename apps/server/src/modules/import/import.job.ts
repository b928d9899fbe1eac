import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { type Checked, checkDocument } from './import.check.ts'
import { ImportFileError, parseImportJson } from './import.file.ts'
import { ImportError, type ImportProblem } from './import.problems.ts'
import type { Prepared } from './import.write.ts'
import { ImportZipError, isZip, unpackImportZip } from './import.zip.ts'

// What the import worker (import.worker.mjs) runs: the import's checking half, off the server's event loop. The
// answer comes back as JSON texts of about a megabyte (import.worker-host.ts parses them one per turn of its loop).

/** A document already parsed (the command line, tests), or the bytes of a browser upload: a JSON or a ZIP. */
export type ImportJob =
  | { kind: 'document'; input: unknown; baseDir: string; imageRoot?: string; dataDir: string }
  | { kind: 'upload'; bytes: Uint8Array; dir: string; courseName: string; dataDir: string }

export type JobFailure =
  | { kind: 'import'; problems: string }
  | { kind: 'file' | 'zip'; message: string }
  | { kind: 'crash'; message: string; stack?: string }

/** `prepared`: a JSON array of Prepared; `done` after the last of them. */
export type JobMessage =
  | { id: number; prepared: string }
  | { id: number; done: { courseName: string } }
  | { id: number; failed: JobFailure }

const BATCH_CHARACTERS = 1024 * 1024

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Runs one job and posts its answer; it never throws (a failure is posted too). */
export async function runImportJob(id: number, job: ImportJob, post: (m: JobMessage) => void): Promise<void> {
  try {
    const checked =
      job.kind === 'document'
        ? await checkDocument(job.input, job.baseDir, { imageRoot: job.imageRoot, dataDir: job.dataDir })
        : await checkUpload(job)
    let batch: Prepared[] = []
    let size = 0
    for (const p of checked.prepared) {
      batch.push(p)
      // The HTML, and about 200 characters of ref, names, hash and JSON around them.
      size += 200 + p.textHtml.length + p.explanationHtml.length
      for (const a of p.alternatives) size += a.textHtml.length
      if (size >= BATCH_CHARACTERS) {
        post({ id, prepared: JSON.stringify(batch) })
        batch = []
        size = 0
      }
    }
    if (batch.length > 0) post({ id, prepared: JSON.stringify(batch) })
    post({ id, done: { courseName: checked.courseName } })
  } catch (error) {
    post({ id, failed: failureOf(error) })
  }
}

function failureOf(error: unknown): JobFailure {
  if (error instanceof ImportError) return { kind: 'import', problems: JSON.stringify(error.problems) }
  if (error instanceof ImportFileError) return { kind: 'file', message: error.message }
  if (error instanceof ImportZipError) return { kind: 'zip', message: error.message }
  const crash = error instanceof Error ? error : new Error(String(error))
  return { kind: 'crash', message: crash.message, stack: crash.stack }
}

/** An upload: the ZIP unpacked into `dir` (its images' root) or the JSON itself, for the course chosen in the page. */
async function checkUpload(job: Extract<ImportJob, { kind: 'upload' }>): Promise<Checked> {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength)
  let file = path.join(job.dir, 'questoes.json')
  let text: string
  if (isZip(bytes)) {
    file = await unpackImportZip(bytes, job.dir)
    text = await readFile(file, 'utf8')
  } else text = bytes.toString('utf8')
  const input = forCourse(parseImportJson(text, path.basename(file)), job.courseName)
  return checkDocument(input, path.dirname(file), { imageRoot: job.dir, dataDir: job.dataDir })
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
    const problem: ImportProblem = {
      index: null,
      ref: null,
      message: `o arquivo é do curso ${JSON.stringify(named)}, mas a importação é para ${JSON.stringify(courseName)}: escolha o curso certo ou mude "modulo.nome"`,
    }
    throw new ImportError([problem])
  }
  return input
}
