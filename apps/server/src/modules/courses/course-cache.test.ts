import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, max, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../app.ts'
import { courses } from '../../db/schema/index.ts'
import { type CacheEvents, redisCacheEvents } from '../../lib/cache-events.ts'
import { auth, createTestContext, TEST_REDIS_URL, type TestContext } from '../../test/context.ts'
import { createCourse as createTestCourse } from '../../test/fixtures.ts'
import { staffTokens } from '../../test/staff.ts'
import { importQuestions } from '../import/import.service.ts'
import { sampleDocument, writeSampleImages } from '../import/import.test-helpers.ts'
import { createCourse, updateCourse } from './courses.service.ts'

// Two app instances on one database and Redis, as two server processes would be, and a writer of its own
// (a staff screen on a third instance, or the import command) announcing through the same Redis.
let one: TestContext
let two: App
let events: CacheEvents
let writer: { db: TestContext['db']; config: TestContext['config']; cacheEvents: CacheEvents }
let dir: string
beforeAll(async () => {
  one = await createTestContext({ env: { REDIS_URL: TEST_REDIS_URL } })
  two = await buildApp({ config: one.config, db: one.db, logger: false })
  await two.ready()
  events = redisCacheEvents(TEST_REDIS_URL, pino({ level: 'silent' }))
  writer = { db: one.db, config: one.config, cacheEvents: events }
  dir = mkdtempSync(path.join(tmpdir(), 'gabarito-course-cache-'))
  // Course ids of this file's own: other test processes (the PostgreSQL project, other branches) announce on the
  // same Redis channel, and their `course:2` must not drop the copies this file checks.
  const start = 100_000 + Math.floor(Math.random() * 1_000_000)
  await one.db.execute(sql`select setval(pg_get_serial_sequence('courses', 'id'), ${start})`)
})
afterAll(async () => {
  await events.close()
  await two.close()
  await one.close()
  rmSync(dir, { recursive: true, force: true })
})

const get = (app: App, url: string) => app.inject({ url: `/api/v1/geral/modulo/${url}` })
/** What each instance answers, polled until it matches: the message crosses Redis in well under a second. */
const bothSee = async (
  url: string,
  expected: (res: Awaited<ReturnType<typeof get>>) => unknown,
  want: unknown,
) => {
  for (const app of [one.app, two]) {
    await expect
      .poll(async () => expected(await get(app, url)), { timeout: 1000, interval: 50 })
      .toEqual(want)
  }
}
const name = (res: Awaited<ReturnType<typeof get>>) =>
  res.statusCode === 200 ? res.json().nome : res.statusCode

describe('course cache on two instances sharing Redis', () => {
  it('serves a changed course at once on every instance, and a cached copy until then', async () => {
    // Created without an announcement: one still on its way could drop the copies the next lines look at.
    const course = await createTestCourse(one.db, { name: 'Curso em cache' })
    await bothSee(`${course.id}`, name, 'Curso em cache')
    expect((await get(two, `${course.id}/noticias`)).statusCode).toBe(200)

    // A write that announces nothing: both instances keep serving their copy (kept 30 s).
    await one.db.update(courses).set({ name: 'Mudado por fora' }).where(eq(courses.id, course.id))
    for (const app of [one.app, two]) expect(name(await get(app, `${course.id}`))).toBe('Curso em cache')

    await updateCourse(writer, course.id, { name: 'Curso renomeado', hasNews: false })
    await bothSee(`${course.id}`, name, 'Curso renomeado')
    const off = await get(two, `${course.id}/noticias`)
    expect(off.statusCode).toBe(404)
    expect(off.json()).toEqual({ message: 'Este curso não possui notícias.' })

    await updateCourse(writer, course.id, { visible: false, onSale: false })
    await bothSee(`${course.id}`, (res) => res.statusCode, 404)
  })

  it('shows at once a course the import or createCourse creates, even where its absence was cached', async () => {
    const [last] = await one.db.select({ id: max(courses.id) }).from(courses)
    const nextId = (last?.id ?? 0) + 1
    await bothSee(`${nextId}`, (res) => res.statusCode, 404)

    writeSampleImages(dir)
    await importQuestions(writer, sampleDocument('Curso importado'), dir)
    const [created] = await one.db.select().from(courses).where(eq(courses.name, 'Curso importado'))
    expect(created?.id).toBe(nextId)
    await bothSee(`${nextId}`, name, 'Curso importado')

    await bothSee(`${nextId + 1}`, (res) => res.statusCode, 404)
    const made = await createCourse(writer, { name: 'Curso criado' })
    expect(made.id).toBe(nextId + 1)
    await bothSee(`${made.id}`, name, 'Curso criado')
  })

  it('serves on the other instance at once a course a staff member edits on one', async () => {
    const { admin } = await staffTokens(one)
    const course = await createTestCourse(one.db, { name: 'Curso da equipe' })
    await bothSee(`${course.id}`, name, 'Curso da equipe')
    const res = await one.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/cursos/${course.id}`,
      headers: auth(admin),
      payload: { nome: 'Curso editado na equipe', has_noticia: false },
    })
    expect(res.statusCode).toBe(200)
    await bothSee(`${course.id}`, name, 'Curso editado na equipe')
    expect((await get(two, `${course.id}/noticias`)).statusCode).toBe(404)
  })
})
