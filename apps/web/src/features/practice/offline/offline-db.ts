import type { PracticeAnswerBody } from '@gabarito/core/contract'
import { type DBSchema, type IDBPDatabase, openDB } from 'idb'
import type { Question } from '../api/types'

/**
 * What offline practice keeps on the device (issue 33, decision 0060), in IndexedDB `gabarito-offline`:
 * - `questions`: the next questions of each subject the student practises (the practice queue, 30 or more);
 * - `outbox`: the answers given without a connection, in the order given (`seq`), each with its idempotency key;
 * - `sent`: what the server said of each one once sent (the "Respostas enviadas" list).
 * Every record carries its user: another student on the same device neither sees nor sends them.
 */

/** The next questions of one subject, as the practice queue had them when last saved. */
export interface KeptQuestions {
  /** `${userId}:${courseId}:${subjectId}` */
  key: string
  userId: number
  questions: Question[]
  savedAt: number
}

/** An answer waiting to be sent: the very body the card would have sent, its key included. */
export interface PendingAnswer {
  seq?: number
  userId: number
  courseId: number
  body: PracticeAnswerBody & { chave_idempotencia: string }
  answeredAt: number
}

/** The server's word on a sent answer: counted (right or wrong) or refused (not counted) with its message. */
export interface SentAnswer {
  chave: string
  seq: number
  userId: number
  courseId: number
  questionId: number
  counted: boolean
  correct: boolean | null
  /** The server's message when refused (the free tier's 423, a question no longer published…). */
  message: string | null
  sentAt: number
}

interface OfflineSchema extends DBSchema {
  questions: { key: string; value: KeptQuestions }
  outbox: { key: number; value: PendingAnswer; indexes: { byUser: number } }
  sent: { key: string; value: SentAnswer; indexes: { byUser: number } }
}

export type OfflineDb = IDBPDatabase<OfflineSchema>

let opening: Promise<OfflineDb> | null = null

export function offlineDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>('gabarito-offline', 1, {
    upgrade(db) {
      db.createObjectStore('questions', { keyPath: 'key' })
      db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true }).createIndex('byUser', 'userId')
      db.createObjectStore('sent', { keyPath: 'chave' }).createIndex('byUser', 'userId')
    },
  })
  return opening
}

export const keptKey = (userId: number, courseId: number, subjectId: number) =>
  `${userId}:${courseId}:${subjectId}`

/** The user's waiting answers, oldest first (the order they were given). */
export async function pendingAnswers(userId: number): Promise<PendingAnswer[]> {
  const db = await offlineDb()
  const all = await db.getAllFromIndex('outbox', 'byUser', userId)
  return all.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
}

export async function keepAnswer(answer: PendingAnswer): Promise<void> {
  const db = await offlineDb()
  await db.add('outbox', answer)
}

/**
 * The server's word on a waiting answer, written with its removal from the outbox in one transaction: a sync cut
 * short leaves the answer either waiting (sent again with the same key, which the server counts once) or settled,
 * never both nor neither. Settled already (another tab was first): nothing changes.
 */
export async function settleAnswer(seq: number, sent: SentAnswer): Promise<void> {
  const db = await offlineDb()
  const tx = db.transaction(['outbox', 'sent'], 'readwrite')
  const still = await tx.objectStore('outbox').get(seq)
  if (still) {
    await tx.objectStore('outbox').delete(seq)
    await tx.objectStore('sent').put(sent)
  }
  await tx.done
}

/** The user's sent answers in the course, in the order they were given. */
export async function sentAnswers(userId: number, courseId: number): Promise<SentAnswer[]> {
  const db = await offlineDb()
  const all = await db.getAllFromIndex('sent', 'byUser', userId)
  return all.filter((a) => a.courseId === courseId).sort((a, b) => a.seq - b.seq)
}

export async function forgetSent(userId: number, courseId: number): Promise<void> {
  const db = await offlineDb()
  const tx = db.transaction('sent', 'readwrite')
  for (const answer of await tx.store.index('byUser').getAll(userId)) {
    if (answer.courseId === courseId) await tx.store.delete(answer.chave)
  }
  await tx.done
}

export async function keepQuestions(kept: KeptQuestions): Promise<void> {
  const db = await offlineDb()
  await db.put('questions', kept)
}

export async function keptQuestions(key: string): Promise<KeptQuestions | undefined> {
  const db = await offlineDb()
  return db.get('questions', key)
}
