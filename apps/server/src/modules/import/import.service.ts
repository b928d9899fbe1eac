import { createHash } from 'node:crypto'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { CacheEvents } from '../../lib/cache-events.ts'
import { storeMedia } from '../../lib/media.ts'
import { ContentRenderer, type LoadedImage, type RenderContext, type RenderedText } from './import.content.ts'
import {
  describeIssue,
  fileSchema,
  formatCount,
  HTML_GROWTH,
  type ImportQuestion,
  LIMITS,
  questionSchema,
} from './import.schemas.ts'
import { type Prepared, type WrittenHook, writeQuestions } from './import.write.ts'

export interface ImportDeps {
  db: Database
  config: Config
  /** Tells the running app instances about a course the import creates (the command passes it with REDIS_URL). */
  cacheEvents?: CacheEvents
}

export interface ImportOptions {
  /** The folder every image must be in (symlinks resolved): the JSON file's folder (`baseDir`) unless given. */
  imageRoot?: string
  /** Import into this course (the back office's choice) instead of the one `modulo.nome` names or creates. */
  courseId?: number
  /** Runs in the import's transaction after the writes (the back office's audit row). */
  onWritten?: WrittenHook
}

export interface ImportResult {
  created: number
  updated: number
}

/** One thing wrong with the file: `index` (0-based) and `ref` name the question, null for the file itself. */
export interface ImportProblem {
  index: number | null
  ref: string | null
  message: string
}

/** The file was refused; nothing was written. The message lists every problem, in pt-BR. */
export class ImportError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(formatProblems(problems))
    this.name = 'ImportError'
  }
}

export function formatProblems(problems: ImportProblem[]): string {
  const questionsWithProblems = new Set(problems.filter((p) => p.index !== null).map((p) => p.index)).size
  const head =
    questionsWithProblems > 0
      ? `Importação cancelada: ${questionsWithProblems} ${questionsWithProblems === 1 ? 'questão com problema' : 'questões com problemas'}; nada foi gravado.`
      : 'Importação cancelada: o arquivo é inválido; nada foi gravado.'
  const lines = problems.map((p) => {
    if (p.index === null) return `  arquivo: ${p.message}`
    const ref = p.ref === null ? 'sem ref' : `ref ${JSON.stringify(p.ref)}`
    return `  questão ${p.index} (${ref}): ${p.message}`
  })
  const note =
    questionsWithProblems > 0
      ? ['(as questões são numeradas a partir de 0, na ordem em que aparecem em "questoes")']
      : []
  return [head, ...note, ...lines].join('\n')
}

/** A question whose texts are rendered with image placeholders, waiting for the media store. */
interface Rendered {
  question: ImportQuestion
  text: string
  explanation: string
  alternatives: { letter: string; html: string }[]
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Imports a question file (docs/import-format.md) in one transaction. Everything is checked first (shape,
 * sizes, letters, refs, every image file); any problem throws an ImportError listing all of them and nothing
 * is written. Questions are matched by `ref` within the course: an unchanged one (same import hash) is left
 * alone, a changed one is updated in place. Image paths are relative to `baseDir`.
 */
export async function importQuestions(
  deps: ImportDeps,
  input: unknown,
  baseDir: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const problems: ImportProblem[] = []
  const top = fileSchema.safeParse(input, { reportInput: true })
  if (!top.success) {
    for (const issue of top.error.issues)
      problems.push({ index: null, ref: null, message: describeIssue(issue) })
  }
  // Too many questions is reported alone: checking them one by one would only spend time and memory.
  const rawQuestions =
    isRecord(input) && Array.isArray(input.questoes) && input.questoes.length <= LIMITS.questions
      ? input.questoes
      : []

  const renderer = new ContentRenderer(baseDir, options.imageRoot)
  const rendered: (Rendered | null)[] = []
  const contexts: { ref: string | null; ctx: RenderContext }[] = []
  const refs = new Map<string, number[]>()

  for (const [index, raw] of rawQuestions.entries()) {
    const rawRef =
      isRecord(raw) && typeof raw.ref === 'string' && raw.ref.trim() !== '' ? raw.ref.trim() : null
    const ctx: RenderContext = { problems: [], images: [] }
    contexts.push({ ref: rawRef, ctx })
    if (rawRef !== null) refs.set(rawRef, [...(refs.get(rawRef) ?? []), index])
    const parsed = questionSchema.safeParse(raw, { reportInput: true })
    if (!parsed.success) {
      if (!isRecord(raw)) ctx.problems.push('a questão deve ser um objeto')
      else for (const issue of parsed.error.issues) ctx.problems.push(describeIssue(issue))
      rendered.push(null)
      continue
    }
    rendered.push(renderQuestion(renderer, parsed.data, ctx))
  }

  for (const [ref, indexes] of refs) {
    if (indexes.length < 2) continue
    for (const index of indexes) {
      contexts[index]?.ctx.problems.push(
        `a ref ${JSON.stringify(ref)} aparece mais de uma vez no arquivo (questões ${indexes.join(', ')})`,
      )
    }
  }

  const images = await renderer.loadedImages()
  for (const [index, { ref, ctx }] of contexts.entries()) {
    for (const use of ctx.images) {
      const image = images[use.index]
      if (typeof image === 'string') ctx.problems.push(`${use.where}: ${image}`)
    }
    for (const message of new Set(ctx.problems)) problems.push({ index, ref, message })
  }
  if (problems.length > 0 || !top.success) throw new ImportError(problems)

  // Everything is valid: store the images (named by content, so storing again changes nothing), then finish the HTML.
  const mediaPaths: string[] = []
  for (const [index, image] of images.entries()) {
    mediaPaths[index] = await storeMedia(deps.config.DATA_DIR, (image as LoadedImage).bytes)
  }
  const prepared = rendered.map((r) => prepare(renderer, r as Rendered, mediaPaths))
  const target =
    options.courseId === undefined ? { courseName: top.data.modulo.nome } : { courseId: options.courseId }
  return writeQuestions(deps, target, prepared, options.onWritten)
}

function renderQuestion(renderer: ContentRenderer, question: ImportQuestion, ctx: RenderContext): Rendered {
  const letters = question.alternativas.map((a) => a.letra)
  const repeated = [...new Set(letters.filter((l, i) => letters.indexOf(l) !== i))]
  if (repeated.length > 0) ctx.problems.push(`letra repetida nas alternativas: ${repeated.join(', ')}`)
  if (!letters.includes(question.correta)) {
    ctx.problems.push(
      `a alternativa correta ${JSON.stringify(question.correta)} não está entre as letras (${letters.join(', ')})`,
    )
  }
  for (const [i, alternative] of question.alternativas.entries()) {
    const hasText = alternative.texto != null && alternative.texto.trim() !== ''
    if (!hasText && alternative.imagem == null) {
      ctx.problems.push(`alternativas[${i}] (letra ${alternative.letra}): sem texto nem imagem`)
    }
  }
  const text = renderer.renderText(question.texto, question.formato, ctx, 'texto')
  checkHtml(ctx, text, 'texto: o enunciado', LIMITS.statement)
  if (text?.blank) ctx.problems.push('texto: fica vazio depois da limpeza do HTML')
  const alternatives = question.alternativas.map((a, i) => {
    const rendered = renderer.renderAlternative(a, question.formato, ctx)
    const field = `alternativas[${i}] (letra ${a.letra})`
    checkHtml(ctx, rendered, `${field}: a alternativa`, LIMITS.alternative)
    const hasText = a.texto != null && a.texto.trim() !== ''
    if (hasText && rendered?.blank) ctx.problems.push(`${field}: fica vazia depois da limpeza do HTML`)
    return { letter: a.letra, html: rendered?.html ?? '' }
  })
  const explanation =
    question.resumo == null || question.resumo.trim() === ''
      ? null
      : renderer.renderText(question.resumo, question.formato, ctx, 'resumo')
  checkHtml(ctx, explanation, 'resumo: a explicação', LIMITS.explanation)
  return { question, text: text?.html ?? '', explanation: explanation?.html ?? '', alternatives }
}

/** The HTML a text becomes may grow (Markdown tables, escapes, a reference link repeated), but only so far. */
function checkHtml(ctx: RenderContext, rendered: RenderedText | null, what: string, sourceLimit: number) {
  const max = sourceLimit * HTML_GROWTH
  if (rendered && rendered.size > max) {
    ctx.problems.push(
      `${what} fica com ${formatCount(rendered.size)} caracteres em HTML; o máximo é ${formatCount(max)}`,
    )
  }
}

function prepare(renderer: ContentRenderer, r: Rendered, mediaPaths: string[]): Prepared {
  const q = r.question
  const textHtml = renderer.finish(r.text, mediaPaths)
  const explanationHtml = r.explanation === '' ? '' : renderer.finish(r.explanation, mediaPaths)
  const alternatives = r.alternatives.map((a) => ({
    letter: a.letter,
    textHtml: renderer.finish(a.html, mediaPaths),
  }))
  const tags = [...new Set(q.tags ?? [])]
  // What the question becomes, images included (their paths are content hashes): the same hash means nothing to do.
  const content = {
    disciplina: q.disciplina,
    assunto: q.assunto ?? null,
    concurso: q.concurso
      ? { nome: q.concurso.nome, ano: q.concurso.ano ?? null, numero: q.concurso.numero ?? null }
      : null,
    texto: textHtml,
    resumo: explanationHtml,
    alternativas: alternatives.map((a) => [a.letter, a.textHtml]),
    correta: q.correta,
    tags: [...tags].sort(),
  }
  const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex')
  return { question: q, textHtml, explanationHtml, alternatives, tags, hash }
}
