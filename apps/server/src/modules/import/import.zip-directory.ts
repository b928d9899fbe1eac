/**
 * Reads a ZIP's central directory (PKWARE APPNOTE 4.3.12-16, ZIP64 included): each file's name, method, CRC and
 * both sizes, found without inflating a byte, so the import's limits are checked on what the ZIP declares.
 */

/** One file of a ZIP as its central directory describes it. */
export interface ZipEntry {
  /** As stored: UTF-8 when the entry says so (flag bit 11), otherwise each byte one character, as fflate reads it. */
  name: string
  /** 0 stored, 8 deflated; any other is not unpacked. */
  method: number
  encrypted: boolean
  crc: number
  compressedSize: number
  /** The unpacked size the entry declares. */
  size: number
  /** Where the entry's local header starts. */
  headerOffset: number
}

/** The bytes are not a ZIP this reader understands (no directory, a field outside the file). */
export class BrokenZipError extends Error {
  constructor() {
    super('broken zip')
    this.name = 'BrokenZipError'
  }
}

const END = 0x06054b50
const END64 = 0x06064b50
const END64_LOCATOR = 0x07064b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
const MAX16 = 0xffff
const MAX32 = 0xffffffff

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** DataView throws a RangeError for a read past the end: for a ZIP, a field pointing outside the file. */
function guarded<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (error instanceof RangeError) throw new BrokenZipError()
    throw error
  }
}

/** Where the directory starts and how many entries it has (the last end record; ZIP64's when the 32-bit one is full). */
function directory(view: DataView): { offset: number; count: number } {
  let end = -1
  for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - 22 - MAX16); at--) {
    if (view.getUint32(at, true) === END) {
      end = at
      break
    }
  }
  if (end < 0) throw new BrokenZipError()
  let count = view.getUint16(end + 10, true)
  let offset = view.getUint32(end + 16, true)
  if (
    (count === MAX16 || offset === MAX32) &&
    end >= 20 &&
    view.getUint32(end - 20, true) === END64_LOCATOR
  ) {
    const end64 = Number(view.getBigUint64(end - 12, true))
    if (view.getUint32(end64, true) !== END64) throw new BrokenZipError()
    count = Number(view.getBigUint64(end64 + 32, true))
    offset = Number(view.getBigUint64(end64 + 48, true))
  }
  return { offset, count }
}

/** The 64-bit values of a ZIP64 extra field (id 1), in their order, for the 32-bit fields that are full. */
function zip64Values(view: DataView, start: number, length: number, wanted: number): number[] {
  for (let at = start; at + 4 <= start + length; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) !== 1) continue
    return Array.from({ length: wanted }, (_, i) => Number(view.getBigUint64(at + 4 + 8 * i, true)))
  }
  throw new BrokenZipError()
}

/** The directory's entries in order, read one at a time (a caller's limit stops the reading early). */
export function* zipEntries(bytes: Uint8Array): Generator<ZipEntry> {
  const view = viewOf(bytes)
  const { offset, count } = guarded(() => directory(view))
  let at = offset
  for (let i = 0; i < count; i++) {
    const { entry, next } = guarded(() => centralEntry(bytes, view, at))
    at = next
    yield entry
  }
}

function centralEntry(bytes: Uint8Array, view: DataView, at: number): { entry: ZipEntry; next: number } {
  if (view.getUint32(at, true) !== CENTRAL) throw new BrokenZipError()
  const flags = view.getUint16(at + 8, true)
  const nameLength = view.getUint16(at + 28, true)
  const extraLength = view.getUint16(at + 30, true)
  const commentLength = view.getUint16(at + 32, true)
  let size = view.getUint32(at + 24, true)
  let compressedSize = view.getUint32(at + 20, true)
  let headerOffset = view.getUint32(at + 42, true)
  const nameStart = at + 46
  if (nameStart + nameLength > bytes.length) throw new BrokenZipError()
  const full = [size, compressedSize, headerOffset].filter((v) => v === MAX32).length
  if (full > 0) {
    const values = zip64Values(view, nameStart + nameLength, extraLength, full)
    if (size === MAX32) size = values.shift() as number
    if (compressedSize === MAX32) compressedSize = values.shift() as number
    if (headerOffset === MAX32) headerOffset = values.shift() as number
  }
  const rawName = bytes.subarray(nameStart, nameStart + nameLength)
  const name = flags & 0x800 ? new TextDecoder().decode(rawName) : Buffer.from(rawName).toString('latin1')
  const entry = {
    name,
    method: view.getUint16(at + 10, true),
    encrypted: (flags & 1) === 1,
    crc: view.getUint32(at + 16, true),
    compressedSize,
    size,
    headerOffset,
  }
  return { entry, next: nameStart + nameLength + extraLength + commentLength }
}

/** Where an entry's compressed bytes start (after its local header, whose name and extra may differ in length). */
export function dataStart(bytes: Uint8Array, entry: ZipEntry): number {
  const view = viewOf(bytes)
  return guarded(() => {
    const at = entry.headerOffset
    if (view.getUint32(at, true) !== LOCAL) throw new BrokenZipError()
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true)
    if (start + entry.compressedSize > bytes.length) throw new BrokenZipError()
    return start
  })
}
