import { Worker, type WorkerOptions } from 'node:worker_threads'

/** How long a worker waits without a job before it is stopped. */
const IDLE_MS = 60_000

/**
 * What the host does with a worker's reply to a job: `undefined` while more replies are to come (the host keeps
 * them for the last one), or the job's result (a promise is awaited). Throws to fail the job.
 */
export type Settle<Reply, Result> = (reply: Reply, earlier: Reply[]) => Result | Promise<Result> | undefined

interface Pending<Reply, Result> {
  replies: Reply[]
  resolve(result: Result): void
  reject(error: unknown): void
}

/**
 * One worker thread for one kind of job (the import's check, the calibration): started at the first job and stopped
 * after a minute without one, so that heavy work runs while this thread's event loop keeps answering requests. The
 * worker gets `{ id, job }` and answers with messages carrying the id; if it dies, its jobs fail with the reason
 * and the next job starts another.
 */
export function workerHost<Job, Reply extends { id: number }, Result>(
  file: URL,
  settle: Settle<Reply, Result>,
  options: WorkerOptions = {},
) {
  let worker: Worker | undefined
  let idleTimer: NodeJS.Timeout | undefined
  let lastId = 0
  const pending = new Map<number, Pending<Reply, Result>>()

  function stopped(which: Worker, error: Error): void {
    if (worker !== which) return
    worker = undefined
    for (const job of pending.values()) job.reject(error)
    pending.clear()
  }

  function receive(reply: Reply): void {
    const job = pending.get(reply.id)
    if (!job) return
    let result: Result | Promise<Result> | undefined
    try {
      result = settle(reply, job.replies)
    } catch (error) {
      pending.delete(reply.id)
      job.reject(error)
      return
    }
    if (result === undefined) {
      job.replies.push(reply)
      return
    }
    pending.delete(reply.id)
    Promise.resolve(result).then(job.resolve, job.reject)
  }

  function start(): Worker {
    const started = new Worker(file, options)
    started.on('message', (reply: Reply) => receive(reply))
    started.on('error', (error) => stopped(started, error))
    started.on('exit', (code) => stopped(started, new Error(`A worker stopped (exit code ${code}): ${file}`)))
    worker = started
    return started
  }

  /** Runs `job` in the worker; what `transfer` lists is moved to it instead of copied. */
  return function run(job: Job, transfer: ArrayBuffer[] = []): Promise<Result> {
    clearTimeout(idleTimer)
    const current = worker ?? start()
    current.ref()
    const id = ++lastId
    return new Promise<Result>((resolve, reject) => {
      pending.set(id, { replies: [], resolve, reject })
      try {
        current.postMessage({ id, job }, transfer)
      } catch (error) {
        pending.delete(id)
        reject(error)
      }
    }).finally(() => {
      if (pending.size > 0 || worker !== current) return
      current.unref()
      idleTimer = setTimeout(() => {
        if (worker === current && pending.size === 0) {
          worker = undefined
          void current.terminate()
        }
      }, IDLE_MS).unref()
    })
  }
}
