import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENEM_DIR, writeEnemImport } from '../../../../../scripts/enem-to-import.ts'
import { alternatives, courses, exams, questions, subjects } from '../../db/schema/index.ts'
import { auth, createTestContext, signUpAndLogin, type TestContext } from '../../test/context.ts'
import { grantPlan, UNLIMITED, userIdOf } from '../../test/fixtures.ts'
import { importQuestions } from './import.service.ts'

// The real ENEM data (../shared/data/enem): every question, every image. It is always beside the project.
if (!existsSync(path.join(ENEM_DIR, 'questions.json'))) throw new Error(`ENEM data missing at ${ENEM_DIR}`)

let t: TestContext
let dir: string
beforeAll(async () => {
  t = await createTestContext()
  dir = mkdtempSync(path.join(tmpdir(), 'gabarito-enem-'))
})
afterAll(async () => {
  await t.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('ENEM import', () => {
  it('imports all 2,128 questions with their images, and a second import changes nothing', {
    timeout: 300_000,
  }, async () => {
    const { file, questions: total } = writeEnemImport(path.join(dir, 'enem.json'))
    expect(total).toBe(2128)
    const doc = JSON.parse(readFileSync(file, 'utf8'))
    const deps = { db: t.db, config: t.config }
    // The JSON is written outside the read-only data folder, so its images live in a folder the caller names.
    const options = { imageRoot: ENEM_DIR }

    let started = performance.now()
    const first = await importQuestions(deps, doc, path.dirname(file), options)
    const firstSeconds = (performance.now() - started) / 1000
    expect(first).toEqual({ created: 2128, updated: 0 })

    const [course] = await t.db.select().from(courses).where(eq(courses.name, 'ENEM'))
    const courseId = course?.id as number
    const countOf = async (table: typeof questions | typeof exams | typeof subjects) =>
      (await t.db.select({ n: count() }).from(table).where(eq(table.courseId, courseId)))[0]?.n
    expect(await countOf(questions)).toBe(2128)
    expect(await countOf(exams)).toBe(12)
    expect(await countOf(subjects)).toBe(4)

    // enem-2009-2 has a figure in its statement; enem-2009-21 has only pictures as alternatives.
    const byRef = async (ref: string) =>
      (
        await t.db
          .select()
          .from(questions)
          .where(and(eq(questions.courseId, courseId), eq(questions.ref, ref)))
      )[0]
    const withFigure = await byRef('enem-2009-2')
    const withImageAlternatives = await byRef('enem-2009-21')
    if (!withFigure || !withImageAlternatives) throw new Error('sample questions missing')
    // Each takes its exam's source: INEP, ENEM, its year, nível médio.
    expect(withFigure).toMatchObject({
      banca: 'INEP',
      orgao: 'ENEM',
      year: 2009,
      cargo: null,
      level: 'medio',
    })
    const alternativeRows = await t.db
      .select()
      .from(alternatives)
      .where(eq(alternatives.questionId, withImageAlternatives.id))
    expect(alternativeRows).toHaveLength(5)
    const sources = [withFigure.textHtml, ...alternativeRows.map((a) => a.textHtml)].flatMap((html) =>
      [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1] as string),
    )
    expect(sources.length).toBeGreaterThanOrEqual(6)
    for (const url of sources) {
      expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.(png|jpg|gif|bmp|webp|svg)$/)
      expect((await t.app.inject({ url })).statusCode).toBe(200)
    }
    const [{ n: leftOver } = { n: -1 }] = await t.db
      .select({ n: count() })
      .from(questions)
      .where(and(eq(questions.courseId, courseId), eq(questions.textHtml, '')))
    expect(leftOver).toBe(0)
    // Numbers like "4." stay text (not Markdown lists), and no alternative is left empty.
    const numeric = await byRef('enem-2009-157')
    const numericAlternatives = await t.db
      .select({ textHtml: alternatives.textHtml })
      .from(alternatives)
      .where(eq(alternatives.questionId, numeric?.id as number))
      .orderBy(asc(alternatives.position))
    expect(numericAlternatives.map((a) => a.textHtml)).toEqual(['4.', '8.', '16.', '24.', '32.'])
    const [{ n: emptyAlternatives } = { n: -1 }] = await t.db
      .select({ n: count() })
      .from(alternatives)
      .innerJoin(questions, eq(questions.id, alternatives.questionId))
      .where(and(eq(questions.courseId, courseId), eq(alternatives.textHtml, '')))
    expect(emptyAlternatives).toBe(0)

    started = performance.now()
    const second = await importQuestions(deps, doc, path.dirname(file), options)
    const secondSeconds = (performance.now() - started) / 1000
    expect(second).toEqual({ created: 0, updated: 0 })
    console.log(
      `ENEM (${process.env.TEST_DB ?? 'pglite'}): first import ${firstSeconds.toFixed(1)} s, second ${secondSeconds.toFixed(1)} s`,
    )

    // Practised through the API like any question: a batch shows the figures, the answer reveals the key.
    // Every ENEM question belongs to a past exam, and those are PRO (decision 0007): the student has a plan.
    const { token } = await signUpAndLogin(t.app)
    await grantPlan(t.db, userIdOf(token), UNLIMITED, new Date(Date.now() + 86_400_000))
    const [subject] = await t.db.select().from(subjects).where(eq(subjects.courseId, courseId)).limit(1)
    const batch = await t.app.inject({
      url: `/api/v1/geral/modulo/${courseId}/disciplina/${subject?.id}/perguntas`,
      headers: auth(token),
    })
    expect(batch.statusCode).toBe(200)
    const shown = batch.json() as { id: number; texto: string; resposta: { id: number }[] }[]
    expect(shown).toHaveLength(10)
    const question = shown[0] as (typeof shown)[number]
    const answered = await t.app.inject({
      method: 'POST',
      url: '/respostas/api/v1/treinamento/responder',
      headers: auth(token),
      payload: { pergunta_id: question.id, selected: question.resposta[0]?.id, modulo_id: courseId },
    })
    expect(answered.statusCode).toBe(200)
    const [stored] = await t.db.select().from(questions).where(eq(questions.id, question.id))
    expect(answered.json().resposta_certa_id).toBe(stored?.correctAlternativeId)
  })
})
