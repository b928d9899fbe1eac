// bench:scale's reads of the third wave (issue 46): the review's due batch and summary (issue 30), the filtered batch
// (issue 31), the discussion page of a question with many comments (issue 31) and the proficiency report (issue 32),
// each as a student who has what it reads, beside the read floor.
import { pick, type ScaleRun } from './scale-run.ts'
import { HEAVY_STUDENT } from './scale-sizes.ts'
import { DISCUSSED_QUESTION } from './scale-study-data.ts'
import { TARGETS } from './scale-targets.ts'

const COURSE = '/api/v1/geral/modulo/1'

export async function measureThirdWave(run: ScaleRun): Promise<void> {
  const { S, read, get } = run
  // The heavy student has thousands of cards, an exam date, cadernos, an ability and the unlimited plan.
  const heavy = HEAVY_STUDENT - 1
  await read(
    'review: due batch (10 most overdue of the heavy student’s cards, exam date set)',
    () => get(`${COURSE}/revisao/perguntas`, heavy),
    TARGETS.reviewBatch,
  )
  await read(
    'review: summary (due today, late, next 7 days)',
    () => get(`${COURSE}/revisao/resumo`, heavy),
    TARGETS.reviewSummary,
  )
  await read(
    'filtered batch: a subject of course 1 + banca + "que errei"',
    () =>
      get(
        `${COURSE}/perguntas?disciplina_id=${1 + pick(S.subjectsPerCourse)}&banca=Cebraspe&situacao=errei`,
        heavy,
      ),
    TARGETS.filteredBatch,
  )
  // Any student reads a discussion; the 400 comments make 20 pages, most useful first.
  await read(
    'discussion page of a question with 400 comments (a random page, most useful first)',
    () => get(`/api/v1/geral/pergunta/${DISCUSSED_QUESTION}/discussao?ordem=uteis&pagina=${1 + pick(20)}`),
    TARGETS.discussion,
  )
  await read(
    'proficiency report (estimated score, chance of passing, 26 weeks)',
    () => get('/api/v1/geral/relatorio/modulo/1/proficiencia', heavy),
    TARGETS.proficiency,
  )
}
