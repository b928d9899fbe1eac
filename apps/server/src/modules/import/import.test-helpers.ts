import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect } from 'vitest'
import { ROOT_DIR } from '../../config.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { plainQuestion } from '../../test/import-files.ts'
import type { ImportDocument } from './import.schemas.ts'
import { ImportError, importQuestions } from './import.service.ts'

/** Shared by the import tests: tiny valid pictures, a sample file, a refusal check and the command line. */

export interface ImportSuite {
  t: TestContext
  /** The file's folder: image paths of a document are read from here. */
  dir: string
  /** Imports a document as the command line would, from `dir`. */
  run(doc: unknown): ReturnType<typeof importQuestions>
}

/**
 * For one import test file: the real app's database and a temporary folder (with the sample images unless
 * `images` is false), made before the file's tests and removed after them. Call it at the top level.
 */
export function importSuite({ images = true } = {}): ImportSuite {
  const suite = {
    run: (doc: unknown) => importQuestions({ db: suite.t.db, config: suite.t.config }, doc, suite.dir),
  } as ImportSuite
  beforeAll(async () => {
    suite.t = await createTestContext()
    suite.dir = mkdtempSync(path.join(tmpdir(), 'gabarito-import-'))
    if (images) writeSampleImages(suite.dir)
  })
  afterAll(async () => {
    await suite.t.close()
    rmSync(suite.dir, { recursive: true, force: true })
  })
  return suite
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
// Another valid picture (different bytes, so a different media name): a 1×1 GIF with a red pixel.
export const GIF_RED = Buffer.from('R0lGODlhAQABAPAAAP8AAP///yH5BAAAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')

/** The pictures sampleDocument uses, in `dir`/img, and a file that is not a picture. */
export function writeSampleImages(dir: string): void {
  mkdirSync(path.join(dir, 'img'))
  writeFileSync(path.join(dir, 'img', 'figura.png'), PNG)
  // Named like a formula but holding a GIF: the type comes from the bytes.
  writeFileSync(path.join(dir, 'img', 'formula.latex'), GIF)
  writeFileSync(path.join(dir, 'img', 'alt a.gif'), GIF_RED)
  writeFileSync(path.join(dir, 'img', 'nao-imagem.png'), 'isto é texto, não imagem')
}

/** Three questions: Markdown with images, HTML with a script and image alternatives, and a plain one. */
export function sampleDocument(course: string): ImportDocument {
  return {
    modulo: { nome: course },
    questoes: [
      {
        ref: 'q-1',
        disciplina: 'Matemática',
        assunto: 'Razão e Proporção',
        concurso: { nome: 'ENEM', ano: 2020, numero: 136 },
        formato: 'markdown',
        texto: 'Calcule **x** na figura:\n\n![figura](img/figura.png)',
        alternativas: [
          { letra: 'A', texto: '1' },
          { letra: 'B', texto: '2' },
          { letra: 'C', texto: '*3*' },
          { letra: 'D', texto: '4.', imagem: null },
          { letra: 'E', texto: '5' },
        ],
        correta: 'C',
        resumo: 'Porque **x = 3**. ![](img/formula.latex)',
        tags: ['álgebra', 'ENEM 2020'],
      },
      {
        ref: 'q-2',
        disciplina: 'Língua Portuguesa',
        assunto: null,
        concurso: { nome: 'ESA', ano: 2019, numero: 5 },
        formato: 'html',
        texto:
          '<p>Leia o texto.</p><script>alert("x")</script><p onclick="x()"><img src="img/formula.latex"></p>',
        alternativas: [
          { letra: 'A', texto: null, imagem: 'img/alt a.gif' },
          { letra: 'B', texto: '<b>Texto</b>', imagem: 'img/figura.png' },
        ],
        correta: 'B',
        resumo: null,
        tags: [],
      },
      plainQuestion('q-3', {
        assunto: 'Razão e Proporção',
        concurso: { nome: 'ENEM', ano: 2020, numero: 137 },
        tags: ['ENEM 2020'],
      }),
    ],
  }
}

/** The ImportError an import must end with. */
export async function importFailure(importing: Promise<unknown>): Promise<ImportError> {
  const outcome = await importing.catch((e: unknown) => e)
  expect(outcome).toBeInstanceOf(ImportError)
  return outcome as ImportError
}

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

/** `npm run import:questions -- <args>` in a child process, on the database `env` names. */
export async function runImportCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  const cli = ['--import', 'tsx', 'apps/server/src/import-cli.ts', ...args]
  const options = { cwd: ROOT_DIR, env: { ...process.env, LOG_LEVEL: 'silent', ...env } }
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, cli, options)
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}
