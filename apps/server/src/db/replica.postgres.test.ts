import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../app.ts'
import { createMock } from '../modules/mocks/mocks.service.ts'
import { auth, signUpAndLogin, testConfig } from '../test/context.ts'
import { createCourse, createQuestion, createSubject, grantPlan, userIdOf } from '../test/fixtures.ts'
import { type ReplicatedClusters, startReplicatedClusters } from '../test/replica-cluster.ts'
import { staffTokens } from '../test/staff.ts'
import { openDatabase } from './client.ts'
import { migrateDatabase } from './migrate.ts'
import { seedSiteTexts } from './seed/index.ts'

// DATABASE_READ_URL (decision 0045): a real streaming replica of a real primary. With the replica's replay paused,
// what the primary has and the replica lacks shows which reads each one served.

const PLAN_END = new Date('2027-12-31T00:00:00Z')
const MOCK_OPENS = new Date('2026-11-23T03:00:00Z')
const HOUR = 3600_000
/** The app's clock: the mock's window, then after it. */
let now = new Date(MOCK_OPENS.getTime() + HOUR)

let clusters: ReplicatedClusters
let app: App
let closeAll: () => Promise<void>
let course: Awaited<ReturnType<typeof createCourse>>
let question: Awaited<ReturnType<typeof createQuestion>>
let student: Awaited<ReturnType<typeof signUpAndLogin>>
let staff: Awaited<ReturnType<typeof staffTokens>>
let mockId: number

beforeAll(async () => {
  clusters = await startReplicatedClusters()
  const { config, dataDir } = testConfig({
    DATABASE_URL: clusters.primaryUrl,
    DATABASE_READ_URL: clusters.replicaUrl,
    // The fold right after each answer (decision 0047), so that what the replica lacks is only replication's lag.
    AGGREGATE_FOLD: 'inline',
  })
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    readUrl: config.DATABASE_READ_URL,
    poolSize: 4,
  })
  await migrateDatabase(handle)
  await seedSiteTexts({ db: handle.db, config })
  app = await buildApp({ config, db: handle.db, replica: handle.replica, logger: false, clock: () => now })
  await app.ready()
  closeAll = async () => {
    await app.close()
    await handle.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  course = await createCourse(handle.db)
  const subject = await createSubject(handle.db, course.id, 'Matemática')
  question = await createQuestion(handle.db, { courseId: course.id, subjectId: subject.id })
  student = await signUpAndLogin(app)
  await grantPlan(handle.db, userIdOf(student.token), course.planId, PLAN_END)
  staff = await staffTokens({ app, db: handle.db })
  mockId = await createMock(handle.db, {
    courseId: course.id,
    name: 'Simulado da réplica',
    opensAt: MOCK_OPENS,
    closesAt: new Date(MOCK_OPENS.getTime() + 48 * HOUR),
    timeLimitMinutes: null,
    questionIds: [question.id],
  })
}, 120_000)

afterAll(async () => {
  await closeAll?.()
  clusters?.stop()
})

/** The mock's ranking: its hits per participant. */
async function ranking() {
  const res = await get(
    student.token,
    `/api/v1/${course.id}/simulado/classificacao/datatable?simulado=${mockId}`,
  )
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.map((row: { acertos: number }) => row.acertos)
}

const get = (token: string, url: string) => app.inject({ url, headers: auth(token) })
const subjectsReport = () => get(student.token, `/api/v1/geral/relatorio/modulo/${course.id}/disciplina`)
const today = () =>
  get(student.token, `/api/v1/geral/modulo/${course.id}/disciplina/${question.subjectId}/hoje`)
/** The Admin's user table, searched by CPF. */
async function usersFound(cpf: string) {
  const res = await get(staff.admin, `/api/v1/admin/usuarios?busca=${cpf}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().recordsTotal
}

describe('DATABASE_READ_URL: the reads that tolerate lag go to a streaming replica', () => {
  it('serves reports and staff tables from the replica, and the answer and what follows it from the primary', async () => {
    await clusters.caughtUp()
    const subject = { id: question.subjectId, nome: 'Matemática' }
    expect((await subjectsReport()).json()).toEqual([{ ...subject, count: 0, acerto: 0 }])
    let newcomer: Awaited<ReturnType<typeof signUpAndLogin>>
    await clusters.pauseReplay()
    try {
      const answered = await app.inject({
        method: 'POST',
        url: '/respostas/api/v1/treinamento/responder',
        headers: auth(student.token),
        payload: {
          pergunta_id: question.id,
          selected: question.correctId,
          modulo_id: course.id,
          disciplina_id: question.subjectId,
          tipo: 'PUBLICADA',
          chave_idempotencia: randomUUID(),
        },
      })
      // The primary: the answer, its result and the practice panel's count of today.
      expect(answered.statusCode, answered.body).toBe(200)
      expect(answered.json().correta).toBe(true)
      expect((await today()).json()).toMatchObject({ acertos: 1, total: 1 })
      // A new student signs up and logs in at once (the primary) ...
      newcomer = await signUpAndLogin(app)
      expect((await get(newcomer.token, '/api/v1/profile/meus/planos')).statusCode).toBe(200)
      // ... while the replica, paused, has neither the answer in the report nor the newcomer in the staff table.
      expect((await subjectsReport()).json()).toEqual([{ ...subject, count: 0, acerto: 0 }])
      expect(await usersFound(newcomer.student.id)).toBe(0)
    } finally {
      await clusters.resumeReplay()
    }
    await clusters.caughtUp()
    expect((await subjectsReport()).json()).toEqual([{ ...subject, count: 1, acerto: 1 }])
    expect(await usersFound(newcomer.student.id)).toBe(1)
  })

  it('serves the ranking of an open mock from the primary and of a closed one from the replica', async () => {
    await clusters.caughtUp()
    await clusters.pauseReplay()
    try {
      const answered = await app.inject({
        method: 'POST',
        url: '/respostas/api/v1/simulado/responder',
        headers: auth(student.token),
        payload: {
          pergunta_id: question.id,
          selected: question.correctId,
          disciplina_id: question.subjectId,
          desafio_id: mockId,
          tipo: 'Semanal',
          modulo_id: course.id,
        },
      })
      expect(answered.statusCode, answered.body).toBe(200)
      // Open: the primary, which has the answer the paused replica lacks.
      expect(await ranking()).toEqual([1])
    } finally {
      await clusters.resumeReplay()
    }
    await clusters.caughtUp()
    now = new Date(MOCK_OPENS.getTime() + 49 * HOUR)
    await clusters.pauseReplay()
    try {
      // After the close a key change rescores the ranking on the primary; the replica, paused, still has the old one.
      const other = question.alternatives.findIndex((a) => a.id !== question.correctId)
      const changed = await app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/perguntas/${question.id}`,
        headers: auth(staff.manager),
        payload: { correta: other },
      })
      expect(changed.statusCode, changed.body).toBe(200)
      expect(await ranking()).toEqual([1])
    } finally {
      await clusters.resumeReplay()
    }
    await clusters.caughtUp()
    expect(await ranking()).toEqual([0])
  })
})
