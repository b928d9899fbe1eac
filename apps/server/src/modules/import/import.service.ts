import { createHash } from 'node:crypto'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { storeMedia } from '../../lib/media.ts'
import { ContentRenderer, type LoadedImage, type RenderContext } from './import.content.ts'
import * as repo from './import.repo.ts'
import { describeIssue, fileSchema, type ImportQuestion, questionSchema } from './import.schemas.ts'

export interface ImportDeps {
  db: Database
  config: Config
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

/** A question ready to be written. */
interface Prepared {
  question: ImportQuestion
  textHtml: string
  explanationHtml: string
  alternatives: { letter: string; textHtml: string }[]
  tags: string[]
  hash: string
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Imports a question file (docs/import-format.md) in one transaction. Everything is checked first (shape,
 * letters, refs, every image file); any problem throws an ImportError listing all of them and nothing is
 * written. Questions are matched by `ref` within the course: an unchanged one (same import hash) is left
 * alone, a changed one is updated in place.
 */
export async function importQuestions(
  deps: ImportDeps,
  input: unknown,
  baseDir: string,
): Promise<ImportResult> {
  const problems: ImportProblem[] = []
  const top = fileSchema.safeParse(input, { reportInput: true })
  if (!top.success) {
    for (const issue of top.error.issues)
      problems.push({ index: null, ref: null, message: describeIssue(issue) })
  }
  const rawQuestions = isRecord(input) && Array.isArray(input.questoes) ? input.questoes : []

  const renderer = new ContentRenderer(baseDir)
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
  return write(deps.db, top.data.modulo.nome, prepared)
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
  if (renderer.isBlank(text)) ctx.problems.push('texto: fica vazio depois da limpeza do HTML')
  const alternatives = question.alternativas.map((a, i) => {
    const html = renderer.renderAlternative(a, question.formato, ctx)
    const hasText = a.texto != null && a.texto.trim() !== ''
    if (hasText && renderer.isBlank(html)) {
      ctx.problems.push(`alternativas[${i}] (letra ${a.letra}): fica vazia depois da limpeza do HTML`)
    }
    return { letter: a.letra, html }
  })
  return {
    question,
    text,
    explanation:
      question.resumo == null || question.resumo.trim() === ''
        ? ''
        : renderer.renderText(question.resumo, question.formato, ctx, 'resumo'),
    alternatives,
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

const unique = <T>(values: T[]) => [...new Set(values)]

async function write(db: Database, courseName: string, prepared: Prepared[]): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    await repo.lockImports(tx)
    const courseId =
      (await repo.findCourseByName(tx, courseName)) ?? (await repo.createCourse(tx, courseName))
    const subjectIds = await repo.ensureSubjects(
      tx,
      courseId,
      unique(prepared.map((p) => p.question.disciplina)),
    )
    const subjectOf = (p: Prepared) => subjectIds.get(p.question.disciplina) as number
    const topicIds = await repo.ensureTopics(
      tx,
      prepared.flatMap((p) =>
        p.question.assunto ? [{ subjectId: subjectOf(p), name: p.question.assunto }] : [],
      ),
    )
    const examIds = await repo.ensureExams(
      tx,
      courseId,
      prepared.flatMap((p) =>
        p.question.concurso
          ? [{ name: p.question.concurso.nome, year: p.question.concurso.ano ?? null }]
          : [],
      ),
    )
    const values = (p: Prepared): repo.QuestionValues => {
      const q = p.question
      const subjectId = subjectOf(p)
      return {
        subjectId,
        topicId: q.assunto ? (topicIds.get(repo.topicKey(subjectId, q.assunto)) ?? null) : null,
        examId: q.concurso
          ? (examIds.get(repo.examKey(q.concurso.nome, q.concurso.ano ?? null)) ?? null)
          : null,
        examNumber: q.concurso?.numero ?? null,
        ref: q.ref,
        importHash: p.hash,
        textHtml: p.textHtml,
        explanationHtml: p.explanationHtml,
      }
    }

    const existing = await repo.findQuestionsByRef(tx, courseId)
    const fresh: Prepared[] = []
    const changed: { id: number; p: Prepared }[] = []
    for (const p of prepared) {
      const found = existing.get(p.question.ref)
      if (!found) fresh.push(p)
      else if (found.importHash !== p.hash) changed.push({ id: found.id, p })
    }
    if (fresh.length === 0 && changed.length === 0) return { created: 0, updated: 0 }

    // The alternatives of every written question, by question id and position, to find the correct one.
    const alternativeIds = new Map<number, Map<number, number>>()
    const remember = (row: repo.AlternativeRow) => {
      const byPosition = alternativeIds.get(row.questionId) ?? new Map<number, number>()
      byPosition.set(row.position, row.id)
      alternativeIds.set(row.questionId, byPosition)
    }

    const newIds = await repo.insertQuestions(tx, courseId, fresh.map(values))
    const questionIdOf = new Map<Prepared, number>()
    for (const p of fresh) questionIdOf.set(p, newIds.get(p.question.ref) as number)
    const newAlternatives = fresh.flatMap((p) =>
      p.alternatives.map((a, position) => ({
        questionId: questionIdOf.get(p) as number,
        position,
        letter: a.letter,
        textHtml: a.textHtml,
      })),
    )

    // Changed questions keep their alternatives' ids: rows are updated by position, added or removed at the end.
    await repo.updateQuestions(
      tx,
      changed.map(({ id, p }) => ({ ...values(p), id })),
    )
    const current = await repo.listAlternatives(
      tx,
      changed.map((c) => c.id),
    )
    const currentByQuestion = new Map<number, Map<number, number>>()
    for (const row of current) {
      const byPosition = currentByQuestion.get(row.questionId) ?? new Map<number, number>()
      byPosition.set(row.position, row.id)
      currentByQuestion.set(row.questionId, byPosition)
    }
    const toUpdate: { id: number; letter: string; textHtml: string }[] = []
    const toDelete: number[] = []
    for (const { id, p } of changed) {
      questionIdOf.set(p, id)
      const byPosition = currentByQuestion.get(id) ?? new Map<number, number>()
      for (const [position, a] of p.alternatives.entries()) {
        const alternativeId = byPosition.get(position)
        if (alternativeId === undefined) {
          newAlternatives.push({ questionId: id, position, letter: a.letter, textHtml: a.textHtml })
        } else {
          toUpdate.push({ id: alternativeId, letter: a.letter, textHtml: a.textHtml })
          remember({ id: alternativeId, questionId: id, position })
        }
      }
      for (const [position, alternativeId] of byPosition) {
        if (position >= p.alternatives.length) toDelete.push(alternativeId)
      }
    }
    await repo.updateAlternatives(tx, toUpdate)
    await repo.deleteAlternatives(tx, toDelete)
    for (const row of await repo.insertAlternatives(tx, newAlternatives)) remember(row)

    const written = [...fresh, ...changed.map((c) => c.p)]
    await repo.setCorrectAlternatives(
      tx,
      written.map((p) => {
        const questionId = questionIdOf.get(p) as number
        const position = p.alternatives.findIndex((a) => a.letter === p.question.correta)
        return { questionId, alternativeId: alternativeIds.get(questionId)?.get(position) as number }
      }),
    )

    const tagIds = await repo.ensureTags(tx, unique(written.flatMap((p) => p.tags)))
    await repo.replaceQuestionTags(
      tx,
      changed.map((c) => c.id),
      written.flatMap((p) =>
        p.tags.map((tag) => ({
          questionId: questionIdOf.get(p) as number,
          tagId: tagIds.get(tag) as number,
        })),
      ),
    )
    return { created: fresh.length, updated: changed.length }
  })
}
