import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { ImportDocument } from '../modules/import/import.schemas.ts'

/** Question files for the import tests, the server's and the browser tests' (e2e imports this file). */

export type ImportedQuestion = ImportDocument['questoes'][number]

/** A plain question of an import file: Markdown, two alternatives, no image, exam, explanation or tags. */
export function plainQuestion(ref: string, more: Partial<ImportedQuestion> = {}): ImportedQuestion {
  return {
    ref,
    disciplina: 'Matemática',
    assunto: 'Aritmética',
    formato: 'markdown',
    texto: 'Quanto é 2 + 3?',
    alternativas: [
      { letra: 'A', texto: '4' },
      { letra: 'B', texto: '5' },
    ],
    correta: 'B',
    resumo: null,
    tags: [],
    ...more,
  }
}

/** Writes `questoes.json` in `dir`: the course `course` with one plainQuestion. Returns the file's path. */
export function writeOneQuestionFile(dir: string, course: string, ref: string): string {
  const file = path.join(dir, 'questoes.json')
  const document: ImportDocument = { modulo: { nome: course }, questoes: [plainQuestion(ref)] }
  writeFileSync(file, JSON.stringify(document))
  return file
}
