// bench:scale's reads (scale-measure.ts): login, the next batch, every report call of the heavy student, a ranking page
// and the summaries list, each beside the read floor.
import { reportCalls } from './harness.ts'
import { pick, type ScaleRun } from './scale-run.ts'
import { HEAVY_STUDENT, SCALE_PASSWORD } from './scale-sizes.ts'
import { TARGETS } from './scale-targets.ts'

export const nextBatchTarget = TARGETS.nextBatch
const reportP95 = TARGETS.report
const REPORTS = '/api/v1/geral/relatorio/modulo/1'

/** The next practice batch of a random subject of course 1, as a random student. */
export const nextBatch = (run: ScaleRun) => () =>
  run.get(`/api/v1/geral/modulo/1/disciplina/${1 + pick(run.S.subjectsPerCourse)}/perguntas`)

export async function measureReads(run: ScaleRun): Promise<void> {
  const { S, read, get } = run
  const { rows: cpfRows } = await run.db.query<{ cpf: string }>(
    `select cpf from users where id <= ${run.students} order by id`,
  )
  let logins = 0
  await read('login (argon2id, a new address each time)', () => {
    const n = logins++
    return {
      url: `http://127.0.0.1:${run.appPort}/api/v1/seguranca/auth/login`,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({ id: cpfRows[n % cpfRows.length]?.cpf, password: SCALE_PASSWORD }),
    }
  })
  await read('next practice batch (subject of course 1)', nextBatch(run), nextBatchTarget)
  const heavy = HEAVY_STUDENT - 1
  // Subject s of course 1 has topics (s - 1) * T + 1 .. s * T (scale-data.ts).
  for (const [label, route] of reportCalls({
    subjects: Array.from({ length: S.subjectsPerCourse }, (_, i) => i + 1),
    topics: S.subjectsPerCourse * S.topicsPerSubject,
    subjectOfTopic: (t) => 1 + Math.floor((t - 1) / S.topicsPerSubject),
  })) {
    await read(`report ${label}`, () => get(`${REPORTS}${route()}`, heavy), reportP95)
  }
  for (const [label, route] of [
    ['report PDF /rendimento/disciplina (a document, for the record)', '/rendimento/disciplina'],
    ['report PDF /tag (a document, for the record)', '/tag'],
  ] as const) {
    await read(label, () => get(`${REPORTS}${route}`, heavy))
  }
  await read(
    `ranking page (50 rows at a random depth, with my row) of ${S.students.toLocaleString('en')}`,
    () =>
      get(
        `/api/v1/1/simulado/classificacao/datatable?simulado=${run.latestMock}&length=50&start=${50 * pick(S.students / 50)}`,
      ),
    TARGETS.ranking,
  )
  await read('summaries list (10 own, 30 shared, one page of 40)', () =>
    get('/api/v1/geral/arquivo_usuario/datatable?modulo_id=1&draw=1&start=0&length=40', heavy),
  )
}
