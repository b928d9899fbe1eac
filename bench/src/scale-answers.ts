// bench:scale's answer runs (scale-measure.ts): practice and mock answers at 64 clients beside the bare INSERT route,
// with the fold in the background and its lag sampled.
import { randomUUID } from 'node:crypto'
import { CONNECTIONS, measure } from './harness.ts'
import { drainCheck, sampleFoldLag } from './scale-checks.ts'
import { percentiles } from './scale-report.ts'
import { pick, type ScaleRun } from './scale-run.ts'
import { TARGETS } from './scale-targets.ts'

const alternativeOf = (question: number) => (question - 1) * 4 + 1 + pick(4)
const answerTarget = TARGETS.answer

export async function measureAnswers(run: ScaleRun): Promise<void> {
  const { rows, checks, questions, insertFloor } = run
  const answer = (route: string, student: number, body: object) => ({
    url: `http://127.0.0.1:${run.appPort}/respostas/api/v1/${route}/responder`,
    headers: { 'content-type': 'application/json', ...run.auth(student) },
    body: JSON.stringify({ modulo_id: 1, chave_idempotencia: randomUUID(), ...body }),
  })
  const lags: number[] = []
  // Waits for the fold after an answer run, so the next measure does not share the machine with it.
  const drain = async (label: string) => checks.push(await drainCheck(run.db, label))
  // Answers left queued by an earlier, interrupted run.
  await drainCheck(run.db, 'earlier run')
  const practice = await sampleFoldLag(run.lagDb, lags, () =>
    measure('practice answer', () => {
      const question = 1 + pick(questions)
      return answer('treinamento', pick(run.students), {
        pergunta_id: question,
        selected: alternativeOf(question),
      })
    }),
  )
  await drain('practice answers')
  rows.push(insertFloor, {
    label: `practice answer, the same ${questions} questions`,
    clients: CONNECTIONS,
    result: practice,
    floor: insertFloor,
    ratio: 'throughput',
    target: answerTarget,
  })
  // Every student answers each of the mock's questions once, 64 at a time on different questions of the 50.
  let sent = 0
  const mockAnswer = await sampleFoldLag(run.lagDb, lags, () =>
    measure('mock answer', () => {
      const i = sent++
      const student = i % run.students
      const question = 1 + ((Math.floor(i / run.students) + student) % questions)
      return answer('simulado', student, {
        pergunta_id: question,
        selected: alternativeOf(question),
        desafio_id: run.openMock,
        tipo: 'Semanal',
      })
    }),
  )
  await drain('mock answers')
  rows.push({
    label: `mock answer, the open mock's ${questions} questions`,
    clients: CONNECTIONS,
    result: mockAnswer,
    floor: insertFloor,
    ratio: 'throughput',
    target: answerTarget,
  })
  rows.push({
    label: 'fold lag (oldest unfolded answer) during the answer runs',
    clients: CONNECTIONS,
    result: percentiles(lags),
    target: TARGETS.foldLag,
  })
}
