import type { QualityQueue } from '@gabarito/core/contract'
import { describe, expect, it } from 'vitest'
import { expectRoute, gone, visible, visit } from '../src/gabarito.ts'
import { MANAGER, setupE2E } from '../src/harness.ts'
import { screenshot } from '../src/payments.ts'
import { callApi } from '../src/practice.ts'
import { staffCourse, staffScreenOfSergeantCourse } from '../src/staff.ts'

// Issue 14 (decision 0024): the quality queue lists the wrong-key question of a seeded data set.
const e2e = setupE2E()

/**
 * 200 simulated students (ability from −2.5 to 2.5) answer 40 of the course's questions, knowing each with the
 * Rasch probability. Deterministic (hashes, not random()).
 *
 * The first question's key is then made wrong: every one of its answers, these students' and the demo's simulated
 * candidates' (decision 0070), chose by the alternative that was the key before.
 */
const SEED_SQL = `
with qs as (
  select q.id, q.course_id, q.subject_id, q.correct_alternative_id, row_number() over (order by q.id) as j
  from questions q where q.course_id = $1 and q.status = 'PUBLICADA' and q.correct_alternative_id is not null
  order by q.id limit 40
), alts as (
  select a.question_id, a.id, (row_number() over (partition by a.question_id order by a.position) - 1)::int as pos,
         count(*) over (partition by a.question_id)::int as n
  from alternatives a join qs on qs.id = a.question_id
), keys as (
  select qs.*, a.pos as key_pos, a.n from qs join alts a on a.id = qs.correct_alternative_id
), us as (
  select id, row_number() over (order by id)::int as u from users where email like '%@revisao.exemplo'
), pairs as (
  select us.id as user_id, k.*, k.key_pos as truth,
         1 / (1 + exp(-((us.u - 100) / 40.0 - (k.j - 20) / 12.0))) as p,
         (abs(hashtext(us.u || ':' || k.j)) % 10000) / 10000.0 as r1, abs(hashtext(k.j || '/' || us.u)) as r2
  from us cross join keys k
)
insert into answers (user_id, question_id, alternative_id, correct, kind, course_id, subject_id, answered_at)
select p.user_id, p.id, a.id, a.id = p.correct_alternative_id, 'TREINAMENTO', p.course_id, p.subject_id,
       now() - interval '1 day'
from pairs p join alts a on a.question_id = p.id
 and a.pos = case when p.r1 < p.p then p.truth else (p.truth + 1 + p.r2 % (p.n - 1)) % p.n end`

async function seedAnswers(courseId: number): Promise<number> {
  return e2e.withDatabase(async (db) => {
    await db.query(
      `insert into users (cpf, email, name, nickname, password_hash)
       select lpad((91000000000 + g)::text, 11, '0'), 'aluno' || g || '@revisao.exemplo', 'Aluno ' || g, 'A' || g, 'x'
       from generate_series(1, 200) g`,
    )
    await db.query(SEED_SQL, [courseId])
    // The answers keep the hit they were given; the statistics score them by the key as it is now (decision 0024).
    const { rows } = await db.query<{ id: number }>(
      `update questions q set correct_alternative_id =
         (select a.id from alternatives a where a.question_id = q.id and a.id <> q.correct_alternative_id
           order by a.position limit 1)
       where q.id = (select id from questions where course_id = $1 and status = 'PUBLICADA'
                       and correct_alternative_id is not null order by id limit 1)
       returning q.id`,
      [courseId],
    )
    return rows[0]?.id as number
  })
}

describe('question quality queue', () => {
  it('a Gerente recalculates, finds the wrong key, opens it in the editor and dismisses the flag', {
    timeout: 240_000,
  }, async () => {
    const base = e2e.server.url
    const { token, course } = await staffCourse(base, MANAGER)
    const wrongKey = await seedAnswers(course.id)

    const { page } = await staffScreenOfSergeantCourse(e2e, MANAGER, '/admin/revisao')
    await visible(page.getByText('As estatísticas deste curso ainda não foram calculadas.'))
    await page.getByRole('button', { name: 'Recalcular estatísticas' }).click()
    await visible(page.getByText(/Estatísticas calculadas: \d+ questões/))
    const row = page.getByTestId(`revisao-${wrongKey}`)
    await visible(row.getByTestId('motivo-gabarito_suspeito'))
    await visible(row.getByText('Gabarito suspeito'))
    // Only that question is a probable wrong key.
    const queue = await callApi<QualityQueue>(
      base,
      'GET',
      `/api/v1/admin/perguntas/revisao?modulo_id=${course.id}`,
      token,
    )
    expect(
      queue.body.data.filter((r) => r.motivos.includes('gabarito_suspeito')).map((r) => r.pergunta_id),
    ).toEqual([wrongKey])
    await screenshot(page, 'admin-quality-queue-desktop.png')

    // Opened in the editor: the statistics beside the form, the key's correlation and the flag.
    await row.getByRole('link', { name: `Abrir a questão ${wrongKey} no editor` }).click()
    await expectRoute(page, `/admin/perguntas/${wrongKey}`)
    const panel = page.getByTestId('estatisticas-questao')
    await visible(panel.getByText('Estatísticas da questão'))
    await visible(panel.getByText('(gabarito)', { exact: false }))
    await visible(panel.getByText('Gabarito suspeito'))
    await panel.scrollIntoViewIfNeeded()
    await screenshot(page, 'admin-quality-question-stats-desktop.png')

    // Back in the queue, the flag is dismissed with a reason: the row loses that badge.
    await visit(page, '/admin/revisao')
    await visible(row.getByTestId('motivo-gabarito_suspeito'))
    await row.getByRole('button', { name: `Dispensar o alerta da questão ${wrongKey}` }).click()
    await page
      .getByTestId('dispensar-justificativa')
      .fill('Conferido com a prova oficial: o gabarito está certo.')
    await page.getByRole('button', { name: 'Dispensar', exact: true }).click()
    await visible(page.getByText('Alerta dispensado.'))
    await gone(row.getByTestId('motivo-gabarito_suspeito'))
  })
})
