import { randomBytes } from 'node:crypto'
import { readFile, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'
import { sanitizeRichText } from '../../lib/html.ts'
import { detectImageType } from '../../lib/media.ts'
import { LIMITS } from './import.schemas.ts'

/**
 * Turns the texts of an import file into HTML in two steps. `render` (before anything is written) converts
 * Markdown, finds every image and puts a placeholder where its address goes, cleans the HTML with
 * sanitizeRichText and reports what cannot be used; `finish` (once the files are in the media store) puts the
 * `/media/…` paths in place of the placeholders.
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

/** A text rendered with image placeholders, and what its cleaned HTML will be like once they are filled in. */
export interface RenderedText {
  html: string
  /** The length of the stored HTML, at most (every image address counted as long as a media path can be). */
  size: number
  /** It shows nothing once cleaned (no words, no image): `<script>…</script>` alone, say. */
  blank: boolean
}

const markdown = new Marked({ gfm: true })
/** Alternatives are inline Markdown: "4." or "+ 6,2 V." must not become lists; a line break is kept. */
const inlineMarkdown = new Marked({ gfm: true, breaks: true })

/** A URL scheme (`https:`, `data:`, `file:`…) or a protocol-relative `//host` address. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
/** As long as a stored image's address can be (storeMedia: /media/<32 hex>.<type>). */
const LONGEST_MEDIA_PATH = `/media/${'0'.repeat(32)}.webp`

export class ContentRenderer {
  /** Every image file met, by absolute path; `index` is its placeholder number. */
  readonly images = new Map<string, { index: number; result: Promise<LoadedImage | string> }>()
  private readonly nonce = randomBytes(8).toString('hex')
  private readonly placeholder = new RegExp(`gabarito-import-${this.nonce}-(\\d+)`, 'g')

  /** Where images must be, symlinks resolved (`imageRoot`, the JSON file's folder unless the caller widens it). */
  private readonly realRoot: Promise<string>
  private readonly rootName: string

  /** Image paths are relative to `baseDir` and must lead to a file inside `imageRoot`. */
  constructor(
    private readonly baseDir: string,
    private readonly imageRoot = baseDir,
  ) {
    this.realRoot = realpath(imageRoot).catch(() => path.resolve(imageRoot))
    this.rootName =
      path.resolve(imageRoot) === path.resolve(baseDir)
        ? 'pasta do arquivo JSON'
        : `pasta das imagens (${imageRoot})`
  }

  /** The statement or explanation, or null (and a problem) when it cannot be converted. */
  renderText(text: string, format: Format, ctx: RenderContext, what: string): RenderedText | null {
    return this.convert(format, ctx, what, () => {
      const html = format === 'markdown' ? markdown.parse(text, { async: false }) : text
      return this.replaceImages(html, ctx, what)
    })
  }

  /** An alternative: its text (inline Markdown: no paragraph, list or heading), then its image. */
  renderAlternative(
    alternative: { letra: string; texto?: string | null; imagem?: string | null },
    format: Format,
    ctx: RenderContext,
  ): RenderedText | null {
    const what = `alternativa ${alternative.letra}`
    return this.convert(format, ctx, what, () => {
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
    })
  }

  /**
   * Runs the parsers (marked, then the HTML cleaner) on one text. Whatever they throw (marked overflows the
   * stack on a few thousand nested `>`) becomes a problem of that text, in Portuguese.
   */
  private convert(
    format: Format,
    ctx: RenderContext,
    what: string,
    render: () => string,
  ): RenderedText | null {
    try {
      const html = sanitizeRichText(render())
      const size = html.replace(this.placeholder, LONGEST_MEDIA_PATH).length
      return { html, size, blank: isBlank(html) }
    } catch (error) {
      const source = format === 'markdown' ? 'o Markdown' : 'o HTML'
      const why = /call stack/i.test(String(error))
        ? ': tem níveis demais (citações ou listas umas dentro das outras)'
        : ''
      ctx.problems.push(`${what}: ${source} não pôde ser convertido em HTML${why}`)
      return null
    }
  }

  /** Waits for every image met so far: by placeholder number, its bytes or what is wrong with it. */
  async loadedImages(): Promise<(LoadedImage | string)[]> {
    const out: (LoadedImage | string)[] = []
    for (const { index, result } of this.images.values()) out[index] = await result
    return out
  }

  /** Puts the stored paths (by placeholder number) in the cleaned HTML: safe characters, nothing to clean again. */
  finish(html: string, mediaPaths: string[]): string {
    return html.replace(this.placeholder, (_, n: string) => mediaPaths[Number(n)] ?? '')
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
    const relative = isUrl ? decodePath(address) : address
    if (path.isAbsolute(relative) || /^[a-z]:[\\/]/i.test(relative)) {
      ctx.problems.push(
        `${what}: caminho de imagem absoluto não é aceito (use um caminho relativo à pasta do arquivo JSON): ${address}`,
      )
      return null
    }
    const file = path.resolve(this.baseDir, relative)
    if (!isInside(path.resolve(this.imageRoot), file)) {
      ctx.problems.push(`${what}: a imagem fica fora da ${this.rootName}: ${address}`)
      return null
    }
    let entry = this.images.get(file)
    if (!entry) {
      entry = { index: this.images.size, result: this.loadImage(file, address) }
      this.images.set(file, entry)
    }
    ctx.images.push({ index: entry.index, where: what })
    return `gabarito-import-${this.nonce}-${entry.index}`
  }

  /** Reads an image file: its bytes, or a pt-BR problem (a symlink must not lead out of the folder either). */
  private async loadImage(file: string, shown: string): Promise<LoadedImage | string> {
    let bytes: Buffer
    try {
      const real = await realpath(file)
      if (!isInside(await this.realRoot, real))
        return `a imagem é um link para fora da ${this.rootName}: ${shown}`
      // Measured before reading, so a huge file is refused without being held in memory.
      if ((await stat(real)).size > LIMITS.imageBytes)
        return `a imagem tem mais de ${LIMITS.imageBytes / 1024 / 1024} MB: ${shown}`
      bytes = await readFile(real)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ENOTDIR') return `arquivo de imagem não encontrado: ${shown}`
      if (code === 'EISDIR') return `o caminho da imagem é uma pasta, não um arquivo: ${shown}`
      return `não foi possível ler a imagem ${shown} (${code ?? String(error)})`
    }
    if (!detectImageType(bytes))
      return `o arquivo não é uma imagem (png, jpg, gif, bmp, webp ou svg): ${shown}`
    return { file, bytes }
  }
}

/** Whether cleaned HTML shows nothing: no words, no image. */
function isBlank(clean: string): boolean {
  if (/<img\b/i.test(clean)) return false
  return clean.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') === ''
}

/** Whether `file` is `root` itself or below it (`..foo` is a name, not a way up). */
function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file)
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative)
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
