import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { courseSections } from '@gabarito/core/contract'
import { z } from 'zod'

/**
 * The demo content is data: demo.json lists the course folders (in the order the course list shows them) and
 * the question banks; each folder under courses/ holds a course.json and the .html files it names.
 */
export const DEMO_DIR = import.meta.dirname

const text = z.string().min(1)
const folder = z.string().regex(/^[a-z0-9-]+$/, 'Expected a folder name under courses/, such as "eear-cfs".')
/** An .html file of the course folder, by its name there; the seed reads its content. */
const htmlFile = z
  .string()
  .regex(
    /^([a-z0-9-]+\/)*[a-z0-9-]+\.html$/,
    'Expected an .html file of the course folder, such as "resumos/crase.html".',
  )
const imageFile = z
  .string()
  .regex(
    /^[a-z0-9-]+\.(svg|png|jpg|webp)$/,
    'Expected an image of demo/images/, such as "curso-eear-cfs.svg".',
  )

const manifestSchema = z.strictObject({
  cursos: z.array(folder).min(1),
  /** Question banks in the import format (docs/import-format.md), relative to demo/. */
  questoes: z.array(z.string().regex(/^([a-z0-9-]+\/)*[a-z0-9-]+\.json$/, 'Expected a .json file of demo/.')),
})

const topicSchema = z.strictObject({
  nome: text,
  sigla: z.string().regex(/^[A-Z]{2,6}$/, 'Expected a short upper-case acronym.'),
})

const courseFileSchema = z
  .strictObject({
    nome: text,
    descricao: text,
    imagem: imageFile,
    /** HTML price text shown on the card. */
    valor: text,
    /** null when the course has no terms (the UI then hides the terms button). */
    termo_uso: htmlFile.nullable(),
    termo_simulado: htmlFile,
    ...courseSections,
    /** Shows 'Acesso PRO até'. */
    index: z.boolean(),
    visivel: z.boolean(),
    aVenda: z.boolean(),
    /** Months -> price in integer centavos. */
    precos: z.record(z.string().regex(/^[1-9][0-9]*$/), z.number().int().positive(), {
      error: (issue) =>
        issue.code === 'invalid_key' ? 'Expected a number of months, such as "12".' : undefined,
    }),
    disciplinas: z.array(z.strictObject({ nome: text, descricao: text, assuntos: z.array(topicSchema) })),
    noticias: z.array(
      z.strictObject({
        nome: text,
        imagem: imageFile,
        resumo: htmlFile,
        publicadaEm: z.iso.date('Expected a date, such as "2026-02-28".'),
      }),
    ),
    resumos: z.array(
      z.strictObject({
        titulo: text,
        /** A subject of this course. */
        disciplina: text,
        /** A topic of that subject, or null. */
        assunto: text.nullable(),
        conteudo: htmlFile,
        restrito: z.boolean(),
      }),
    ),
  })
  .superRefine((course, ctx) => {
    for (const [i, studyText] of course.resumos.entries()) {
      const subject = course.disciplinas.find((s) => s.nome === studyText.disciplina)
      if (subject === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['resumos', i, 'disciplina'],
          message: `No subject "${studyText.disciplina}" in disciplinas.`,
        })
      } else if (studyText.assunto !== null && !subject.assuntos.some((t) => t.nome === studyText.assunto)) {
        ctx.addIssue({
          code: 'custom',
          path: ['resumos', i, 'assunto'],
          message: `No topic "${studyText.assunto}" in the subject "${subject.nome}".`,
        })
      }
    }
  })

type CourseFile = z.infer<typeof courseFileSchema>

/** A course as the seed inserts it: the fields of its course.json, every .html name replaced by its content. */
export type DemoCourse = Omit<CourseFile, 'termo_uso'> & {
  /** '' when the course has no terms. */
  termo_uso: string
}

export interface DemoContent {
  courses: DemoCourse[]
  /** Full paths of the question banks, in import order. */
  questionFiles: string[]
}

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  let data: unknown
  try {
    data = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    throw new Error(`Demo content: cannot read ${file}: ${(error as Error).message}`)
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success)
    throw new Error(`Demo content: ${file} is not valid:\n${z.prettifyError(parsed.error)}`)
  return parsed.data
}

async function loadCourse(courseDir: string): Promise<DemoCourse> {
  const courseFile = path.join(courseDir, 'course.json')
  const course = await readJson(courseFile, courseFileSchema)
  // The file ends with a newline the content never had.
  const html = async (name: string) => {
    try {
      return (await readFile(path.join(courseDir, name), 'utf8')).replace(/\n$/, '')
    } catch (error) {
      throw new Error(
        `Demo content: ${courseFile} names ${name}, which cannot be read: ${(error as Error).message}`,
      )
    }
  }
  return {
    ...course,
    termo_uso: course.termo_uso === null ? '' : await html(course.termo_uso),
    termo_simulado: await html(course.termo_simulado),
    noticias: await Promise.all(course.noticias.map(async (n) => ({ ...n, resumo: await html(n.resumo) }))),
    resumos: await Promise.all(course.resumos.map(async (r) => ({ ...r, conteudo: await html(r.conteudo) }))),
  }
}

/** Reads and checks every demo file; a bad one stops the seed with its name and what is wrong in it. */
export async function loadDemoContent(dir = DEMO_DIR): Promise<DemoContent> {
  const manifest = await readJson(path.join(dir, 'demo.json'), manifestSchema)
  return {
    courses: await Promise.all(manifest.cursos.map((name) => loadCourse(path.join(dir, 'courses', name)))),
    questionFiles: manifest.questoes.map((file) => path.join(dir, file)),
  }
}
