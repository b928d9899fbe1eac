import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { sanitizeRichText } from '../../lib/html.ts'
import { storeMedia } from '../../lib/media.ts'
import { importQuestions } from '../../modules/import/import.service.ts'
import type { Transaction } from '../client.ts'
import { appMeta, courses, news, planPrices, plans, studyTexts, subjects, topics } from '../schema/index.ts'
import { demoCourses } from './demo/courses.ts'
import type { DemoCourse } from './demo/types.ts'
import type { SeedDeps } from './index.ts'

const COURSES_FLAG = 'demo_content_seeded'
const QUESTIONS_FLAG = 'demo_questions_seeded'
const DEMO_DIR = path.join(import.meta.dirname, 'demo')
const IMAGES_DIR = path.join(DEMO_DIR, 'images')
const QUESTION_FILES = ['questions/essa.json', 'questions/eear.json']

async function flagged(deps: SeedDeps, key: string) {
  const [row] = await deps.db.select().from(appMeta).where(eq(appMeta.key, key)).limit(1)
  return row !== undefined
}

/**
 * Fills the demo courses, subjects, news and study texts once, then imports the demo question bank through
 * the same importer staff use; later starts leave staff edits alone.
 */
export async function seedDemoContent(deps: SeedDeps): Promise<void> {
  if (!(await flagged(deps, COURSES_FLAG))) {
    const storeImage = async (file: string) =>
      storeMedia(deps.config.DATA_DIR, await readFile(path.join(IMAGES_DIR, file)))
    await deps.db.transaction(async (tx) => {
      for (const [position, course] of demoCourses.entries()) {
        await insertCourse(tx, course, position, storeImage)
      }
      await tx.insert(appMeta).values({ key: COURSES_FLAG, value: { at: new Date().toISOString() } })
    })
  }
  if (!(await flagged(deps, QUESTIONS_FLAG))) {
    for (const file of QUESTION_FILES) {
      const full = path.join(DEMO_DIR, file)
      await importQuestions(deps, JSON.parse(await readFile(full, 'utf8')), path.dirname(full))
    }
    await deps.db.insert(appMeta).values({ key: QUESTIONS_FLAG, value: { at: new Date().toISOString() } })
  }
}

async function insertCourse(
  tx: Transaction,
  course: DemoCourse,
  position: number,
  storeImage: (file: string) => Promise<string>,
) {
  const [row] = await tx
    .insert(courses)
    .values({
      name: course.nome,
      description: course.descricao,
      image: await storeImage(course.imagem),
      priceHtml: sanitizeRichText(course.valor),
      termsHtml: sanitizeRichText(course.termo_uso),
      mockTermsHtml: sanitizeRichText(course.termo_simulado),
      hasNews: course.has_noticia,
      hasQuestions: course.has_pergunta,
      hasMaterial: course.has_material,
      hasMock: course.has_simulado,
      hasPastExams: course.has_prova_anterior,
      hasReports: course.has_relatorio,
      hasConcepts: course.has_conceito,
      showsProAccess: course.index,
      visible: course.visivel,
      onSale: course.aVenda,
      position,
    })
    .returning({ id: courses.id })
  const courseId = row?.id as number
  const [plan] = await tx
    .insert(plans)
    .values({ name: `Plano ${course.nome}`, courseId })
    .returning({ id: plans.id })
  const prices = Object.entries(course.precos).map(([months, priceCents]) => ({
    planId: plan?.id as number,
    months: Number(months),
    priceCents,
  }))
  if (prices.length > 0) await tx.insert(planPrices).values(prices)

  const subjectIds = new Map<string, number>()
  const topicIds = new Map<string, number>()
  for (const [i, subject] of course.disciplinas.entries()) {
    const [s] = await tx
      .insert(subjects)
      .values({ courseId, name: subject.nome, description: subject.descricao, position: i })
      .returning({ id: subjects.id })
    subjectIds.set(subject.nome, s?.id as number)
    for (const [j, topic] of subject.assuntos.entries()) {
      const [t] = await tx
        .insert(topics)
        .values({ subjectId: s?.id as number, name: topic.nome, acronym: topic.sigla, position: j })
        .returning({ id: topics.id })
      topicIds.set(`${subject.nome}/${topic.nome}`, t?.id as number)
    }
  }

  for (const item of course.noticias) {
    await tx.insert(news).values({
      courseId,
      title: item.nome,
      image: await storeImage(item.imagem),
      summaryHtml: sanitizeRichText(item.resumo),
      publishedAt: new Date(`${item.publicadaEm}T12:00:00-03:00`),
    })
  }

  for (const text of course.resumos) {
    const subjectId = subjectIds.get(text.disciplina)
    if (subjectId === undefined)
      throw new Error(`demo text "${text.titulo}": unknown subject ${text.disciplina}`)
    const topicId = text.assunto === null ? null : topicIds.get(`${text.disciplina}/${text.assunto}`)
    if (topicId === undefined) throw new Error(`demo text "${text.titulo}": unknown topic ${text.assunto}`)
    await tx.insert(studyTexts).values({
      courseId,
      subjectId,
      topicId,
      title: text.titulo,
      contentHtml: sanitizeRichText(text.conteudo),
      restricted: text.restrito,
    })
  }
}
