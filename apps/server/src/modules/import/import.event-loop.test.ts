import { setTimeout as sleep } from 'node:timers/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { auth } from '../../test/context.ts'
import { createCourse } from '../../test/fixtures.ts'
import { staffTokens } from '../../test/staff.ts'
import { importSuite } from './import.test-helpers.ts'
import { zeros, zipOf } from './import.zip.test-helpers.ts'

// Issue 25: a Gerente's import must not stop the server. /healthz is asked every 50 ms while an import runs, each
// request timed from when it was due, so a blocked event loop shows as latency even though the test's own timers
// wait with it (app.inject runs on the same loop as the import: this measures the loop, not the network).
const suite = importSuite({ images: false })
let manager: string

beforeAll(async () => {
  manager = (await staffTokens(suite.t)).manager
})

// A busy machine may not run the test's thread for a while: such a miss is tried again (into a course of its own),
// while an import that holds the loop (about a second in both cases before issue 25) fails every time.
const RETRY = { retry: 2, timeout: 180_000 }

const PROBE_EVERY_MS = 50

/** Runs `work` while probing /healthz; the probes due before it ended, with their latency from when they were due. */
async function probeDuring<T>(work: () => Promise<T>) {
  const started = performance.now()
  let ended: number | undefined
  const running = work().finally(() => {
    ended = performance.now()
  })
  running.catch(() => undefined)
  const latencies: number[] = []
  for (let i = 0; ended === undefined; i++) {
    const due = started + i * PROBE_EVERY_MS
    if (due > performance.now()) await sleep(due - performance.now())
    if (ended !== undefined && due > ended) break
    const res = await suite.t.app.inject({ url: '/healthz' })
    expect(res.statusCode).toBe(200)
    latencies.push(performance.now() - due)
  }
  const result = await running
  return { result, latencies, importMs: (ended as number) - started }
}

/** Sends the file to a new course (made first), so a retried test imports the same questions as new again. */
async function upload(payload: Buffer, contentType: string) {
  const course = await createCourse(suite.t.db)
  return probeDuring(() =>
    suite.t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/importacoes?modulo_id=${course.id}`,
      headers: { ...auth(manager), 'content-type': contentType },
      payload,
    }),
  )
}

const question = (ref: string, changes: Record<string, unknown> = {}) => ({
  ref,
  disciplina: 'Física',
  formato: 'markdown',
  texto: 'Quanto vale **g**?',
  alternativas: [
    { letra: 'A', texto: '9,8 m/s²' },
    { letra: 'B', texto: '10 km/h' },
  ],
  correta: 'A',
  ...changes,
})

describe('an import does not hold the other requests', () => {
  it('answers during a ZIP of 280 KB that unpacks to 280 MB', RETRY, async () => {
    const zip = zipOf([
      { name: 'banco/questoes.json', data: Buffer.from(JSON.stringify({ questoes: [question('zip-1')] })) },
      { name: 'banco/lixo.bin', ...zeros(280) },
    ])
    expect(zip.length).toBeLessThan(300 * 1024)
    const { result, latencies, importMs } = await upload(zip, 'application/zip')
    expect([result.statusCode, result.json()]).toEqual([200, { novas: 1, atualizadas: 0 }])
    // The probes overlapped the import (it lasts long enough to be measured), and none waited for it.
    expect(latencies.length, `import took ${Math.round(importMs)} ms`).toBeGreaterThanOrEqual(5)
    expect(Math.max(...latencies), `latencies: ${latencies.map(Math.round).join(', ')}`).toBeLessThan(100)
  })

  it('answers while questions slow to convert are checked', RETRY, async () => {
    // Each of these takes up to a tenth of a second of Markdown and HTML cleaning: 20,000 characters of emphasis.
    const slow = (i: number) =>
      question(`lenta-${i}`, {
        texto: '**a** '.repeat(3_333),
        alternativas: [
          { letra: 'A', texto: '*b* '.repeat(750) },
          { letra: 'B', texto: '_c_ '.repeat(750) },
        ],
        resumo: '**d** '.repeat(3_333),
      })
    const doc = { questoes: Array.from({ length: 12 }, (_, i) => slow(i)) }
    const { result, latencies, importMs } = await upload(Buffer.from(JSON.stringify(doc)), 'application/json')
    expect([result.statusCode, result.json()]).toEqual([200, { novas: 12, atualizadas: 0 }])
    expect(latencies.length, `import took ${Math.round(importMs)} ms`).toBeGreaterThanOrEqual(5)
    expect(Math.max(...latencies), `latencies: ${latencies.map(Math.round).join(', ')}`).toBeLessThan(100)
  })
})
