import { readdirSync } from 'node:fs'
import path from 'node:path'
import { QUESTION_STATUS } from '@gabarito/core'
import { asc, count, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  alternatives,
  courses,
  exams,
  plans,
  questions,
  questionTags,
  subjects,
  tags,
  topics,
} from '../../db/schema/index.ts'
import { detectImageType } from '../../lib/media.ts'
import { importSuite, sampleDocument } from './import.test-helpers.ts'

const suite = importSuite()
const { run } = suite

const alternativesOf = (questionId: number) =>
  suite.t.db
    .select()
    .from(alternatives)
    .where(eq(alternatives.questionId, questionId))
    .orderBy(asc(alternatives.position))

async function questionByRef(courseName: string, ref: string) {
  const [course] = await suite.t.db.select().from(courses).where(eq(courses.name, courseName))
  const [row] = await suite.t.db
    .select()
    .from(questions)
    .where(eq(questions.courseId, course?.id as number))
    .then((rows) => rows.filter((r) => r.ref === ref))
  if (!row) throw new Error(`no question ${ref}`)
  return row
}

describe('question import', () => {
  it('creates the course and its plan, subjects, topics, exams, tags, questions, alternatives and images', async () => {
    const result = await run(sampleDocument('Importado'))
    expect(result).toEqual({ created: 3, updated: 0 })

    const [course] = await suite.t.db.select().from(courses).where(eq(courses.name, 'Importado'))
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
    expect(
      await suite.t.db.select({ name: plans.name }).from(plans).where(eq(plans.courseId, courseId)),
    ).toEqual([{ name: 'Plano Importado' }])
    const subjectRows = await suite.t.db
      .select()
      .from(subjects)
      .where(eq(subjects.courseId, courseId))
      .orderBy(asc(subjects.position))
    expect(subjectRows.map((s) => s.name)).toEqual(['Matemática', 'Língua Portuguesa'])
    const math = subjectRows[0]?.id as number
    const topicRows = await suite.t.db
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
    const examRows = await suite.t.db
      .select()
      .from(exams)
      .where(eq(exams.courseId, courseId))
      .orderBy(asc(exams.id))
    expect(examRows.map((e) => [e.name, e.year])).toEqual([
      ['ENEM', 2020],
      ['ESA', 2019],
    ])

    // q-1 and q-3 are questions 136 and 137 of ENEM 2020, on the same subject and topic.
    const mathOfEnem2020 = { subjectId: math, topicId: topicRows[0]?.id, examId: examRows[0]?.id }
    const q1 = await questionByRef('Importado', 'q-1')
    expect(q1).toMatchObject({ ...mathOfEnem2020, examNumber: 136, status: QUESTION_STATUS.published })
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
        await suite.t.db
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
    expect(q3).toMatchObject({ ...mathOfEnem2020, examNumber: 137 })
    expect(await tagsOf(q3.id)).toEqual(['ENEM 2020'])

    // Every image is in the media store under its content hash, and the app serves it.
    const sources = [q1.textHtml, q1.explanationHtml, q2.textHtml, ...alts2.map((a) => a.textHtml)].flatMap(
      (html) => [...html.matchAll(/src="(\/media\/[^"]+)"/g)].map((m) => m[1] as string),
    )
    expect(sources).toHaveLength(5)
    expect(new Set(sources).size).toBe(3)
    expect(readdirSync(path.join(suite.t.config.DATA_DIR, 'media'))).toEqual(
      expect.arrayContaining([...new Set(sources)].map((s) => path.basename(s))),
    )
    for (const url of new Set(sources)) {
      const res = await suite.t.app.inject({ url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe(url.endsWith('.png') ? 'image/png' : 'image/gif')
      expect(detectImageType(res.rawPayload)).toBe(url.endsWith('.png') ? 'png' : 'gif')
    }
  })

  it('changes nothing when the same file is imported again', async () => {
    const doc = sampleDocument('Reimportado')
    expect(await run(doc)).toEqual({ created: 3, updated: 0 })
    const before = await suite.t.db.select().from(questions).orderBy(asc(questions.id))
    const altsBefore = await suite.t.db.select().from(alternatives).orderBy(asc(alternatives.id))
    const counts = async () => ({
      courses: (await suite.t.db.select({ n: count() }).from(courses))[0]?.n,
      subjects: (await suite.t.db.select({ n: count() }).from(subjects))[0]?.n,
      topics: (await suite.t.db.select({ n: count() }).from(topics))[0]?.n,
      exams: (await suite.t.db.select({ n: count() }).from(exams))[0]?.n,
      tags: (await suite.t.db.select({ n: count() }).from(tags))[0]?.n,
      questionTags: (await suite.t.db.select({ n: count() }).from(questionTags))[0]?.n,
    })
    const countsBefore = await counts()
    expect(await run(structuredClone(doc))).toEqual({ created: 0, updated: 0 })
    expect(await suite.t.db.select().from(questions).orderBy(asc(questions.id))).toEqual(before)
    expect(await suite.t.db.select().from(alternatives).orderBy(asc(alternatives.id))).toEqual(altsBefore)
    expect(await counts()).toEqual(countsBefore)
  })

  it('updates a changed question in place: same ids, new text, alternatives, correct answer and tags; status kept', async () => {
    const doc = sampleDocument('Alterado')
    await run(doc)
    const q1 = await questionByRef('Alterado', 'q-1')
    const q3 = await questionByRef('Alterado', 'q-3')
    await suite.t.db.update(questions).set({ status: QUESTION_STATUS.hidden }).where(eq(questions.id, q1.id))
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
    const [topic] = await suite.t.db
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
    const tagRows = await suite.t.db
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
})
