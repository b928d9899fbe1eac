import { existsSync } from 'node:fs'
import path from 'node:path'
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIMULATED_CANDIDATE_DOMAIN } from '../../modules/users/simulated-candidates.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { queryRows } from '../rows.ts'
import { courses, exams, news, questions, studyTexts, subjects, topics, users } from '../schema/index.ts'
import { DEMO_CANDIDATES } from './demo-candidates.ts'
import { ensureStaffMember, type StaffCredentials, seedDatabase } from './index.ts'

let t: TestContext
let created: StaffCredentials[]

beforeAll(async () => {
  t = await createTestContext({ env: { ADMIN_CPF: '52998224725', ADMIN_PASSWORD: 'admin-senha-123' } })
  created = await seedDatabase({ db: t.db, config: t.config })
})
afterAll(() => t.close())

const total = async (
  table: typeof courses | typeof news | typeof studyTexts | typeof subjects | typeof topics,
) => (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0

describe('seed', () => {
  it('fills the demo content once, with images served by the app', async () => {
    const counts = {
      courses: await total(courses),
      subjects: await total(subjects),
      topics: await total(topics),
      news: await total(news),
      texts: await total(studyTexts),
    }
    expect(counts.courses).toBeGreaterThanOrEqual(2)
    expect(counts.texts).toBeGreaterThanOrEqual(15)
    expect(counts.news).toBeGreaterThanOrEqual(2)
    const demoQuestions = (await t.db.select({ n: count() }).from(questions))[0]?.n ?? 0
    expect(demoQuestions).toBeGreaterThanOrEqual(80)
    const demoExams = await t.db.select().from(exams)
    expect(demoExams.length).toBeGreaterThan(0)
    // Where the demo's questions come from (issue 31): several bancas and years for the filter panel; each past exam
    // has its own source, which its questions carry.
    const sources = await t.db
      .selectDistinct({ banca: questions.banca, year: questions.year })
      .from(questions)
    expect(new Set(sources.flatMap((s) => (s.banca ? [s.banca] : []))).size).toBeGreaterThanOrEqual(5)
    const years = sources.flatMap((s) => (s.year === null ? [] : [s.year]))
    expect(new Set(years).size).toBeGreaterThanOrEqual(5)
    expect(years.every((year) => year >= 2015 && year <= 2025)).toBe(true)
    for (const exam of demoExams) {
      expect(exam).toMatchObject({ banca: expect.any(String), level: expect.any(String) })
      const own = await t.db
        .selectDistinct({ banca: questions.banca, year: questions.year, level: questions.level })
        .from(questions)
        .where(eq(questions.examId, exam.id))
      expect(own).toEqual([{ banca: exam.banca, year: exam.year, level: exam.level }])
    }
    const restricted = await t.db
      .select({ n: count() })
      .from(studyTexts)
      .where(eq(studyTexts.restricted, true))
    expect(restricted[0]?.n).toBeGreaterThan(0)

    const allOn = await t.db.select().from(courses).where(eq(courses.hasMock, true))
    expect(allOn.length).toBeGreaterThan(0)
    const someOff = await t.db.select().from(courses).where(eq(courses.hasMock, false))
    expect(someOff.length).toBeGreaterThan(0)

    const [course] = await t.db.select().from(courses).where(eq(courses.visible, true)).limit(1)
    expect(course?.image).toMatch(/^\/media\/[0-9a-f]{32}\.svg$/)
    expect(existsSync(path.join(t.config.DATA_DIR, 'media', path.basename(course?.image as string)))).toBe(
      true,
    )
    const image = await t.app.inject({ url: course?.image as string })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toContain('image/svg+xml')
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable')

    await seedDatabase({ db: t.db, config: t.config })
    expect(await total(courses)).toBe(counts.courses)
    expect(await total(studyTexts)).toBe(counts.texts)
    expect((await t.db.select({ n: count() }).from(questions))[0]?.n).toBe(demoQuestions)
  })

  it('gives the first course with the mock this week’s open mock and two closed ones, each with a ranking', async () => {
    const rows = await queryRows<{ id: number; opens_at: Date; questions: number; participants: number }>(
      t.db,
      sql`select m.id, m.opens_at, (select count(*)::int from mock_questions q where q.mock_id = m.id) as questions,
                 (select count(*)::int from mock_results r where r.mock_id = m.id) as participants
          from mocks m order by m.opens_at desc`,
    )
    expect(rows).toHaveLength(3)
    const [open, ...closed] = rows
    expect(new Date(open?.opens_at as Date).getTime()).toBeLessThanOrEqual(Date.now())
    expect(open?.questions).toBeGreaterThanOrEqual(20)
    expect(open?.participants).toBeGreaterThanOrEqual(30)
    for (const mock of closed) expect(mock.participants).toBeGreaterThanOrEqual(30)
    // The ranking's rows agree with the answers they were made from.
    const mismatches = await queryRows(
      t.db,
      sql`select r.user_id from mock_results r
          left join (select user_id, reference_id, count(*)::int as n, count(*) filter (where correct)::int as hits
                     from answers where kind = 'Semanal' group by user_id, reference_id) a
            on a.user_id = r.user_id and a.reference_id = r.mock_id
          where a.n is distinct from r.answers or a.hits is distinct from r.hits`,
    )
    expect(mismatches).toEqual([])
  })

  it('gives the mock course a calibrated history from simulated candidates, in no ranking and with no estimate', async () => {
    const [run] = await queryRows<{
      items: number
      questions: number
      candidates: number
      estimated: number
    }>(
      t.db,
      sql`select r.items,
                 (select count(*)::int from questions q where q.course_id = r.course_id) as questions,
                 (select count(*)::int from users u where u.email like ${`%@${SIMULATED_CANDIDATE_DOMAIN}`}
                    and u.blocked_at is not null) as candidates,
                 (select count(*)::int from ability_estimates e join users u on u.id = e.user_id
                   where u.email like ${`%@${SIMULATED_CANDIDATE_DOMAIN}`}) as estimated
          from item_calibration_runs r`,
    )
    // Every question of the course calibrated (issue 47): a newcomer's 20 answers are all calibrated ones.
    expect(run).toEqual({
      items: run?.questions,
      questions: run?.questions,
      candidates: DEMO_CANDIDATES,
      estimated: 0,
    })
    const ranked = await queryRows(
      t.db,
      sql`select 1 from mock_results r join users u on u.id = r.user_id
          where u.email like ${`%@${SIMULATED_CANDIDATE_DOMAIN}`}`,
    )
    expect(ranked).toEqual([])
  })

  it('creates the Admin from ADMIN_CPF and ADMIN_PASSWORD once', async () => {
    const admins = await t.db.select().from(users).where(eq(users.cpf, '52998224725'))
    expect(admins).toHaveLength(1)
    expect(admins[0]?.roles).toContain('Admin')
    expect(
      await ensureStaffMember({ db: t.db, config: t.config }, 'Admin', { cpf: '52998224725', password: 'x' }),
    ).toBeNull()
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/seguranca/auth/login',
      payload: { id: '52998224725', password: 'admin-senha-123' },
    })
    expect(login.statusCode).toBe(200)
  })

  it('creates a demo Gerente with a generated password, printed once, who reaches the back office', async () => {
    expect(created.map(({ role, generated }) => ({ role, generated }))).toEqual([
      { role: 'Admin', generated: false },
      { role: 'Gerente', generated: true },
    ])
    const manager = created[1] as StaffCredentials
    expect(await seedDatabase({ db: t.db, config: t.config })).toEqual([])
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/seguranca/auth/login',
      payload: { id: manager.cpf, password: manager.password },
    })
    expect(login.statusCode).toBe(200)
    const me = await t.app.inject({
      url: '/api/v1/admin/eu',
      headers: { authorization: `Bearer ${login.json().access_token}` },
    })
    expect(me.json()).toMatchObject({ perfis: ['Gerente'] })
  })

  it('names a later first Gerente "Gerente 2" while the former one, made a student, keeps "Gerente"', async () => {
    const former = created[1] as StaffCredentials
    await t.db
      .update(users)
      .set({ roles: ['Aluno'] })
      .where(eq(users.cpf, former.cpf))
    const next = await ensureStaffMember({ db: t.db, config: t.config }, 'Gerente', {})
    const nicknames = await t.db
      .select({ nickname: users.nickname })
      .from(users)
      .where(sql`${users.cpf} in (${former.cpf}, ${next?.cpf})`)
      .orderBy(users.id)
    expect(nicknames.map((u) => u.nickname)).toEqual(['Gerente', 'Gerente 2'])
  })
})
