import { sql } from 'drizzle-orm'
import pg from 'pg'
import { statementText } from '../../apps/server/src/db/sql.ts'
import {
  bulkAggregateStatements,
  emptyAggregatesSql,
} from '../../apps/server/src/modules/aggregates/aggregates.service.ts'
import { log } from './harness.ts'
import { applyPostgresSettings } from './postgres-settings.ts'

/** Sizes of the generated data set (DESIGN.md section 5: ten times the seed platform, on one machine). */
export const SIZES = {
  users: 45_000,
  questions: 1_000_000,
  alternativesPerQuestion: 4,
  /** BENCH_ANSWERS overrides it (e.g. 1,000,000 to iterate faster); the marker records it. */
  answers: Number(process.env.BENCH_ANSWERS ?? 4_000_000),
  subjects: 20,
  topicsPerSubject: 10,
  /** Concepts: every question has two (decision 0015), one question in 23 is from a past exam. */
  tags: 2_000,
}
/** The benchmarks' database (BENCH_DB; several sessions on one machine each keep their own). */
export const BENCH_DB = process.env.BENCH_DB ?? 'gabarito_bench'
const MARKER = `v4:${SIZES.users}:${SIZES.questions}:${SIZES.answers}`

export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  // Every benchmark starts here: the server gets the product's documented settings first (decision 0046).
  log(`PostgreSQL settings: ${await applyPostgresSettings(adminUrl)}`)
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name])
  if (!rowCount) await admin.query(`create database "${name}"`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * Fills the bench database once (kept between runs): users with the unlimited plan, a course, subjects,
 * a million questions with their alternatives, four million answers with their aggregates and progress,
 * and `bench_bare`, a copy of the answers table for the bare-INSERT baseline.
 */
export async function generate(url: string, log: (line: string) => void): Promise<void> {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  await db.query('create table if not exists bench_meta (marker text primary key)')
  const { rowCount } = await db.query('select 1 from bench_meta where marker = $1', [MARKER])
  if (rowCount) {
    log('data set already generated')
    await db.end()
    return
  }
  const step = async (label: string, sql: string) => {
    const started = Date.now()
    await db.query(sql)
    log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  // emptyAggregatesSql empties the fold's queue too: its ids would name the new answers (identities restart).
  await step(
    'clean',
    `truncate users, courses, plans, user_plans, subjects, topics, questions, alternatives, answers, exams, tags
       restart identity cascade;
     ${statementText(emptyAggregatesSql())};
     drop table if exists bench_bare`,
  )
  await step(
    'users',
    `insert into users (cpf, email, name, nickname, password_hash)
     select lpad(g::text, 11, '0'), 'aluno' || g || '@bench.local', 'Aluno ' || g, 'aluno' || g, 'x'
     from generate_series(1, ${SIZES.users}) g`,
  )
  await step(
    'course, plans, subjects',
    `insert into plans (id, name) values (1, 'Assinatura ilimitada');
     insert into courses (name, has_questions) values ('Curso de carga', true);
     insert into plans (id, name, course_id) values (2, 'Plano Curso de carga', 1);
     select setval(pg_get_serial_sequence('plans', 'id'), 2);
     insert into user_plans (user_id, plan_id, ends_at) select id, 1, now() + interval '1 year' from users;
     insert into subjects (course_id, name) select 1, 'Disciplina ' || g from generate_series(1, ${SIZES.subjects}) g`,
  )
  const topics = SIZES.subjects * SIZES.topicsPerSubject
  await step(
    'topics, exams, tags',
    // Topic t belongs to subject 1 + ((t - 1) % subjects), so question g (subject 1 + g % subjects) takes topic
    // 1 + g % topics, one of its subject's.
    `insert into topics (id, subject_id, name, acronym, position)
     select t, 1 + ((t - 1) % ${SIZES.subjects}), 'Assunto ' || t, 'A' || t, t from generate_series(1, ${topics}) t;
     select setval(pg_get_serial_sequence('topics', 'id'), ${topics});
     insert into exams (id, course_id, name, year) values (1, 1, 'Prova de carga', 2025);
     insert into tags (id, description, details_html)
     select g, 'Conceito ' || g, '<p>Descrição do conceito ' || g || '</p>' from generate_series(1, ${SIZES.tags}) g;
     select setval(pg_get_serial_sequence('tags', 'id'), ${SIZES.tags})`,
  )
  await step(
    'questions',
    `insert into questions (id, course_id, subject_id, topic_id, exam_id, text_html, explanation_html)
     select g, 1, 1 + (g % ${SIZES.subjects}), 1 + (g % ${topics}), case when g % 23 = 0 then 1 end,
            '<p>Questão ' || g || '</p>', '<p>Explicação</p>'
     from generate_series(1, ${SIZES.questions}) g;
     select setval(pg_get_serial_sequence('questions', 'id'), ${SIZES.questions})`,
  )
  await step(
    'question tags',
    `insert into question_tags (question_id, tag_id)
     select g, 1 + (g % ${SIZES.tags}) from generate_series(1, ${SIZES.questions}) g
     union
     select g, 1 + ((g / 7) % ${SIZES.tags}) from generate_series(1, ${SIZES.questions}) g`,
  )
  await step(
    'alternatives',
    // Explicit ids, so that alternative (q, p) is (q - 1) * per + p + 1 whatever order the rows come in.
    `insert into alternatives (id, question_id, position, letter, text_html)
     select (q - 1) * ${SIZES.alternativesPerQuestion} + p + 1, q, p, chr(65 + p), 'Alternativa ' || chr(65 + p)
     from generate_series(1, ${SIZES.questions}) q, generate_series(0, ${SIZES.alternativesPerQuestion - 1}) p;
     select setval(pg_get_serial_sequence('alternatives', 'id'), ${SIZES.questions * SIZES.alternativesPerQuestion})`,
  )
  await step(
    'correct alternatives',
    `update questions set correct_alternative_id = (id - 1)::bigint * ${SIZES.alternativesPerQuestion} + 1 + (id % ${SIZES.alternativesPerQuestion})`,
  )
  await step(
    'answers',
    `insert into answers (user_id, question_id, alternative_id, correct, kind, course_id, subject_id, answered_at)
     select u, q, (q - 1) * ${SIZES.alternativesPerQuestion} + 1 + (g % ${SIZES.alternativesPerQuestion}),
            (g % ${SIZES.alternativesPerQuestion}) = (q % ${SIZES.alternativesPerQuestion}), 'TREINAMENTO', 1,
            1 + (q % ${SIZES.subjects}), now() - (g % 365) * interval '1 day'
     from (select g, (1 + (g::bigint * 7919) % ${SIZES.users})::int as u, (1 + (g::bigint * 104729) % ${SIZES.questions})::int as q
           from generate_series(1, ${SIZES.answers}) g) s`,
  )
  // Every aggregate from the answers, by their owner's bulk path (decision 0043).
  const aggregates = bulkAggregateStatements(sql`true`).map(statementText)
  for (const [i, statement] of aggregates.entries())
    await step(`aggregates ${i + 1}/${aggregates.length}`, statement)
  await step(
    'bare table',
    'create table bench_bare (like answers including all); insert into bench_bare select * from answers',
  )
  // Sets the visibility map (autovacuum's work in production), so index-only scans stay index-only.
  await step('vacuum analyze', 'vacuum analyze')
  await db.query('insert into bench_meta values ($1)', [MARKER])
  await db.end()
}
