import { createHash } from 'node:crypto'
import { storeMedia } from '../../lib/media.ts'
import { ContentRenderer, type LoadedImage, type RenderContext, type RenderedText } from './import.content.ts'
import { ImportError, type ImportProblem } from './import.problems.ts'
import {
  describeIssue,
  fileSchema,
  formatCount,
  HTML_GROWTH,
  type ImportQuestion,
  LIMITS,
  questionSchema,
} from './import.schemas.ts'
import { examSourceConflicts, givenSource } from './import.source.ts'
import type { Prepared } from './import.write.ts'

// The import's checking half: everything before the database, run in the import worker (import.job.ts) since
// one question's Markdown and HTML may take a tenth of a second to convert and a file holds 10,000 of them.

export interface CheckOptions {
  /** The folder every image must be in (symlinks resolved): the JSON file's folder (`baseDir`) unless given. */
  imageRoot?: string
  /** The media store's DATA_DIR: the images of a valid file are stored there. */
  dataDir: string
}

/** A file found valid: its course's name (`modulo.nome`) and its questions ready to be written. */
export interface Checked {
  courseName: string
  prepared: Prepared[]
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
 * Checks a question file (docs/import-format.md): shape, sizes, letters, refs, every image file. Any problem
 * throws an ImportError listing all of them and nothing is stored. A valid file's images go to the media store
 * (named by content, so storing again changes nothing) and its questions come back as HTML with their import hash.
 * Image paths are relative to `baseDir`.
 */
export async function checkDocument(
  input: unknown,
  baseDir: string,
  options: CheckOptions,
): Promise<Checked> {
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

  // The questions of one exam agree on its source (banca, órgão, cargo, nível).
  for (const [index, messages] of examSourceConflicts(rendered.map((r) => r?.question ?? null)))
    contexts[index]?.ctx.problems.push(...messages)

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

  // Everything is valid: store the images, then finish the HTML.
  const mediaPaths: string[] = []
  for (const [index, image] of images.entries()) {
    mediaPaths[index] = await storeMedia(options.dataDir, (image as LoadedImage).bytes)
  }
  const prepared = rendered.map((r) => prepare(renderer, r as Rendered, mediaPaths))
  return { courseName: top.data.modulo.nome, prepared }
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
    // The sources are in only when given, so a file without them keeps the hashes it had before them (issue 31).
    concurso: q.concurso
      ? {
          nome: q.concurso.nome,
          ano: q.concurso.ano ?? null,
          numero: q.concurso.numero ?? null,
          ...givenSource(q.concurso),
        }
      : null,
    texto: textHtml,
    resumo: explanationHtml,
    alternativas: alternatives.map((a) => [a.letter, a.textHtml]),
    correta: q.correta,
    tags: [...tags].sort(),
    fonte: givenSource(q),
  }
  const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex')
  // What the writes need of the source (its texts are in the HTML), so the worker sends back no more than that.
  const question = {
    ref: q.ref,
    disciplina: q.disciplina,
    assunto: q.assunto,
    concurso: q.concurso,
    correta: q.correta,
    banca: q.banca,
    orgao: q.orgao,
    ano: q.ano,
    cargo: q.cargo,
    nivel: q.nivel,
  }
  return { question, textHtml, explanationHtml, alternatives, tags, hash }
}
