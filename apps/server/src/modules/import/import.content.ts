import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'
import { sanitizeRichText } from '../../lib/html.ts'
import { detectImageType } from '../../lib/media.ts'

/**
 * Turns the texts of an import file into HTML in two steps. `render` (before anything is written) converts
 * Markdown, finds every image and puts a placeholder where its address goes, and reports the images that
 * cannot be used; `finish` (once the files are in the media store) puts the `/media/…` paths in and cleans
 * the HTML with sanitizeRichText.
 */

export type Format = 'html' | 'markdown'

export interface LoadedImage {
  file: string
  bytes: Buffer
}

/** What rendering one question found: its problems, and every image it uses (placeholder number, where). */
export interface RenderContext {
  problems: string[]
  images: { index: number; where: string }[]
}

const markdown = new Marked({ gfm: true })
/** Alternatives are inline Markdown: "4." or "+ 6,2 V." must not become lists; a line break is kept. */
const inlineMarkdown = new Marked({ gfm: true, breaks: true })

/** A URL scheme (`https:`, `data:`, `file:`…) or a protocol-relative `//host` address. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i

export class ContentRenderer {
  /** Every image file met, by absolute path; `index` is its placeholder number. */
  readonly images = new Map<string, { index: number; result: Promise<LoadedImage | string> }>()
  private readonly nonce = randomBytes(8).toString('hex')
  private readonly placeholder = new RegExp(`gabarito-import-${this.nonce}-(\\d+)`, 'g')

  constructor(private readonly baseDir: string) {}

  /** The statement or explanation as HTML with image placeholders; `problems` gets what is wrong. */
  renderText(text: string, format: Format, ctx: RenderContext, what: string): string {
    const html = format === 'markdown' ? markdown.parse(text, { async: false }) : text
    return this.replaceImages(html, ctx, what)
  }

  /** An alternative: its text (inline Markdown: no paragraph, list or heading), then its image. */
  renderAlternative(
    alternative: { letra: string; texto?: string | null; imagem?: string | null },
    format: Format,
    ctx: RenderContext,
  ): string {
    const what = `alternativa ${alternative.letra}`
    let html = ''
    if (alternative.texto != null && alternative.texto.trim() !== '') {
      html =
        format === 'markdown'
          ? inlineMarkdown.parseInline(alternative.texto.trim(), { async: false })
          : alternative.texto
      html = this.replaceImages(html, ctx, what)
    }
    if (alternative.imagem != null) {
      const src = this.imageSource(alternative.imagem, ctx, what, false)
      if (src !== null) {
        const img = `<img src="${escapeAttribute(src)}" alt="Alternativa ${escapeAttribute(alternative.letra)}">`
        html = html ? `${html}<br>${img}` : img
      }
    }
    return html
  }

  /** Waits for every image met so far: by placeholder number, its bytes or what is wrong with it. */
  async loadedImages(): Promise<(LoadedImage | string)[]> {
    const out: (LoadedImage | string)[] = []
    for (const { index, result } of this.images.values()) out[index] = await result
    return out
  }

  /** Whether a rendered text shows nothing once cleaned (no words, no image): `<script>…</script>` alone, say. */
  isBlank(html: string): boolean {
    if (!html.includes('<') && !html.includes('&')) return html.trim() === ''
    const clean = sanitizeRichText(html)
    if (/<img\b/i.test(clean)) return false
    return clean.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') === ''
  }

  /** Puts the stored paths (by placeholder number) in and cleans the HTML. */
  finish(html: string, mediaPaths: string[]): string {
    const filled = html.replace(this.placeholder, (_, n: string) => mediaPaths[Number(n)] ?? '')
    return sanitizeRichText(filled)
  }

  private replaceImages(html: string, ctx: RenderContext, what: string): string {
    if (!/<img/i.test(html)) return html
    return sanitizeHtml(html, {
      allowedTags: false,
      allowedAttributes: false,
      allowVulnerableTags: true,
      transformTags: {
        img: (tagName, attribs) => {
          const src = attribs.src
          if (src === undefined) return { tagName, attribs }
          const replaced = this.imageSource(src, ctx, what, true)
          return { tagName, attribs: { ...attribs, src: replaced ?? src } }
        },
      },
    })
  }

  /**
   * The placeholder for an image address, or null (and a problem) when it cannot be used. Addresses taken
   * from HTML are URLs (percent-encoded); an alternative's `imagem` is a plain path.
   */
  private imageSource(src: string, ctx: RenderContext, what: string, isUrl: boolean): string | null {
    const address = src.trim()
    if (address === '') {
      ctx.problems.push(`${what}: imagem sem endereço`)
      return null
    }
    const scheme = SCHEME.exec(address)?.[1]?.toLowerCase()
    if (scheme === 'data') return address
    if (scheme === 'http' || scheme === 'https' || address.startsWith('//')) {
      ctx.problems.push(
        `${what}: imagem da internet não é aceita (${address}); use um arquivo local, relativo ao arquivo JSON`,
      )
      return null
    }
    if (scheme !== undefined && !/^[a-z]:[\\/]/i.test(address)) {
      ctx.problems.push(`${what}: endereço de imagem não aceito (${address}); use um arquivo local`)
      return null
    }
    const file = path.resolve(this.baseDir, isUrl ? decodePath(address) : address)
    let entry = this.images.get(file)
    if (!entry) {
      entry = { index: this.images.size, result: loadImage(file, address) }
      this.images.set(file, entry)
    }
    ctx.images.push({ index: entry.index, where: what })
    return `gabarito-import-${this.nonce}-${entry.index}`
  }
}

/** Reads an image file: its bytes, or a pt-BR problem. */
async function loadImage(file: string, shown: string): Promise<LoadedImage | string> {
  let bytes: Buffer
  try {
    bytes = await readFile(file)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') return `arquivo de imagem não encontrado: ${shown}`
    if (code === 'EISDIR') return `o caminho da imagem é uma pasta, não um arquivo: ${shown}`
    return `não foi possível ler a imagem ${shown} (${code ?? String(error)})`
  }
  if (!detectImageType(bytes)) return `o arquivo não é uma imagem (png, jpg, gif, bmp, webp ou svg): ${shown}`
  return { file, bytes }
}

/** Markdown and HTML addresses may be percent-encoded (marked encodes spaces and accents). */
function decodePath(address: string): string {
  try {
    return decodeURIComponent(address)
  } catch {
    return address
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
