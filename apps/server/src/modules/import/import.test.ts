import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { asc, count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT_DIR } from '../../config.ts'
import {
  alternatives,
  courses,
  exams,
  plans,
  QUESTION_STATUS,
  questions,
  questionTags,
  subjects,
  tags,
  topics,
} from '../../db/schema/index.ts'
import { detectImageType } from '../../lib/media.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { type ImportDocument, importFormatJsonSchema } from './import.schemas.ts'
import { ImportError, importQuestions } from './import.service.ts'
import { JSON_SCHEMA_FILE } from './write-json-schema.ts'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
// Another valid picture (different bytes, so a different media name): a 1×1 GIF with a red pixel.
const GIF_RED = Buffer.from('R0lGODlhAQABAPAAAP8AAP///yH5BAAAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')

let t: TestContext
let dir: string
beforeAll(async () => {
  t = await createTestContext()
  dir = mkdtempSync(path.join(tmpdir(), 'gabarito-import-'))
  mkdirSync(path.join(dir, 'img'))
  writeFileSync(path.join(dir, 'img', 'figura.png'), PNG)
  // Named like a formula but holding a GIF: the type comes from the bytes.
  writeFileSync(path.join(dir, 'img', 'formula.latex'), GIF)
  writeFileSync(path.join(dir, 'img', 'alt a.gif'), GIF_RED)
  writeFileSync(path.join(dir, 'img', 'nao-imagem.png'), 'isto é texto, não imagem')
})
afterAll(async () => {
  await t.close()
  rmSync(dir, { recursive: true, force: true })
})

const run = (doc: unknown) => importQuestions({ db: t.db, config: t.config }, doc, dir)

async function failure(doc: unknown): Promise<ImportError> {
  const error = await run(doc).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ImportError)
  return error as ImportError
}

const alternativesOf = (questionId: number) =>
  t.db
    .select()
    .from(alternatives)
    .where(eq(alternatives.questionId, questionId))
    .orderBy(asc(alternatives.position))

async function questionByRef(courseName: string, ref: string) {
  const [course] = await t.db.select().from(courses).where(eq(courses.name, courseName))
  const [row] = await t.db
    .select()
    .from(questions)
    .where(eq(questions.courseId, course?.id as number))
    .then((rows) => rows.filter((r) => r.ref === ref))
  if (!row) throw new Error(`no question ${ref}`)
  return row
}

const questionCount = async () => (await t.db.select({ n: count() }).from(questions))[0]?.n

function sampleDocument(course: string): ImportDocument {
  return {
    modulo: { nome: course },
    questoes: [
      {
        ref: 'q-1',
        disciplina: 'Matemática',
        assunto: 'Razão e Proporção',
        concurso: { nome: 'ENEM', ano: 2020, numero: 136 },
        formato: 'markdown',
        texto: 'Calcule **x** na figura:\n\n![figura](img/figura.png)',
        alternativas: [
          { letra: 'A', texto: '1' },
          { letra: 'B', texto: '2' },
          { letra: 'C', texto: '*3*' },
          { letra: 'D', texto: '4.', imagem: null },
          { letra: 'E', texto: '5' },
        ],
        correta: 'C',
        resumo: 'Porque **x = 3**. ![](img/formula.latex)',
        tags: ['álgebra', 'ENEM 2020'],
      },
      {
        ref: 'q-2',
        disciplina: 'Língua Portuguesa',
        assunto: null,
        concurso: { nome: 'ESA', ano: 2019, numero: 5 },
        formato: 'html',
        texto:
          '<p>Leia o texto.</p><script>alert("x")</script><p onclick="x()"><img src="img/formula.latex"></p>',
        alternativas: [
          { letra: 'A', texto: null, imagem: 'img/alt a.gif' },
          { letra: 'B', texto: '<b>Texto</b>', imagem: 'img/figura.png' },
        ],
        correta: 'B',
        resumo: null,
        tags: [],
      },
      {
        ref: 'q-3',
        disciplina: 'Matemática',
        assunto: 'Razão e Proporção',
        concurso: { nome: 'ENEM', ano: 2020, numero: 137 },
        formato: 'markdown',
        texto: 'Quanto é 2 + 2?',
        alternativas: [
          { letra: 'A', texto: '3' },
          { letra: 'B', texto: '4' },
        ],
        correta: 'B',
        resumo: null,
        tags: ['ENEM 2020'],
      },
    ],
  }
}

describe('question import', () => {
  it('creates the course and its plan, subjects, topics, exams, tags, questions, alternatives and images', async () => {
    const result = await run(sampleDocument('Importado'))
    expect(result).toEqual({ created: 3, updated: 0 })

    const [course] = await t.db.select().from(courses).where(eq(courses.name, 'Importado'))
    expect(course).toMatchObject({
      visible: true,
      onSale: false,
      hasQuestions: true,
      hasPastExams: true,
      hasNews: false,
      hasMaterial: false,
      hasMock: false,
      hasReports: false,
      hasConcepts: false,
    })
    const courseId = course?.id as number
    expect(await t.db.select({ name: plans.name }).from(plans).where(eq(plans.courseId, courseId))).toEqual([
      { name: 'Plano Importado' },
    ])
    const subjectRows = await t.db
      .select()
      .from(subjects)
      .where(eq(subjects.courseId, courseId))
      .orderBy(asc(subjects.position))
    expect(subjectRows.map((s) => s.name)).toEqual(['Matemática', 'Língua Portuguesa'])
    const math = subjectRows[0]?.id as number
    const topicRows = await t.db
      .select()
      .from(topics)
      .where(
        inArray(
          topics.subjectId,
          subjectRows.map((s) => s.id),
        ),
      )
    expect(topicRows.map((r) => ({ subjectId: r.subjectId, name: r.name, acronym: r.acronym }))).toEqual([
      { subjectId: math, name: 'Razão e Proporção', acronym: 'REP' },
    ])
    const examRows = await t.db
      .select()
      .from(exams)
      .where(eq(exams.courseId, courseId))
      .orderBy(asc(exams.id))
    expect(examRows.map((e) => [e.name, e.year])).toEqual([
      ['ENEM', 2020],
      ['ESA', 2019],
    ])

    const q1 = await questionByRef('Importado', 'q-1')
    expect(q1).toMatchObject({
      subjectId: math,
      topicId: topicRows[0]?.id,
      examId: examRows[0]?.id,
      examNumber: 136,
      status: QUESTION_STATUS.published,
    })
    expect(q1.importHash).toMatch(/^[0-9a-f]{64}$/)
    expect(q1.textHtml).toMatch(
      /^<p>Calcule <strong>x<\/strong> na figura:<\/p>\n<p><img src="\/media\/[0-9a-f]{32}\.png" alt="figura" \/><\/p>/,
    )
    expect(q1.explanationHtml).toMatch(
      /^<p>Porque <strong>x = 3<\/strong>. <img src="\/media\/[0-9a-f]{32}\.gif"/,
    )
    const alts1 = await alternativesOf(q1.id)
    expect(alts1.map((a) => [a.position, a.letter, a.textHtml])).toEqual([
      [0, 'A', '1'],
      [1, 'B', '2'],
      [2, 'C', '<em>3</em>'],
      [3, 'D', '4.'],
      [4, 'E', '5'],
    ])
    expect(q1.correctAlternativeId).toBe(alts1[2]?.id)
    const tagsOf = async (questionId: number) =>
      (
        await t.db
          .select({ description: tags.description })
          .from(questionTags)
          .innerJoin(tags, eq(tags.id, questionTags.tagId))
          .where(eq(questionTags.questionId, questionId))
          .orderBy(asc(tags.description))
      ).map((r) => r.description)
    expect(await tagsOf(q1.id)).toEqual(['álgebra', 'ENEM 2020'].sort())

    const q2 = await questionByRef('Importado', 'q-2')
    expect(q2).toMatchObject({ topicId: null, examId: examRows[1]?.id, examNumber: 5, explanationHtml: '' })
    expect(q2.textHtml).not.toContain('script')
    expect(q2.textHtml).not.toContain('alert')
    expect(q2.textHtml).not.toContain('onclick')
    expect(q2.textHtml).toMatch(/^<p>Leia o texto.<\/p><p><img src="\/media\/[0-9a-f]{32}\.gif" \/><\/p>$/)
    const alts2 = await alternativesOf(q2.id)
    expect(alts2[0]?.textHtml).toMatch(/^<img src="\/media\/[0-9a-f]{32}\.gif" alt="Alternativa A" \/>$/)
    expect(alts2[1]?.textHtml).toMatch(
      /^<b>Texto<\/b><br \/><img src="\/media\/[0-9a-f]{32}\.png" alt="Alternativa B" \/>$/,
    )
    expect(q2.correctAlternativeId).toBe(alts2[1]?.id)
    expect(await tagsOf(q2.id)).toEqual([])

    const q3 = await questionByRef('Importado', 'q-3')
    expect(q3).toMatchObject({
      subjectId: math,
      topicId: topicRows[0]?.id,
      examId: examRows[0]?.id,
      examNumber: 137,
    })
    expect(await tagsOf(q3.id)).toEqual(['ENEM 2020'])

    // Every image is in the media store under its content hash, and the app serves it.
    const sources = [q1.textHtml, q1.explanationHtml, q2.textHtml, ...alts2.map((a) => a.textHtml)].flatMap(
      (html) => [...html.matchAll(/src="(\/media\/[^"]+)"/g)].map((m) => m[1] as string),
    )
    expect(sources).toHaveLength(5)
    expect(new Set(sources).size).toBe(3)
    expect(readdirSync(path.join(t.config.DATA_DIR, 'media'))).toEqual(
      expect.arrayContaining([...new Set(sources)].map((s) => path.basename(s))),
    )
    for (const url of new Set(sources)) {
      const res = await t.app.inject({ url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe(url.endsWith('.png') ? 'image/png' : 'image/gif')
      expect(detectImageType(res.rawPayload)).toBe(url.endsWith('.png') ? 'png' : 'gif')
    }
  })

  it('changes nothing when the same file is imported again', async () => {
    const doc = sampleDocument('Reimportado')
    expect(await run(doc)).toEqual({ created: 3, updated: 0 })
    const before = await t.db.select().from(questions).orderBy(asc(questions.id))
    const altsBefore = await t.db.select().from(alternatives).orderBy(asc(alternatives.id))
    const counts = async () => ({
      courses: (await t.db.select({ n: count() }).from(courses))[0]?.n,
      subjects: (await t.db.select({ n: count() }).from(subjects))[0]?.n,
      topics: (await t.db.select({ n: count() }).from(topics))[0]?.n,
      exams: (await t.db.select({ n: count() }).from(exams))[0]?.n,
      tags: (await t.db.select({ n: count() }).from(tags))[0]?.n,
      questionTags: (await t.db.select({ n: count() }).from(questionTags))[0]?.n,
    })
    const countsBefore = await counts()
    expect(await run(structuredClone(doc))).toEqual({ created: 0, updated: 0 })
    expect(await t.db.select().from(questions).orderBy(asc(questions.id))).toEqual(before)
    expect(await t.db.select().from(alternatives).orderBy(asc(alternatives.id))).toEqual(altsBefore)
    expect(await counts()).toEqual(countsBefore)
  })

  it('updates a changed question in place: same ids, new text, alternatives, correct answer and tags; status kept', async () => {
    const doc = sampleDocument('Alterado')
    await run(doc)
    const q1 = await questionByRef('Alterado', 'q-1')
    const q3 = await questionByRef('Alterado', 'q-3')
    await t.db.update(questions).set({ status: QUESTION_STATUS.hidden }).where(eq(questions.id, q1.id))
    const altsBefore = await alternativesOf(q1.id)

    // Fewer alternatives, a changed text and a new correct letter; a new question at the end.
    const changed = structuredClone(doc)
    const first = changed.questoes[0] as (typeof changed.questoes)[number]
    first.texto = 'Calcule **y**.'
    first.alternativas = [
      { letra: 'A', texto: 'um' },
      { letra: 'B', texto: 'dois' },
      { letra: 'C', texto: 'três' },
      { letra: 'D', texto: 'quatro' },
    ]
    first.correta = 'D'
    first.assunto = 'Porcentagem'
    first.tags = ['ENEM 2020', 'porcentagem']
    changed.questoes.push({
      ref: 'q-4',
      disciplina: 'Matemática',
      formato: 'markdown',
      texto: 'Nova',
      alternativas: [
        { letra: 'A', texto: 'x' },
        { letra: 'B', texto: 'y' },
      ],
      correta: 'A',
    })
    expect(await run(changed)).toEqual({ created: 1, updated: 1 })

    const after = await questionByRef('Alterado', 'q-1')
    expect(after.id).toBe(q1.id)
    expect(after.textHtml).toBe('<p>Calcule <strong>y</strong>.</p>\n')
    expect(after.status).toBe(QUESTION_STATUS.hidden)
    expect(after.importHash).not.toBe(q1.importHash)
    expect(after.updatedAt.getTime()).toBeGreaterThan(q1.updatedAt.getTime())
    const [topic] = await t.db
      .select()
      .from(topics)
      .where(eq(topics.id, after.topicId as number))
    expect(topic).toMatchObject({ name: 'Porcentagem', acronym: 'POR' })
    const altsAfter = await alternativesOf(q1.id)
    expect(altsAfter.map((a) => [a.id, a.position, a.letter, a.textHtml])).toEqual([
      [altsBefore[0]?.id, 0, 'A', 'um'],
      [altsBefore[1]?.id, 1, 'B', 'dois'],
      [altsBefore[2]?.id, 2, 'C', 'três'],
      [altsBefore[3]?.id, 3, 'D', 'quatro'],
    ])
    expect(after.correctAlternativeId).toBe(altsBefore[3]?.id)
    const tagRows = await t.db
      .select({ description: tags.description })
      .from(questionTags)
      .innerJoin(tags, eq(tags.id, questionTags.tagId))
      .where(eq(questionTags.questionId, q1.id))
    expect(tagRows.map((r) => r.description).sort()).toEqual(['ENEM 2020', 'porcentagem'])
    // The unchanged question was not touched.
    expect(await questionByRef('Alterado', 'q-3')).toEqual(q3)

    // More alternatives: the existing ones keep their ids, the new one is added at the end.
    const more = structuredClone(changed)
    const again = more.questoes[0] as (typeof more.questoes)[number]
    again.alternativas.push({ letra: 'E', texto: 'cinco' })
    again.correta = 'E'
    expect(await run(more)).toEqual({ created: 0, updated: 1 })
    const altsMore = await alternativesOf(q1.id)
    expect(altsMore.slice(0, 4).map((a) => a.id)).toEqual(altsAfter.map((a) => a.id))
    expect(altsMore.map((a) => a.letter)).toEqual(['A', 'B', 'C', 'D', 'E'])
    expect((await questionByRef('Alterado', 'q-1')).correctAlternativeId).toBe(altsMore[4]?.id)
    expect(await run(more)).toEqual({ created: 0, updated: 0 })
  })

  it('refuses a file with invalid questions, naming every one by index and ref, and writes nothing', async () => {
    const valid = sampleDocument('Recusado').questoes[2] as Record<string, unknown>
    const bad = (ref: string, changes: Record<string, unknown>) => ({
      ...structuredClone(valid),
      ref,
      ...changes,
    })
    const doc = {
      modulo: { nome: 'Recusado' },
      questoes: [
        bad('ok', {}),
        bad('sem-texto', { texto: '   ' }),
        bad('uma-alternativa', { alternativas: [{ letra: 'A', texto: 'só' }], correta: 'A' }),
        bad('correta-fora', { correta: 'E' }),
        bad('letras-repetidas', {
          alternativas: [
            { letra: 'A', texto: '1' },
            { letra: 'A', texto: '2' },
          ],
          correta: 'A',
        }),
        bad('repetida', {}),
        bad('repetida', {}),
        bad('imagem-faltando', { texto: 'Veja ![](img/nao-existe.png)' }),
        bad('nao-imagem', {
          alternativas: [
            { letra: 'A', imagem: 'img/nao-imagem.png' },
            { letra: 'B', texto: 'x' },
          ],
        }),
        bad('internet', { formato: 'html', texto: '<img src="https://exemplo.com/a.png">' }),
        bad('formato', { formato: 'pdf', alternativas: 'A, B' }),
        { disciplina: 'Sem ref', texto: 'x' },
        'não é objeto',
        bad('desconhecido', { alternativa: [] }),
        bad('so-script', {
          formato: 'html',
          texto: '<script>alert(1)</script>',
          alternativas: [
            { letra: 'A', texto: '<p onclick="x()"></p>' },
            { letra: 'B', texto: '<img src="img/figura.png" onerror="x()">' },
          ],
        }),
      ],
    }
    const questionsBefore = await questionCount()
    const coursesBefore = (await t.db.select({ n: count() }).from(courses))[0]?.n
    const error = await failure(doc)
    expect(await questionCount()).toBe(questionsBefore)
    expect((await t.db.select({ n: count() }).from(courses))[0]?.n).toBe(coursesBefore)

    const byIndex = new Map<number, string[]>()
    for (const p of error.problems)
      byIndex.set(p.index as number, [...(byIndex.get(p.index as number) ?? []), p.message])
    expect([...byIndex.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
    expect(error.problems.find((p) => p.index === 1)?.ref).toBe('sem-texto')
    expect(byIndex.get(1)).toEqual(['texto: não pode ficar vazio'])
    expect(byIndex.get(2)).toEqual(['alternativas: deve ter ao menos 2 itens'])
    expect(byIndex.get(3)).toEqual(['a alternativa correta "E" não está entre as letras (A, B)'])
    expect(byIndex.get(4)).toEqual(['letra repetida nas alternativas: A'])
    expect(byIndex.get(5)).toEqual(['a ref "repetida" aparece mais de uma vez no arquivo (questões 5, 6)'])
    expect(byIndex.get(6)).toEqual(byIndex.get(5))
    expect(byIndex.get(7)).toEqual(['texto: arquivo de imagem não encontrado: img/nao-existe.png'])
    expect(byIndex.get(8)).toEqual([
      'alternativa A: o arquivo não é uma imagem (png, jpg, gif, bmp, webp ou svg): img/nao-imagem.png',
    ])
    expect(byIndex.get(9)?.[0]).toMatch(
      /^texto: imagem da internet não é aceita \(https:\/\/exemplo.com\/a.png\)/,
    )
    expect(byIndex.get(10)).toEqual([
      'formato: deve ser um destes: "html", "markdown"',
      'alternativas: deve ser uma lista',
    ])
    expect(byIndex.get(11)).toEqual(
      expect.arrayContaining([
        'ref: é obrigatório',
        'formato: é obrigatório',
        'alternativas: é obrigatório',
        'correta: é obrigatório',
      ]),
    )
    expect(byIndex.get(12)).toEqual(['a questão deve ser um objeto'])
    expect(byIndex.get(13)).toEqual(['campo desconhecido: alternativa'])
    expect(byIndex.get(14)).toEqual([
      'texto: fica vazio depois da limpeza do HTML',
      'alternativas[0] (letra A): fica vazia depois da limpeza do HTML',
    ])

    const lines = error.message.split('\n')
    expect(lines[0]).toBe('Importação cancelada: 14 questões com problemas; nada foi gravado.')
    expect(lines[1]).toContain('a partir de 0')
    expect(lines).toContain('  questão 1 (ref "sem-texto"): texto: não pode ficar vazio')
    expect(lines).toContain('  questão 11 (sem ref): ref: é obrigatório')
    expect(error.message).not.toContain('ref "ok"')

    // The valid question alone goes in.
    expect(await run({ modulo: { nome: 'Recusado' }, questoes: [doc.questoes[0]] })).toEqual({
      created: 1,
      updated: 0,
    })
  })

  it('refuses a file whose top level is wrong, saying what is wrong', async () => {
    const before = await questionCount()
    expect((await failure([])).message).toBe(
      'Importação cancelada: o arquivo é inválido; nada foi gravado.\n  arquivo: deve ser um objeto',
    )
    expect((await failure({ modulo: {}, questoes: [] })).message).toContain(
      '  arquivo: modulo.nome: é obrigatório',
    )
    expect((await failure({ modulo: { nome: 'X' }, questoes: {} })).message).toContain(
      '  arquivo: questoes: deve ser uma lista',
    )
    expect((await failure({ questoes: [] })).message).toContain('  arquivo: modulo: é obrigatório')
    expect(await questionCount()).toBe(before)
  })

  it('publishes the JSON Schema of the format (regenerate: npx tsx apps/server/src/modules/import/write-json-schema.ts)', () => {
    expect(JSON.parse(readFileSync(JSON_SCHEMA_FILE, 'utf8'))).toEqual(importFormatJsonSchema())
  })

  it('runs from the command line and prints one line', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gabarito-import-cli-'))
    const file = path.join(dir, 'cli.json')
    writeFileSync(file, JSON.stringify(sampleDocument('Linha de comando')))
    const exec = promisify(execFile)
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' }
    const args = ['--import', 'tsx', 'apps/server/src/import-cli.ts']
    try {
      const ok = await exec(process.execPath, [...args, file], { cwd: ROOT_DIR, env })
      expect(ok.stdout).toBe('importadas: 3 novas, 0 atualizadas\n')
      expect(existsSync(path.join(dataDir, 'media'))).toBe(true)

      const badFile = path.join(dir, 'cli-bad.json')
      writeFileSync(
        badFile,
        JSON.stringify({ modulo: { nome: 'Linha de comando' }, questoes: [{ ref: 'x' }] }),
      )
      const bad = await exec(process.execPath, [...args, badFile], { cwd: ROOT_DIR, env }).catch((e) => e)
      expect(bad.code).toBe(1)
      expect(bad.stdout).toBe('')
      expect(bad.stderr).toContain('questão 0 (ref "x"): disciplina: é obrigatório')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
