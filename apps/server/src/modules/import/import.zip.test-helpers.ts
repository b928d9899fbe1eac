import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * ZIPs written by hand for the import tests: what a ZIP declares (sizes, CRC) can differ from what it holds, and a
 * bomb's deflate stream is made of one compressed megabyte of zeros repeated, without compressing hundreds of MB.
 */

export interface ZipFile {
  name: string
  /** The file's bytes, stored as they are, or deflated when `deflate` is true. */
  data?: Uint8Array
  deflate?: boolean
  /** A raw deflate stream to store as the file's data (with `size` and `crc` it declares). */
  deflated?: Uint8Array
  /** What the directory declares, when not the data's own. */
  size?: number
  crc?: number
}

interface EntryFields {
  method: number
  crc: number
  /** The data's length as stored (deflated or not). */
  stored: number
  size: number
  nameLength: number
}

/**
 * The fields a local header and its central directory entry both hold, in the same order, from `at` (after the
 * signature, and in the directory after "version made by"): version needed, UTF-8 names flag, method, time and date
 * (1980-01-01), CRC, stored and declared sizes, name length.
 */
function writeEntryFields(header: Buffer, at: number, fields: EntryFields): void {
  header.writeUInt16LE(20, at)
  header.writeUInt16LE(0x800, at + 2)
  header.writeUInt16LE(fields.method, at + 4)
  header.writeUInt16LE(0x21, at + 8)
  header.writeUInt32LE(fields.crc, at + 10)
  header.writeUInt32LE(fields.stored, at + 14)
  header.writeUInt32LE(fields.size, at + 18)
  header.writeUInt16LE(fields.nameLength, at + 22)
}

/** A ZIP of `files`, in that order: local headers and data, then the central directory. */
export function zipOf(files: ZipFile[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8')
    const raw = file.data ?? new Uint8Array()
    const data = file.deflated ?? (file.deflate ? deflateRawSync(raw) : raw)
    const method = file.deflated || file.deflate ? 8 : 0
    const crc = file.crc ?? crc32(raw)
    const size = file.size ?? raw.length
    const fields = { method, crc, stored: data.length, size, nameLength: name.length }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    writeEntryFields(local, 4, fields)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    writeEntryFields(central, 6, fields)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, Buffer.from(data))
    centrals.push(central, name)
    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(files.length, 8)
  end.writeUInt16LE(files.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const MB = 1024 * 1024

/**
 * `megabytes` MB of zeros as one raw deflate stream of about 1 KB a megabyte: the same fully flushed block
 * (independent of what comes before it) repeated, then an empty final block. Returns the file's declared fields.
 */
export function zeros(megabytes: number): Pick<ZipFile, 'deflated' | 'size' | 'crc'> {
  const block = deflateRawSync(Buffer.alloc(MB), { level: 9, finishFlush: constants.Z_FULL_FLUSH })
  const last = deflateRawSync(Buffer.alloc(0))
  const zero = Buffer.alloc(MB)
  let crc = 0
  for (let i = 0; i < megabytes; i++) crc = crc32(zero, crc)
  const blocks: Buffer[] = Array.from({ length: megabytes }, () => block)
  return { deflated: Buffer.concat([...blocks, last]), size: megabytes * MB, crc }
}
