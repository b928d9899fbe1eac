import type { PracticeAnswerBody } from '@gabarito/core/contract'
import { useEffect, useRef, useState } from 'react'
import { getStoredUser } from '@/lib/stored-user'
import { whenIdle } from '@/lib/when-idle'
import { answerPractice } from '../api/answer-question'
import { getSubjectQuestions, type SubjectFilter } from '../api/get-subject-questions'
import type { KeptAnswer, Question, SubjectAnswer } from '../api/types'
import { isTransient } from '../lib/send-with-retry'
import { countsHint, offlineStatus, setOfflineStatus, useOfflineStatus } from './offline-status'

/** Subject practice keeps at least this many questions ahead while online (issue 33)... */
export const KEEP_AHEAD = 30
/** ...asking for this many at a time (the server's most), each time ten more have been answered. */
export const FETCH_AHEAD = 40

const work = () => import('./offline-work')

/** The logged-in user, or null (nothing is kept for a visitor). */
const userId = () => getStoredUser()?.id ?? null

/**
 * Sends a subject practice answer, or keeps it on the device to be sent later: without a connection, when the
 * request fails because the browser went offline, and while older kept answers still wait (they go first, in
 * order). The key goes with it: the sync sends the very body the card would have sent.
 */
export async function answerOrKeep(
  courseId: number,
  body: PracticeAnswerBody & { chave_idempotencia: string },
): Promise<SubjectAnswer> {
  const user = userId()
  const kept = async (): Promise<KeptAnswer> => {
    const offline = await work()
    await offline.keep(user ?? 0, courseId, body)
    if (navigator.onLine) void offline.syncSoon(user ?? 0)
    return { registrada: true, guardada: true, resposta_id: body.selected }
  }
  if (user !== null && (!navigator.onLine || offlineStatus().pending > 0)) return kept()
  try {
    return await answerPractice(body)
  } catch (error) {
    if (user !== null && isTransient(error) && !navigator.onLine) return kept()
    throw error
  }
}

/**
 * The subject's next questions from the server (FETCH_AHEAD of them); when the network fails, the ones kept on the
 * device, less those answered here and waiting to be sent. A topic's batch is not kept (PRO, ten at a time).
 */
export async function loadOrKept(courseId: number, filter: SubjectFilter): Promise<Question[]> {
  const whole = filter.assunto === null
  try {
    return await getSubjectQuestions(courseId, filter, whole ? { quantidade: FETCH_AHEAD } : {})
  } catch (error) {
    const user = userId()
    if (!whole || user === null || !isTransient(error)) throw error
    const kept = await (await work()).keptBatch(user, courseId, filter.disciplina)
    if (kept.length === 0) throw error
    return kept
  }
}

/**
 * Whether the student has started practising here (touched or typed on the screen, answered, or lost the
 * connection): only then is the queue written to the device, so the screen's first load carries no storage code.
 */
function usePractising(answered: number): boolean {
  const [touched, setTouched] = useState(false)
  const { online } = useOfflineStatus()
  useEffect(() => {
    if (touched) return
    const touch = () => setTouched(true)
    window.addEventListener('pointerdown', touch, { once: true })
    window.addEventListener('keydown', touch, { once: true })
    return () => {
      window.removeEventListener('pointerdown', touch)
      window.removeEventListener('keydown', touch)
    }
  }, [touched])
  return touched || answered > 0 || !online
}

interface KeepAheadOptions {
  courseId: number
  filter: SubjectFilter | null
  queue: Question[]
  answered: number
  add: (filter: SubjectFilter, questions: Question[]) => void
}

/**
 * While online, keeps KEEP_AHEAD questions or more in the queue (a top-up of FETCH_AHEAD once ten more were
 * answered: the server serves the unanswered ones first, the reducer appends only the new ones) and the queue on
 * the device with its images; at start, and when the connection returns, sends the kept answers.
 */
export function useKeepAhead({ courseId, filter, queue, answered, add }: KeepAheadOptions): void {
  const { online, pending } = useOfflineStatus()
  const practising = usePractising(answered)
  const whole = filter !== null && filter.assunto === null
  const filterKey = JSON.stringify(filter)
  const toppedAt = useRef<{ filter: string; answered: number }>({ filter: filterKey, answered })
  if (toppedAt.current.filter !== filterKey) toppedAt.current = { filter: filterKey, answered }

  useEffect(() => {
    const user = userId()
    if (user === null) return
    // The storage code loads only when there are kept answers to show or send (its first load stays light).
    const hint = countsHint(user)
    setOfflineStatus(hint)
    if (hint.pending + hint.sent === 0) return
    void whenIdle()
      .then(work)
      .then(async (offline) => {
        await offline.refreshCounts(user)
        if (online) await offline.syncSoon(user)
      })
  }, [online])

  const ids = queue.map((q) => q.id).join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ids` stands for the queue's content.
  useEffect(() => {
    const user = userId()
    if (user === null || filter === null || !whole || queue.length === 0 || !practising) return
    void whenIdle()
      .then(work)
      .then((offline) => offline.keepQueue(user, courseId, filter.disciplina, queue))
  }, [ids, courseId, filterKey, practising])

  useEffect(() => {
    const topped = toppedAt.current
    if (!online || pending > 0 || filter === null || !whole || queue.length === 0) return
    if (queue.length >= KEEP_AHEAD || answered - topped.answered < 10) return
    toppedAt.current = { filter: filterKey, answered }
    getSubjectQuestions(courseId, filter, { quantidade: FETCH_AHEAD, background: true }).then(
      (questions) => add(filter, questions),
      () => undefined,
    )
  }, [online, pending, filter, filterKey, whole, queue.length, answered, courseId, add])
}
