import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { sendWithRetry } from './send-with-retry'

/** A send that fails with these statuses, in order, then answers 'ok'. */
function failing(...statuses: number[]) {
  const calls: number[] = []
  const send = async () => {
    calls.push(calls.length + 1)
    const status = statuses[calls.length - 1]
    if (status !== undefined) throw new ApiError(status, { message: `Erro ${status}` })
    return 'ok'
  }
  return { send, calls }
}

function recorder() {
  const waited: number[] = []
  const retries: number[] = []
  return {
    waited,
    retries,
    options: {
      sleep: async (ms: number) => {
        waited.push(ms)
      },
      onRetry: (attempt: number) => retries.push(attempt),
    },
  }
}

describe('sendWithRetry', () => {
  it('sends again after 1, 2, 4 and 8 s on network errors and 502/503/504', async () => {
    const { send, calls } = failing(0, 502, 503, 504)
    const { waited, retries, options } = recorder()
    await expect(sendWithRetry(send, options)).resolves.toBe('ok')
    expect(calls).toHaveLength(5)
    expect(waited).toEqual([1000, 2000, 4000, 8000])
    expect(retries).toEqual([1, 2, 3, 4])
  })

  it('gives up after the fourth retry with the last error', async () => {
    const { send, calls } = failing(0, 0, 0, 0, 503)
    const { options } = recorder()
    await expect(sendWithRetry(send, options)).rejects.toMatchObject({ status: 503 })
    expect(calls).toHaveLength(5)
  })

  it('does not retry an answer the server refused', async () => {
    for (const status of [403, 422, 423, 500]) {
      const { send, calls } = failing(status)
      const { waited, options } = recorder()
      await expect(sendWithRetry(send, options)).rejects.toMatchObject({ status })
      expect(calls).toHaveLength(1)
      expect(waited).toEqual([])
    }
  })
})
