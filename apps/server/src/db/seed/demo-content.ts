import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { sanitizeRichText } from '../../lib/html.ts'
import { storeMedia } from '../../lib/media.ts'
import { createCourse, forgetCachedCourses } from '../../modules/courses/courses.service.ts'
import { importQuestions } from '../../modules/import/import.service.ts'
import type { Transaction } from '../client.ts'
import { appMeta, news, studyTexts, subjects, tags, topics } from '../schema/index.ts'
import { DEMO_DIR, type DemoCourse, loadDemoContent } from './demo/demo-files.ts'
import type { SeedDeps } from './seed-deps.ts'

const COURSES_FLAG = 'demo_content_seeded'
const QUESTIONS_FLAG = 'demo_questions_seeded'
const IMAGES_DIR = path.join(DEMO_DIR, 'images')

async function flagged(deps: SeedDeps, key: string) {
  const [row] = await deps.db.select().from(appMeta).where(eq(appMeta.key, key)).limit(1)
  return row !== undefined
}

/**
 * Fills the demo courses, subjects, news and study texts once, then imports the demo question bank through
 * the same importer staff use; later starts leave staff edits alone.
 */
export async function seedDemoContent(deps: SeedDeps): Promise<void> {
  const coursesDone = await flagged(deps, COURSES_FLAG)
  const questionsDone = await flagged(deps, QUESTIONS_FLAG)
  if (coursesDone && questionsDone) return
  const demo = await loadDemoContent()
  if (!coursesDone) {
    const storeImage = async (file: string) =>
      storeMedia(deps.config.DATA_DIR, await readFile(path.join(IMAGES_DIR, file)))
    const courseIds = await deps.db.transaction(async (tx) => {
      const ids: number[] = []
      for (const [position, course] of demo.courses.entries()) {
        ids.push(await insertDemoCourse(deps, tx, course, position, storeImage))
      }
      await tx.insert(appMeta).values({ key: COURSES_FLAG, value: { at: new Date().toISOString() } })
      return ids
    })
    await forgetCachedCourses(deps, courseIds)
  }
  if (!questionsDone) {
    for (const file of demo.questionFiles) {
      await importQuestions(deps, JSON.parse(await readFile(file, 'utf8')), path.dirname(file))
    }
    // The concepts report shows what each concept is (the sergeant course's exam tags; staff write the rest).
    const concepts: Record<string, string> = JSON.parse(
      await readFile(path.join(DEMO_DIR, 'concepts.json'), 'utf8'),
    )
    for (const [name, html] of Object.entries(concepts)) {
      await deps.db
        .update(tags)
        .set({ detailsHtml: sanitizeRichText(html) })
        .where(eq(tags.description, name))
    }
    await deps.db.insert(appMeta).values({ key: QUESTIONS_FLAG, value: { at: new Date().toISOString() } })
  }
}

/** A demo course with its plan, subjects, topics, news and texts; its id. */
async function insertDemoCourse(
  deps: SeedDeps,
  tx: Transaction,
  course: DemoCourse,
  position: number,
  storeImage: (file: string) => Promise<string>,
): Promise<number> {
  const { id: courseId } = await createCourse(
    deps,
    {
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
      prices: Object.entries(course.precos).map(([months, priceCents]) => ({
        months: Number(months),
        priceCents,
      })),
    },
    tx,
  )

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

  // loadDemoContent checked that every text names a subject and topic of its course.
  for (const text of course.resumos) {
    await tx.insert(studyTexts).values({
      courseId,
      subjectId: subjectIds.get(text.disciplina) as number,
      topicId: text.assunto === null ? null : (topicIds.get(`${text.disciplina}/${text.assunto}`) as number),
      title: text.titulo,
      contentHtml: sanitizeRichText(text.conteudo),
      restricted: text.restrito,
    })
  }
  return courseId
}
