/**
 * Converts the ENEM questions in ../shared/data/enem (see its SOURCE.md) into the question import format
 * (docs/import-format.md), so they can be imported with `npm run import:questions`.
 *
 *   npx tsx scripts/enem-to-import.ts [out.json]      # default: <tmp>/gabarito-enem/enem-import.json
 *   npm run import:questions -- <the printed path> --imagens <the ENEM data folder>
 *
 * The data folder is read-only: the JSON is written elsewhere and its image paths point back at the data
 * folder, relative to where the JSON is written.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ImportDocument } from '../apps/server/src/modules/import/import.schemas.ts'

export const REPO_ROOT = path.resolve(import.meta.dirname, '..')
export const ENEM_DIR = path.resolve(REPO_ROOT, '..', 'shared', 'data', 'enem')

/** One element of questions.json. */
export interface EnemItem {
  id: string
  year: number
  number: number
  language: null | 'ingles' | 'espanhol'
  discipline_label: string
  statement: string
  alternatives: { letter: string; text: string | null; image?: string | null }[]
  correct: string
}

const LANGUAGE_TAGS: Record<string, string> = { ingles: 'Inglês', espanhol: 'Espanhol' }

/**
 * The import document for the ENEM items. `dataDir` holds questions.json and images/; `outDir` is where the
 * JSON will be written (image paths are made relative to it).
 */
export function convertEnem(items: EnemItem[], options: { dataDir: string; outDir: string }): ImportDocument {
  const toData = path.relative(options.outDir, options.dataDir).split(path.sep).join('/')
  const base = toData === '' ? '' : `${toData}/`
  // Statement images are Markdown addresses: percent-encode the path (the importer decodes it).
  const statementImages = encodeURI(`${base}images/`)
  return {
    modulo: { nome: 'ENEM' },
    questoes: items.map((item) => ({
      ref: item.id,
      disciplina: item.discipline_label,
      assunto: null,
      // Where it comes from (issue 31): the exam's, which its questions take (the year is the exam's too).
      concurso: {
        nome: 'ENEM',
        ano: item.year,
        numero: item.number,
        banca: 'INEP',
        orgao: 'ENEM',
        nivel: 'medio',
      },
      formato: 'markdown',
      texto: item.statement.replaceAll('https://enem.dev/', statementImages),
      alternativas: item.alternatives.map((a) => ({
        letra: a.letter,
        texto: a.text,
        imagem: a.image ? `${base}${a.image}` : null,
      })),
      correta: item.correct,
      resumo: null,
      tags: [
        item.discipline_label,
        ...(item.language && LANGUAGE_TAGS[item.language] ? [LANGUAGE_TAGS[item.language] as string] : []),
      ],
    })),
  }
}

/** Reads questions.json, converts it and writes the import file; returns its path and question count. */
export function writeEnemImport(outFile: string, dataDir = ENEM_DIR): { file: string; questions: number } {
  const items = JSON.parse(readFileSync(path.join(dataDir, 'questions.json'), 'utf8')) as EnemItem[]
  const file = path.resolve(outFile)
  mkdirSync(path.dirname(file), { recursive: true })
  const doc = convertEnem(items, { dataDir, outDir: path.dirname(file) })
  writeFileSync(file, `${JSON.stringify(doc, null, 1)}\n`)
  return { file, questions: doc.questoes.length }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = process.argv[2]
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2])
    : path.join(tmpdir(), 'gabarito-enem', 'enem-import.json')
  const { file, questions } = writeEnemImport(out)
  console.log(`${questions} questões do ENEM em ${file}`)
  // The images stay in the data folder, outside the file's own folder: the importer must be told where.
  console.log(`importe com: npm run import:questions -- ${file} --imagens ${ENEM_DIR}`)
}
