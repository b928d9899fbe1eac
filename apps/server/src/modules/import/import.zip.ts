import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { unzipSync } from 'fflate'
import { formatCount } from './import.schemas.ts'

/** A ZIP the back office cannot use; the message says why, in pt-BR. */
export class ImportZipError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImportZipError'
  }
}

/** What one ZIP may hold once unpacked: the ENEM bank with every image is about 70 MB in 2,500 files. */
export const ZIP_LIMITS = { files: 20_000, unpackedBytes: 300 * 1024 * 1024 } as const

const isZipEntryOk = (name: string) =>
  !name.startsWith('/') && !/^[a-zA-Z]:/.test(name) && !name.split('/').some((part) => part === '..')

/**
 * Unpacks a ZIP into `dir` and returns the path of its one JSON file. Sizes are read from the ZIP's directory
 * before anything is unpacked (fflate never writes more than an entry declares, so a lying entry is cut short, not
 * a bomb); names that lead out of `dir` (absolute, `..`) are refused; macOS's `__MACOSX` copies are left out.
 */
export async function unpackImportZip(bytes: Uint8Array, dir: string): Promise<string> {
  let files = 0
  let unpacked = 0
  let entries: Record<string, Uint8Array>
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        const name = file.name.replaceAll('\\', '/')
        if (name.endsWith('/') || name.startsWith('__MACOSX/')) return false
        files += 1
        unpacked += file.originalSize
        if (files > ZIP_LIMITS.files || unpacked > ZIP_LIMITS.unpackedBytes) {
          throw new ImportZipError(
            `O ZIP é grande demais: no máximo ${formatCount(ZIP_LIMITS.files)} arquivos e ` +
              `${ZIP_LIMITS.unpackedBytes / 1024 / 1024} MB descompactados.`,
          )
        }
        if (!isZipEntryOk(name))
          throw new ImportZipError(`O ZIP tem um caminho que sai da pasta: ${file.name}`)
        return true
      },
    })
  } catch (error) {
    if (error instanceof ImportZipError) throw error
    throw new ImportZipError('O arquivo não é um ZIP válido.')
  }
  const jsons: string[] = []
  for (const [rawName, data] of Object.entries(entries)) {
    const name = rawName.replaceAll('\\', '/')
    const target = path.resolve(dir, name)
    if (!target.startsWith(path.resolve(dir) + path.sep)) {
      throw new ImportZipError(`O ZIP tem um caminho que sai da pasta: ${rawName}`)
    }
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, data)
    if (name.toLowerCase().endsWith('.json')) jsons.push(target)
  }
  if (jsons.length !== 1) {
    throw new ImportZipError(
      jsons.length === 0
        ? 'O ZIP não tem o arquivo .json das questões.'
        : `O ZIP deve ter um só arquivo .json (o das questões); tem ${jsons.length}.`,
    )
  }
  return jsons[0] as string
}
