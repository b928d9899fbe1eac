import { readFile, stat } from 'node:fs/promises'
import { formatCount, LIMITS } from './import.schemas.ts'

/** The file given to the command line cannot be read as an import file; the message says why, in pt-BR. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImportFileError'
  }
}

/** The refusal of a question file over LIMITS.fileBytes (the command line's file, or the one in a ZIP). */
export const fileTooBig = (file: string, size: number) =>
  `O arquivo ${file} tem ${formatCount(size)} bytes; o máximo é ${formatCount(LIMITS.fileBytes)} ` +
  `(${LIMITS.fileBytes / 1024 / 1024} MB): divida as questões em arquivos menores.`

/**
 * Reads and parses an import file. What is not a regular file (a folder, /dev/zero) or is over
 * LIMITS.fileBytes is refused before a byte is read; broken JSON is explained in Portuguese.
 */
export async function readImportFile(file: string): Promise<unknown> {
  let text: string
  try {
    const stats = await stat(file)
    if (!stats.isFile()) throw new ImportFileError(`Não é um arquivo: ${file}`)
    if (stats.size > LIMITS.fileBytes) throw new ImportFileError(fileTooBig(file, stats.size))
    text = await readFile(file, 'utf8')
  } catch (error) {
    if (error instanceof ImportFileError) throw error
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new ImportFileError(`Arquivo não encontrado: ${file}`)
    if (code === 'EACCES') throw new ImportFileError(`Sem permissão para ler o arquivo ${file}`)
    throw new ImportFileError(`Não foi possível ler o arquivo ${file} (${code ?? String(error)})`)
  }
  return parseImportJson(text, file)
}

/** Parses the text of an import file; broken JSON is explained in Portuguese (its line and column when known). */
export function parseImportJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new ImportFileError(`O arquivo ${file} não é um JSON válido${whereJsonBreaks(text, error)}.`)
  }
}

/** V8's JSON.parse messages are in English: keep what locates the mistake (a position, a character). */
function whereJsonBreaks(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : ''
  const position = /at position (\d+)/.exec(message)?.[1]
  if (position !== undefined) {
    const before = text.slice(0, Number(position))
    const line = before.split('\n').length
    return `: erro na linha ${line}, coluna ${before.length - before.lastIndexOf('\n')}`
  }
  const token = /^Unexpected token '(.+?)'/.exec(message)?.[1]
  if (token !== undefined) return `: caractere inesperado ${JSON.stringify(token)}`
  if (message.includes('end of JSON input')) return ': o texto acaba antes de o JSON terminar'
  return ''
}
