import { ApiError } from '../../../lib/api-client'

/** Waits before each new attempt of an answer that did not reach the server. */
export const ANSWER_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const

/** No answer at all (network) or a proxy that could not reach the server: worth sending again. */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status)
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export interface RetryOptions {
  /** Called before each new attempt (1, 2, …), so the screen can say it is trying again. */
  onRetry?: (attempt: number) => void
  delays?: readonly number[]
  sleep?: (ms: number) => Promise<void>
}

/**
 * Calls `send` again while the network fails. The caller sends the same body each time (so the same
 * `chave_idempotencia`): the server counts a key once and answers a repeated key with the first result.
 */
export async function sendWithRetry<T>(send: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const delays = options.delays ?? ANSWER_RETRY_DELAYS_MS
  const sleep = options.sleep ?? wait
  for (let attempt = 0; ; attempt++) {
    try {
      return await send()
    } catch (error) {
      const delay = delays[attempt]
      if (!isTransient(error) || delay === undefined) throw error
      options.onRetry?.(attempt + 1)
      await sleep(delay)
    }
  }
}
