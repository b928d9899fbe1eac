import { describe, expect, it } from 'vitest'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { createExam, createSubject, grantPlan, userIdOf } from '../../test/fixtures.ts'
import { staffMock } from '../../test/mock.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'
import { createAggregateFold } from '../aggregates/aggregates.fold.ts'
import { RELEASE_GRACE_MS, releaseClosedMocks } from './mock-release.ts'

// While a modo-prova mock is open its questions would be refused in practice (decision 0056): the subject's batches
// and the past exam's list leave them out, and they come back after the mock's release.
const suite = practiceSuite('Português')
const HOUR = 3600_000

describe('practice beside an open modo-prova mock', () => {
  it('leaves the mock’s questions out of the batches and the past exam until the release', async () => {
    const subject = await createSubject(suite.t.db, suite.course.id, 'Redação')
    const exam = await createExam(suite.t.db, suite.course.id, 'Concurso de Redação', 2025)
    const free = await suite.question({ subjectId: subject.id, examId: exam.id, examNumber: 1 })
    const sealed = [
      await suite.question({ subjectId: subject.id, examId: exam.id, examNumber: 2 }),
      await suite.question({ subjectId: subject.id }),
    ]
    const closes = new Date(PRACTICE_START.getTime() + HOUR)
    await staffMock(suite, sealed, new Date(PRACTICE_START.getTime() - HOUR), {
      hours: 2,
      keyMode: 'ao_encerrar',
    })
    const { token } = await signUpAndLogin(suite.t.app)
    await grantPlan(suite.t.db, userIdOf(token), suite.course.planId, new Date('2027-01-01T00:00:00Z'))
    const batchIds = async () =>
      (await suite.batch(token, subject.id))
        .json()
        .map((q: { id: number }) => q.id)
        .sort()
    const examIds = async () =>
      (
        await suite.t.app.inject({
          url: `/api/v1/geral/concurso/${exam.id}/modulo/${suite.course.id}/perguntas`,
          headers: auth(token),
        })
      )
        .json()
        .map((q: { id: number }) => q.id)

    expect(await batchIds()).toEqual([free.id])
    expect(await examIds()).toEqual([free.id])

    suite.now = new Date(closes.getTime() + RELEASE_GRACE_MS)
    const fold = createAggregateFold(suite.t.db, 'inline', suite.t.app.log)
    await releaseClosedMocks({ db: suite.t.db, clock: () => suite.now, fold })
    expect(await batchIds()).toEqual([free.id, ...sealed.map((q) => q.id)].sort())
    expect(await examIds()).toEqual([free.id, sealed[0]?.id])
    suite.now = PRACTICE_START
  })
})
