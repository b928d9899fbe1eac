/** What the offline practice browser tests share (issue 33). */
import type { PGlite } from '@electric-sql/pglite'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { SERGEANT_COURSE, visible, visit } from './gabarito.ts'
import { STEP_TIMEOUT_MS } from './harness.ts'
import { questionHeading } from './practice.ts'

/**
 * A subject of the sergeant course with `count` new questions (two alternatives, the first one right), each showing
 * the image at `image` (a stored `/media/…` file): more than the demo's 20 a subject, so that 30 or more are kept.
 */
export async function addSubjectWithQuestions(db: PGlite, name: string, count: number, image: string) {
  const subject = await db.query<{ id: number }>(
    `insert into subjects (course_id, name, description)
     select id, $2, 'Questões para praticar sem conexão' from courses where name = $1 returning id`,
    [SERGEANT_COURSE, name],
  )
  const subjectId = subject.rows[0]?.id
  if (subjectId === undefined) throw new Error('no subject created')
  await db.query(
    `with q as (
       insert into questions (course_id, subject_id, text_html, random_key)
       select s.course_id, s.id, '<p>Questão sem conexão ' || g || '</p><p><img src="' || $2 || '" alt="Figura ' || g || '"></p>', random()
       from subjects s, generate_series(1, $3::int) g where s.id = $1
       returning id
     )
     insert into alternatives (question_id, position, letter, text_html)
     select q.id, p, chr(65 + p), 'Alternativa ' || chr(65 + p) from q, generate_series(0, 1) p`,
    [subjectId, image, count],
  )
  await db.query(
    `update questions set correct_alternative_id = a.id from alternatives a
      where a.question_id = questions.id and a.position = 0 and questions.subject_id = $1`,
    [subjectId],
  )
  return subjectId
}

/** How many questions offline practice keeps on the device (IndexedDB `gabarito-offline`), over every subject. */
export function keptQuestionCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('gabarito-offline')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('questions')) return resolve(0)
          const all = db.transaction('questions').objectStore('questions').getAll()
          all.onsuccess = () =>
            resolve(
              all.result.reduce(
                (sum: number, kept: { questions: unknown[] }) => sum + kept.questions.length,
                0,
              ),
            )
        }
        open.onerror = () => resolve(0)
      }),
  )
}

/**
 * Opens subject practice on the subject, starts practising and waits until the app works offline: the service
 * worker active (its precache complete) and 30 or more questions kept on the device.
 */
export async function practiseUntilKept(page: Page, subjectId: number): Promise<void> {
  await visit(page, `/v2/geral/perguntas?disciplina=${subjectId}`)
  await visible(questionHeading(page))
  // The queue is kept once the student starts practising (a key pressed on the screen).
  await page.keyboard.press('Shift')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(() => keptQuestionCount(page), { timeout: STEP_TIMEOUT_MS }).toBeGreaterThanOrEqual(30)
}

/** Answers the question on screen with its first alternative and goes to the next one; offline, it is kept. */
export async function answerKept(page: Page, pending: number): Promise<void> {
  await visible(questionHeading(page))
  await page.keyboard.press('1')
  await page.keyboard.press('Enter')
  await visible(page.getByText('Resposta guardada — o resultado aparece quando a conexão voltar'))
  await visible(
    page.getByText(`Sem conexão · ${pending} ${pending === 1 ? 'resposta' : 'respostas'} para enviar`),
  )
  await page.getByRole('button', { name: 'Proxima Pergunta' }).click()
}

/** The failed loads of a page without a connection: expected, not errors. */
export const OFFLINE_ERRORS = /ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET|Failed to fetch|net::ERR_FAILED/
