import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fieldError } from './errors.ts'

export const MEDIA_PREFIX = '/media/'

export const mediaDir = (dataDir: string) => path.join(dataDir, 'media')

/** The image type from the file's first bytes (names lie: some ".latex" files are GIFs). */
export function detectImageType(bytes: Buffer): 'png' | 'jpg' | 'gif' | 'bmp' | 'webp' | 'svg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif'
  if (bytes.subarray(0, 2).toString('latin1') === 'BM') return 'bmp'
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp'
  const head = bytes.subarray(0, 512).toString('utf8').trimStart()
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'svg'
  return null
}

/**
 * Keeps an image in the media store, named by its content hash, and returns its public path. The same
 * bytes always get the same name, so storing twice changes nothing and the file can be cached forever.
 */
export async function storeMedia(dataDir: string, bytes: Buffer): Promise<string> {
  const type = detectImageType(bytes)
  if (!type) throw new Error('not an image')
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${type}`
  const dir = mediaDir(dataDir)
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, name), bytes, { flag: 'w' })
  return `${MEDIA_PREFIX}${name}`
}

/**
 * Keeps an uploaded image (an editor's or a form's) in the media store and returns its address. The type comes
 * from the bytes, never from the name or the header; SVG (it can carry scripts), anything else and anything over
 * `maxBytes` get a 422 on `imagem` with `refused`.
 */
export async function storeUploadedImage(
  dataDir: string,
  bytes: Buffer,
  limits: { maxBytes: number; refused: string },
): Promise<string> {
  const type = detectImageType(bytes)
  if (!type || type === 'svg' || bytes.length > limits.maxBytes) throw fieldError('imagem', limits.refused)
  return storeMedia(dataDir, bytes)
}
