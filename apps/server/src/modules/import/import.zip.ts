import { createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { crc32, createInflateRaw } from 'node:zlib'
import { fileTooBig } from './import.file.ts'
import { formatCount, LIMITS } from './import.schemas.ts'
import { BrokenZipError, dataStart, type ZipEntry, zipEntries } from './import.zip-directory.ts'

/** A ZIP the back office cannot use; the message says why, in pt-BR. */
export class ImportZipError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImportZipError'
  }
}

/** What one ZIP may hold once unpacked: the ENEM bank with every image is about 70 MB in 2,500 files. */
export const ZIP_LIMITS = { files: 20_000, unpackedBytes: 300 * 1024 * 1024 } as const

const NOT_A_ZIP = 'O arquivo não é um ZIP válido.'
/** How much an entry is inflated at a time: what unpacking holds in memory, whatever the entry's size. */
const CHUNK = 256 * 1024

/** A ZIP starts with a local file header (`PK\3\4`); anything else is taken for the JSON itself. */
export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04

const isZipEntryOk = (name: string) =>
  !name.startsWith('/') && !/^[a-zA-Z]:/.test(name) && !name.split('/').some((part) => part === '..')

/**
 * Unpacks a ZIP into `dir` and returns the path of its one JSON file. Everything is checked on the ZIP's directory
 * before a byte is inflated: at most ZIP_LIMITS files and unpacked bytes (as declared), names that stay in `dir`
 * (not absolute, no `..`), exactly one `.json` of at most LIMITS.fileBytes. Each file is then inflated in chunks
 * straight to disk, and stopped as soon as it gives more than it declared (a lying entry is refused, not a bomb);
 * its size and CRC must match. macOS's `__MACOSX` copies are left out.
 */
export async function unpackImportZip(bytes: Uint8Array, dir: string): Promise<string> {
  const root = path.resolve(dir)
  const entries = checkedEntries(bytes, root)
  const folders = new Set<string>()
  let json = ''
  try {
    for (const { entry, target } of entries) {
      const folder = path.dirname(target)
      if (!folders.has(folder)) {
        await mkdir(folder, { recursive: true })
        folders.add(folder)
      }
      await unpackEntry(bytes, entry, target)
      if (target.toLowerCase().endsWith('.json')) json = target
    }
  } catch (error) {
    if (error instanceof ImportZipError) throw error
    // zlib's errors (a broken deflate stream: Z_DATA_ERROR…) and names the folder cannot hold (a file and a folder
    // of the same name, a name too long) are the ZIP's fault; any other error is the server's.
    const code = (error as NodeJS.ErrnoException).code ?? ''
    if (/^Z_/.test(code) || ['EEXIST', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG'].includes(code)) {
      throw new ImportZipError(NOT_A_ZIP)
    }
    throw error
  }
  return json
}

/** The entries to unpack and where, once the limits, the paths and the JSON file are checked. */
function checkedEntries(bytes: Uint8Array, root: string): { entry: ZipEntry; target: string }[] {
  const out: { entry: ZipEntry; target: string }[] = []
  let unpacked = 0
  try {
    for (const entry of zipEntries(bytes)) {
      const name = entry.name.replaceAll('\\', '/')
      if (name.endsWith('/') || name.startsWith('__MACOSX/')) continue
      unpacked += entry.size
      if (out.length + 1 > ZIP_LIMITS.files || unpacked > ZIP_LIMITS.unpackedBytes) {
        throw new ImportZipError(
          `O ZIP é grande demais: no máximo ${formatCount(ZIP_LIMITS.files)} arquivos e ` +
            `${ZIP_LIMITS.unpackedBytes / 1024 / 1024} MB descompactados.`,
        )
      }
      const target = path.resolve(root, name)
      if (!isZipEntryOk(name) || !target.startsWith(root + path.sep)) {
        throw new ImportZipError(`O ZIP tem um caminho que sai da pasta: ${entry.name}`)
      }
      if (entry.encrypted || (entry.method !== 0 && entry.method !== 8)) throw new BrokenZipError()
      out.push({ entry, target })
    }
  } catch (error) {
    if (error instanceof BrokenZipError) throw new ImportZipError(NOT_A_ZIP)
    throw error
  }
  const jsons = out.filter(({ target }) => target.toLowerCase().endsWith('.json'))
  if (jsons.length !== 1) {
    throw new ImportZipError(
      jsons.length === 0
        ? 'O ZIP não tem o arquivo .json das questões.'
        : `O ZIP deve ter um só arquivo .json (o das questões); tem ${jsons.length}.`,
    )
  }
  const json = (jsons[0] as { entry: ZipEntry }).entry
  if (json.size > LIMITS.fileBytes) throw new ImportZipError(fileTooBig(json.name, json.size))
  return out
}

/** Inflates one entry into `target`, a chunk at a time, refusing it once it gives more than it declared. */
async function unpackEntry(bytes: Uint8Array, entry: ZipEntry, target: string): Promise<void> {
  let start: number
  try {
    start = dataStart(bytes, entry)
  } catch {
    throw new ImportZipError(NOT_A_ZIP)
  }
  const data = Buffer.from(bytes.buffer, bytes.byteOffset + start, entry.compressedSize)
  let written = 0
  let crc = 0
  async function* declared(chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      written += chunk.length
      if (written > entry.size) throw new ImportZipError(NOT_A_ZIP)
      crc = crc32(chunk, crc)
      yield chunk
    }
    if (written !== entry.size || crc !== entry.crc) throw new ImportZipError(NOT_A_ZIP)
  }
  const source = Readable.from([data], { objectMode: false })
  const output = createWriteStream(target)
  if (entry.method === 8) await pipeline(source, createInflateRaw({ chunkSize: CHUNK }), declared, output)
  else await pipeline(source, declared, output)
}
