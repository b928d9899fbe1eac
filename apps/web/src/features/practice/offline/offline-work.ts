import type { PracticeAnswerBody } from '@gabarito/core/contract'
import { ApiError, errorMessage } from '@/lib/api-client'
import { IMAGE_CACHE } from '@/lib/image-cache'
import { getStoredUser } from '@/lib/stored-user'
import { answerPractice } from '../api/answer-question'
import { refreshSubjectToday } from '../api/get-subject-today'
import type { Question } from '../api/types'
import {
  keepAnswer,
  keepQuestions,
  keptKey,
  keptQuestions,
  offlineDb,
  pendingAnswers,
  type SentAnswer,
  settleAnswer,
} from './offline-db'
import { saveCountsHint, setOfflineStatus } from './offline-status'

// Offline practice's IndexedDB and sync work (issue 33, decision 0060), loaded on demand.

/** Tells the device's other tabs that the stored answers changed (one tab sends them; every tab shows them). */
const changes =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('gabarito-respostas-guardadas')

/** The counts the screens show, read again from the device. */
export async function refreshCounts(userId: number, tell = true): Promise<void> {
  const db = await offlineDb()
  const [pending, sent] = await Promise.all([
    db.countFromIndex('outbox', 'byUser', userId),
    db.countFromIndex('sent', 'byUser', userId),
  ])
  setOfflineStatus({ pending, sent })
  saveCountsHint(userId, { pending, sent })
  if (tell) changes?.postMessage(userId)
}

if (changes) {
  changes.onmessage = (event: MessageEvent<number>) => {
    if (getStoredUser()?.id === event.data) void refreshCounts(event.data, false)
  }
}

export async function keep(
  userId: number,
  courseId: number,
  body: PracticeAnswerBody & { chave_idempotencia: string },
) {
  await keepAnswer({ userId, courseId, body, answeredAt: Date.now() })
  await refreshCounts(userId)
}

/** The subject's kept questions, less those answered here and waiting to be sent. */
export async function keptBatch(userId: number, courseId: number, subjectId: number): Promise<Question[]> {
  const [kept, waiting] = await Promise.all([
    keptQuestions(keptKey(userId, courseId, subjectId)),
    pendingAnswers(userId),
  ])
  const answered = new Set(waiting.map((answer) => answer.body.pergunta_id))
  return (kept?.questions ?? []).filter((question) => !answered.has(question.id))
}

const MEDIA_SRC = /src="(\/media\/[^"]+)"/g

/** The stored images a question shows (statement and alternatives: `/media/…`). */
export function imagesOf(question: Question): string[] {
  const html = [question.texto, ...question.resposta.map((a) => a.texto)].join('')
  return [...html.matchAll(MEDIA_SRC)].map((match) => match[1] ?? '')
}

/** Puts the images in the cache the service worker answers /media/ from, unless there already. */
async function keepImages(questions: Question[]): Promise<void> {
  if (typeof caches === 'undefined') return
  const cache = await caches.open(IMAGE_CACHE)
  const urls = [...new Set(questions.flatMap(imagesOf))]
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return
      await cache.add(url).catch(() => undefined)
    }),
  )
}

/** The practice queue of a subject, kept for offline practice with its images. */
export async function keepQueue(userId: number, courseId: number, subjectId: number, questions: Question[]) {
  await keepQuestions({ key: keptKey(userId, courseId, subjectId), userId, questions, savedAt: Date.now() })
  await keepImages(questions)
}

/** A refusal the server will repeat (the free tier's 423, a PRO question, a question gone): not sent again. */
const refused = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status)

const SYNC_LOCK = 'gabarito-envio-de-respostas'

/** Runs `work` alone among this device's tabs (Web Locks; released if the tab closes or reloads). */
function alone<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks)
    return navigator.locks.request(SYNC_LOCK, work) as Promise<T>
  return work()
}

/**
 * Sends the user's waiting answers, oldest first, each with its own idempotency key, and writes each outcome with
 * the answer's removal in one transaction. One tab at a time; an answer sent by a sync that was cut short (a
 * reload, a lost connection) is sent again with the same key, which the server counts once. Stops at the first
 * answer that does not reach the server (it stays first in line); a refused answer is settled as not counted and
 * never sent again.
 */
export function syncAnswers(userId: number): Promise<number> {
  return alone(async () => {
    let settled = 0
    const subjects = new Map<number, number>()
    for (;;) {
      const [next] = await pendingAnswers(userId)
      const seq = next?.seq
      if (next === undefined || seq === undefined) break
      const base = {
        chave: next.body.chave_idempotencia,
        seq,
        userId,
        courseId: next.courseId,
        questionId: next.body.pergunta_id,
        sentAt: Date.now(),
      }
      let outcome: SentAnswer
      try {
        const result = await answerPractice(next.body, true)
        outcome = { ...base, counted: true, correct: result.correta, message: null }
      } catch (error) {
        if (!refused(error)) break
        outcome = { ...base, counted: false, correct: null, message: errorMessage(error) }
      }
      await settleAnswer(seq, outcome)
      if (next.body.disciplina_id !== undefined) subjects.set(next.body.disciplina_id, next.courseId)
      settled++
      await refreshCounts(userId)
    }
    // Another tab may have sent them meanwhile: the counts as they are now.
    await refreshCounts(userId, false)
    // Today's counters of each subject answered read again.
    for (const [subjectId, courseId] of subjects) refreshSubjectToday(courseId, subjectId)
    return settled
  })
}

let chain: Promise<number> = Promise.resolve(0)
let queued = false

/**
 * A sync that starts after this call (so it sees every answer kept before it), unless one is already queued and
 * has not started yet.
 */
export function syncSoon(userId: number): Promise<number> {
  if (queued) return chain
  queued = true
  chain = chain.then(() => {
    queued = false
    return syncAnswers(userId).catch(() => 0)
  })
  return chain
}

export { forgetSent } from './offline-db'

let started = false

/** At the app's start and each time the connection returns: the logged-in user's kept answers are sent. */
export function startOfflineSync(): void {
  if (started) return
  started = true
  const run = () => {
    const user = getStoredUser()?.id
    if (user === undefined || !navigator.onLine) return
    void refreshCounts(user).then(() => syncSoon(user))
  }
  window.addEventListener('online', run)
  run()
}
