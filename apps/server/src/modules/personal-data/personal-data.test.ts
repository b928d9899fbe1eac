import { generateCpf, ROLES } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parsedRows } from '../../db/rows.ts'
import { planPrices } from '../../db/schema/index.ts'
import { REMOVED_COMMENT } from '../../lib/personal-data.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { type createQuestion, userIdOf } from '../../test/fixtures.ts'
import { staffMock } from '../../test/mock.ts'
import { practiceSuite } from '../../test/practice.ts'
import { userWithRoles } from '../../test/staff.ts'
import { expectAggregatesMatchAnswers } from '../answers/answer-rescore.test-helpers.ts'
import { PERSONAL_DATA } from './personal-data.registry.ts'

// LGPD, issue 45 (decision 0062): every column of the database that ties a row to a user is declared by the module
// that owns it, with what the erasure does and where the export lists it. A student with a row behind every such
// column is erased: what is left of them is only what the declarations keep, with nothing they wrote or were in it,
// nothing of theirs readable in the discussion, and the aggregates still equal to the answers. Another student's
// export lists a row of every declared field.
const suite = practiceSuite('Direito Penal', ['Crimes contra a pessoa'])
type Question = Awaited<ReturnType<typeof createQuestion>>
type Person = Awaited<ReturnType<typeof personWithRows>>

const DECLARED = PERSONAL_DATA.flatMap((owner) => owner.columns)
const at = (c: { table: string; column: string }) => `${c.table}.${c.column}`

const call = (method: string, url: string, token: string, payload?: object) =>
  suite.t.app.inject({ method: method as 'POST', url, headers: auth(token), payload })
const ok = async (method: string, url: string, token: string, payload?: object) => {
  const res = await call(method, url, token, payload)
  if (res.statusCode >= 300) expect.fail(`${method} ${url}: ${res.statusCode} ${res.body}`)
  return res
}

/** Every column that ties a row to a user: a foreign key to users, or an id or an address named after a person. */
const CATALOGUE = sql`
  select c.conrelid::regclass::text as "table", a.attname::text as "column"
  from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
  where c.contype = 'f' and c.confrelid = 'users'::regclass
  union
  select table_name::text, column_name::text from information_schema.columns
  where table_schema = current_schema() and table_name <> 'users' and (
    (data_type in ('integer', 'bigint')
      and (column_name ~ '(^|_)(user|owner|recipient|actor|author|student)_id$' or column_name ~ '_by$'))
    or (data_type in ('character varying', 'text') and column_name ~ '(^|_)(email|recipient)$'))`
const cell = z.object({ table: z.string(), column: z.string() })

let q: Question
let mockQuestion: Question
let manager: string
let admin: string

/** A student with a row behind every declared column a student can have, each text of theirs marked by `tag`. */
async function personWithRows(tag: string) {
  const { t, course } = suite
  const s = await signUpAndLogin(t.app, { nome: `Aluna ${tag} da Silva`, apelido: `Apelido${tag}` })
  const id = userIdOf(s.token)
  const texts = {
    comment: `Comentário à equipe ${tag}`,
    discussion: `Na discussão, ${tag} diz que a B serve`,
    reply: `Resposta de ${tag} na discussão`,
    reason: `Denúncia feita por ${tag}`,
    summary: `Resumo de ${tag}`,
    notebook: `Caderno de ${tag}`,
  }
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cadastro/reset/senha',
    payload: { cpf: s.student.id },
    remoteAddress: `203.0.113.${id % 250}`,
  })
  expect(reset.statusCode).toBe(200)
  // A free answer (no plan yet), a guess: a review card, the practice's position and every aggregate of it.
  await ok('GET', `/api/v1/geral/modulo/${course.id}/disciplina/${suite.subject.id}/perguntas`, s.token)
  expect((await suite.answer(s.token, q, 1, { chutei: true })).statusCode).toBe(200)
  await ok('GET', `/api/v1/profile/meus/planos/modulo/${course.id}/meses/1`, s.token)
  await ok('POST', `/api/v1/admin/usuarios/${id}/planos`, admin, {
    modulo_id: course.id,
    meses: 3,
    motivo: 'teste',
  })
  const mockId = await staffMock(suite, [mockQuestion], new Date(suite.now.getTime() - 3600_000), {
    name: tag,
  })
  const mocked = { modulo_id: course.id, desafio_id: mockId, pergunta_id: mockQuestion.id }
  await ok('POST', '/respostas/api/v1/simulado/exibida', s.token, mocked)
  await ok('POST', '/respostas/api/v1/simulado/responder', s.token, {
    ...mocked,
    selected: mockQuestion.correctId,
    disciplina_id: mockQuestion.subjectId,
    tipo: 'Semanal',
  })
  await ok('POST', '/api/v1/geral/modulo/criar/comentario', s.token, {
    texto: texts.comment,
    pergunta_id: q.id,
    modulo_id: course.id,
  })
  const discussed = (
    await ok('POST', `/api/v1/geral/pergunta/${q.id}/discussao`, s.token, { texto: texts.discussion })
  ).json().id as number
  await ok('POST', `/api/v1/admin/discussao/${discussed}/aprovar`, manager)
  const summaryId = (
    await ok('POST', '/api/v1/geral/arquivo_usuario/', s.token, {
      nome: texts.summary,
      descricao: `<p>${texts.summary}</p>`,
      modulo_id: course.id,
    })
  ).json().id as number
  // A share with a CPF of nobody: refused, and counted among the day's tries (issue 45).
  const share = `/api/v1/geral/arquivo_usuario/${summaryId}/adicionar/usuario`
  expect((await call('POST', share, s.token, { usuario: generateCpf() })).statusCode).toBe(422)
  const cadernos = `/api/v1/geral/modulo/${course.id}/cadernos`
  const notebookId = (await ok('POST', cadernos, s.token, { nome: texts.notebook })).json().id as number
  await ok('POST', `${cadernos}/${notebookId}/questoes`, s.token, { pergunta_id: q.id })
  await ok('PUT', `/api/v1/geral/modulo/${course.id}/data-prova`, s.token, { data: '2027-06-30' })
  // The calibration needs a hundred students; its rows are written as it writes them.
  await t.db.execute(sql`insert into ability_estimates (user_id, course_id, items, theta, standard_error, computed_at)
    values (${id}, ${course.id}, 25, 0.4, 0.3, now())`)
  await t.db.execute(sql`insert into ability_history (user_id, course_id, week, theta, standard_error, items, computed_at)
    values (${id}, ${course.id}, '2026-11-16', 0.4, 0.3, 25, now())`)
  await ok('POST', '/api/v1/profile/exclusao', s.token)
  return { ...s, id, texts, discussed, summaryId }
}

/** What the two students do to each other's rows: shares, replies, votes and reports; then the staff block both. */
async function meet(a: Person, b: Person) {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    await ok('POST', `/api/v1/geral/arquivo_usuario/${from.summaryId}/adicionar/usuario`, from.token, {
      usuario: to.student.id,
    })
    const reply = await ok('POST', `/api/v1/geral/pergunta/${q.id}/discussao`, from.token, {
      texto: from.texts.reply,
      resposta_a: to.discussed,
    })
    await ok('POST', `/api/v1/admin/discussao/${reply.json().id}/aprovar`, manager)
    await ok('POST', `/api/v1/geral/discussao/${to.discussed}/util`, from.token)
    await ok('POST', `/api/v1/geral/discussao/${to.discussed}/denuncia`, from.token, {
      motivo: from.texts.reason,
    })
  }
  for (const s of [a, b]) await ok('POST', `/api/v1/admin/discussao/usuarios/${s.id}/bloquear`, manager)
}

const secretsOf = (p: Person) => [
  p.student.nome,
  p.student.apelido,
  p.student.email,
  p.student.id,
  ...Object.values(p.texts),
]

let ana: Person
let bruno: Person

beforeAll(async () => {
  q = await suite.question({ topicId: suite.subject.topics[0]?.id, tags: ['Legítima defesa'] })
  mockQuestion = await suite.question()
  manager = await userWithRoles(suite.t, [ROLES.manager])
  admin = await userWithRoles(suite.t, [ROLES.admin])
  await suite.t.db.insert(planPrices).values({ planId: suite.course.planId, months: 1, priceCents: 2990 })
  ana = await personWithRows('Ana7301')
  bruno = await personWithRows('Bruno7302')
  await meet(ana, bruno)
})

describe('a person’s rows, declared by the modules that own them', () => {
  it('declares every column that ties a row to a user, once, and exports each field it names', async () => {
    const catalogue = (await parsedRows(suite.t.db, CATALOGUE, cell)).map(at)
    const declared = DECLARED.map(at)
    expect(catalogue.filter((c) => !declared.includes(c)).sort()).toEqual([])
    expect(declared.filter((c, i) => declared.indexOf(c) !== i)).toEqual([])
    const columns = await parsedRows(
      suite.t.db,
      sql`select table_name::text as "table", column_name::text as "column" from information_schema.columns
          where table_schema = current_schema()`,
      cell,
    )
    const existing = new Set(columns.map(at))
    expect(declared.filter((c) => !existing.has(c))).toEqual([])
    for (const owner of PERSONAL_DATA) {
      const named = [...new Set(owner.columns.flatMap((c) => (c.field ? [c.field] : [])))].sort()
      expect({ module: owner.module, fields: owner.exports.map((e) => e.field).sort() }).toEqual({
        module: owner.module,
        fields: named,
      })
    }
  })

  it('exports a row of every field; erasure leaves only what is kept, nothing readable', async () => {
    const exported = await ok('GET', '/api/v1/profile/meus/dados', bruno.token)
    const data = exported.json()
    const fields = [...new Set(DECLARED.flatMap((c) => (c.field ? [c.field] : [])))]
    const empty = fields.filter((f) => !(Array.isArray(data[f]) ? data[f].length > 0 : data[f]))
    expect(empty).toEqual([])
    for (const secret of secretsOf(ana)) expect(exported.body).not.toContain(secret)

    const rowsOf = (c: { table: string; column: string }, p: Person) =>
      parsedRows(
        suite.t.db,
        sql`select row_to_json(t)::text as row from ${sql.identifier(c.table)} t
            where lower(${sql.identifier(c.column)}::text) in (${String(p.id)}, lower(${p.student.email}))`,
        z.object({ row: z.string() }),
      )
    // The fold's queue holds a person's answers only until the fold (inline here) counts them: nothing to find after.
    const student = DECLARED.filter((c) => !c.actor && c.table !== 'aggregate_fold_queue')
    const before = await Promise.all(
      student.map(async (c) => [at(c), (await rowsOf(c, ana)).length] as const),
    )
    expect(before.filter(([, n]) => n === 0)).toEqual([])

    const requests = (await ok('GET', '/api/v1/admin/exclusoes?length=-1', admin)).json().data
    const request = requests.find((r: { usuario_id: number }) => r.usuario_id === ana.id)
    await ok('POST', `/api/v1/admin/exclusoes/${request.id}/executar`, admin)

    const left: string[] = []
    for (const c of DECLARED.filter((d) => d.erasure === 'deleted')) {
      const rows = await rowsOf(c, ana)
      if (rows.length > 0) left.push(`${at(c)}: ${rows.length} rows`)
    }
    // Every table, not only the declared ones: the person's texts, names, CPF and e-mail are nowhere but in the
    // tables the declarations keep as they are (payments).
    const keptAsIs = new Set(DECLARED.filter((c) => c.erasure === 'kept' && !c.actor).map((c) => c.table))
    const tables = await parsedRows(
      suite.t.db,
      sql`select table_name::text as "table" from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`,
      z.object({ table: z.string() }),
    )
    for (const { table } of tables.filter((t) => !keptAsIs.has(t.table) || t.table === 'audit_log')) {
      for (const secret of secretsOf(ana)) {
        const [found] = await parsedRows(
          suite.t.db,
          sql`select count(*)::int as n from ${sql.identifier(table)} t where strpos(row_to_json(t)::text, ${secret}) > 0`,
          z.object({ n: z.number() }),
        )
        if (found?.n) left.push(`${table}: ${secret}`)
      }
    }
    expect(left).toEqual([])

    const discussion = await ok('GET', `/api/v1/geral/pergunta/${q.id}/discussao`, bruno.token)
    for (const secret of secretsOf(ana)) expect(discussion.body).not.toContain(secret)
    const shown = discussion.json().comentarios
    expect(shown.find((c: { id: number }) => c.id === ana.discussed)).toMatchObject({
      texto: REMOVED_COMMENT,
      apelido: 'Participante removido',
    })
    const replies = shown.flatMap((c: { respostas: { texto: string }[] }) => c.respostas.map((r) => r.texto))
    expect(replies.sort()).toEqual([REMOVED_COMMENT, bruno.texts.reply].sort())
    await expectAggregatesMatchAnswers(suite.t.db)
  })
})
