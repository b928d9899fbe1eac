// The scale data set of `npm run bench:scale` (issue 15): generated inside PostgreSQL with generate_series, every
// aggregate, counter, progress row and mock result computed from the generated answers by the owner's bulk path, the
// statements the fold runs (scale-data.test.ts compares them with a recount).
import { MOCK_KEY_MODE } from '@gabarito/core'
import pg from 'pg'
import { statementText } from '../../apps/server/src/db/sql.ts'
import { emptyAggregatesSql } from '../../apps/server/src/modules/aggregates/aggregates.service.ts'
import { calibrationJob } from './scale-ability.ts'
import { answerInserts } from './scale-answers-data.ts'
import { type Job, loadAggregates, runSideBySide, SESSION } from './scale-load.ts'
import {
  ALTERNATIVES,
  COURSES,
  heldMockOf,
  layout,
  REFERENCE_EXAM,
  SCALE_SOURCE_KEY,
  type ScaleSizes,
  sourcesOf,
} from './scale-sizes.ts'
import { studySteps } from './scale-study-data.ts'

const SP = `'America/Sao_Paulo'`
const BESIDE_THE_ANSWERS = ['question tags', 'alternatives']
/**
 * The statements that fill an empty (migrated) database, in order, each with a label. The weekly mocks are
 * numbered 1..mocks, mock k opening k weeks before the last; every student has the unlimited plan. The answers'
 * secondary indexes (`answerIndexes`, as pg_indexes lists them) are dropped before the answers are loaded, as a bulk
 * load does (generateScale builds them again).
 */
export function scaleSteps(
  s: ScaleSizes,
  passwordHash: string,
  answerIndexes: { name: string; definition: string }[],
): [label: string, sql: string][] {
  const l = layout(s)
  const sources = sourcesOf(SCALE_SOURCE_KEY)
  const held = heldMockOf(s)
  const subjects = COURSES * s.subjectsPerCourse
  const topics = subjects * s.topicsPerSubject
  return [
    [
      'clean',
      `truncate users, courses, plans, user_plans, subjects, topics, exams, tags, questions, alternatives, answers,
         free_answer_days, mocks, mock_questions, summary_files, summary_shares
       restart identity cascade;
       ${statementText(emptyAggregatesSql())};
       drop table if exists bench_bare`,
    ],
    [
      'users (valid CPFs, one password)',
      // CPF check digits (mod 11) of the 9-digit base 100000000 + g.
      `insert into users (cpf, email, name, nickname, password_hash)
       select base || d1 || d2, 'aluno' || g || '@carga.local', 'Aluno ' || g, 'aluno' || g, $hash$${passwordHash}$hash$
       from (
         select g, base, d1,
                (select case when s % 11 < 2 then 0 else 11 - s % 11 end
                 from (select sum(substr(base || d1, i, 1)::int * (12 - i)) as s from generate_series(1, 10) i) x) as d2
         from (
           select g, base,
                  (select case when s % 11 < 2 then 0 else 11 - s % 11 end
                   from (select sum(substr(base, i, 1)::int * (11 - i)) as s from generate_series(1, 9) i) x) as d1
           from (select g, (100000000 + g)::text as base from generate_series(1, ${s.students}) g) b
         ) c
       ) d`,
    ],
    [
      'courses, plans, subjects, topics, exams, tags',
      `insert into courses (id, name, has_questions, has_mock, has_reports, has_concepts, has_past_exams)
       values (1, 'Sargento (carga)', true, true, true, true, true), (2, 'Soldado (carga)', true, false, true, true, true),
              (3, 'Administrativo (carga)', true, false, true, true, true);
       select setval(pg_get_serial_sequence('courses', 'id'), 3);
       insert into plans (id, name) values (1, 'Assinatura ilimitada');
       insert into plans (id, name, course_id) select 1 + c, 'Plano do curso ' || c, c from generate_series(1, 3) c;
       select setval(pg_get_serial_sequence('plans', 'id'), 4);
       insert into user_plans (user_id, plan_id, ends_at) select id, 1, now() + interval '1 year' from users;
       insert into subjects (id, course_id, name, position)
       select g, 1 + (g - 1) / ${s.subjectsPerCourse}, 'Disciplina ' || g, g from generate_series(1, ${subjects}) g;
       select setval(pg_get_serial_sequence('subjects', 'id'), ${subjects});
       insert into topics (id, subject_id, name, acronym, position)
       select t, 1 + (t - 1) / ${s.topicsPerSubject}, 'Assunto ' || t, 'A' || t, t from generate_series(1, ${topics}) t;
       select setval(pg_get_serial_sequence('topics', 'id'), ${topics});
       insert into exams (id, course_id, name, year) select c, c, 'Prova de carga ' || c, 2025 from generate_series(1, 3) c;
       select setval(pg_get_serial_sequence('exams', 'id'), 3);
       insert into tags (id, description, details_html)
       select g, 'Conceito ' || g, '<p>Descrição do conceito ' || g || '</p>' from generate_series(1, ${s.tags}) g;
       select setval(pg_get_serial_sequence('tags', 'id'), ${s.tags})`,
    ],
    [
      'questions',
      // Question q of course c takes subject (c - 1) * S + 1 + (q - first) % S and one of that subject's topics; one
      // question in 23 is from the course's past exam; each has a banca, an órgão, a year and a level (bench:bank's) and
      // its key, the alternative at position q mod 4.
      `insert into questions (id, course_id, subject_id, topic_id, exam_id, text_html, explanation_html, banca, orgao,
                             year, level, correct_alternative_id)
       select id, c, subject, (subject - 1) * ${s.topicsPerSubject} + 1 + ((id / ${s.subjectsPerCourse}) % ${s.topicsPerSubject}),
              case when id % 23 = 0 then c end, '<p>Questão ' || id || ' do banco de carga.</p>', '<p>Explicação.</p>',
              ${sources.banca}, ${sources.orgao}, ${sources.year}, ${sources.level},
              (id - 1)::bigint * ${ALTERNATIVES} + 1 + ${l.rightPosition('id')}
       from (select id, c, ${l.subjectOf('id', 'c')} as subject
             from (select id, case when id < ${l.firstQuestion(2)} then 1 when id < ${l.firstQuestion(3)} then 2 else 3 end as c
                   from generate_series(1, ${s.questions}) id) x) y;
       select setval(pg_get_serial_sequence('questions', 'id'), ${s.questions})`,
    ],
    [
      'question tags',
      `insert into question_tags (question_id, tag_id)
       select q, 1 + (q % ${s.tags}) from generate_series(1, ${s.questions}) q
       union
       select q, 1 + ((q / 7) % ${s.tags}) from generate_series(1, ${s.questions}) q`,
    ],
    [
      'alternatives',
      `insert into alternatives (id, question_id, position, letter, text_html)
       select (q - 1) * ${ALTERNATIVES} + p + 1, q, p, chr(65 + p), 'Alternativa ' || chr(65 + p)
       from generate_series(1, ${s.questions}) q, generate_series(0, ${ALTERNATIVES - 1}) p;
       select setval(pg_get_serial_sequence('alternatives', 'id'), ${s.questions * ALTERNATIVES})`,
    ],
    [
      'weekly mocks, the modo-prova mock open now and the reference exam',
      // Mock k (course 1) opens on the Monday k weeks before the last one, for a week; its questions are distinct
      // questions of course 1, never repeated across mocks (97 is prime to the course's question count). The
      // modo-prova mock after them opened two days ago and closes in a year: the data set is kept between runs, and a
      // close would release its answers into the fold during a later run. The last three weekly mocks' questions,
      // answered by the most, make the past exam the chance of passing is computed on (decision 0059).
      `insert into mocks (id, course_id, name, opens_at, closes_at, created_at)
       select k, 1, 'Simulado Semanal de carga ' || k, o, o + interval '7 days', o
       from (select k, (date_trunc('week', now() at time zone ${SP}) - (${s.mocks} - k + 1) * interval '1 week')
                         at time zone ${SP} as o
             from generate_series(1, ${s.mocks}) k) x;
       insert into mocks (id, course_id, name, opens_at, closes_at, created_at, key_mode)
       values (${held}, 1, 'Simulado em modo prova de carga', now() - interval '2 days', now() + interval '1 year',
               now() - interval '2 days', '${MOCK_KEY_MODE.atClose}');
       select setval(pg_get_serial_sequence('mocks', 'id'), ${held});
       insert into mock_questions (mock_id, question_id, position)
       select k, 1 + (((k - 1) * ${s.mockQuestions} + i)::bigint * 97) % ${l.questionCount(1)}, i + 1
       from generate_series(1, ${held}) k, generate_series(0, ${s.mockQuestions - 1}) i;
       insert into exams (id, course_id, name, year) values (${REFERENCE_EXAM}, 1, 'Prova de referência de carga', 2025);
       select setval(pg_get_serial_sequence('exams', 'id'), ${REFERENCE_EXAM});
       update questions set exam_id = ${REFERENCE_EXAM}
       where id in (select question_id from mock_questions where mock_id > ${s.mocks - 3} and mock_id <= ${s.mocks})`,
    ],
    ['answers: secondary indexes dropped', answerIndexes.map((i) => `drop index ${i.name}`).join(';\n')],
    [
      `summaries (${s.summaries.toLocaleString('en')}) and shares`,
      // Student 1 keeps the limit of 10 in course 1 and has 30 more of course 1 shared with them; a third of the
      // others is shared with one student each.
      `insert into summary_files (id, user_id, course_id, name, content_html, created_at, updated_at)
       select g, u, case when g <= 40 then 1 else ${l.courseOf('u')} end, 'Resumo ' || g,
              '<h2>Resumo ' || g || '</h2><p>Pontos principais do assunto, com <strong>destaques</strong>.</p>',
              now() - (g % 500) * interval '1 day', now() - (g % 300) * interval '1 day'
       from (select g, case when g <= 10 then 1 else 2 + g % ${s.students - 1} end as u
             from generate_series(1, ${s.summaries}) g) x;
       select setval(pg_get_serial_sequence('summary_files', 'id'), ${s.summaries});
       insert into summary_shares (file_id, user_id)
       select g, case when g <= 40 then 1 else 2 + (g * 7) % ${s.students - 1} end
       from generate_series(11, ${s.summaries}) g
       where (g <= 40 or g % 3 = 0) and 2 + g % ${s.students - 1} <> 2 + (g * 7) % ${s.students - 1}`,
    ],
  ]
}

/**
 * Runs the steps on `url`, with foreign keys and triggers off for the session (session_replication_role), then loads
 * the aggregates with the calibration, the answers' indexes and `more` jobs side by side.
 */
export async function generateScale(
  url: string,
  s: ScaleSizes,
  passwordHash: string,
  log: (line: string) => void,
  more: Job[] = [],
): Promise<void> {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  try {
    await db.query(`${SESSION}; select setseed(0.42)`)
    const { rows: indexes } = await db.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
       where tablename = 'answers' and indexname <> 'answers_pkey'`,
    )
    const steps = [...scaleSteps(s, passwordHash, indexes), ...studySteps(s)]
    // The answers in two inserts side by side, then the questions' tags and alternatives, which they do not read.
    const answers = answerInserts(s)
    const beside = steps.filter(([label]) => BESIDE_THE_ANSWERS.includes(label))
    for (const [label, statement] of steps) {
      const started = Date.now()
      if (beside.some((step) => step[0] === label)) continue
      await db.query(statement)
      log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
      if (label !== 'answers: secondary indexes dropped') continue
      const halves = answers.statements.map(
        (sql, i): Job => [
          `${answers.label}, ${i === 0 ? 'the older' : 'the recent'} weeks`,
          `select setseed(0.4${i + 2}); ${sql}`,
        ],
      )
      await runSideBySide(url, 2, [...halves, ...beside], log)
      await db.query(`select setval(pg_get_serial_sequence('answers', 'id'), ${s.answers})`)
    }
    // The answers' indexes are built while the aggregates load: they read the answers by sequential scans.
    const answerIndexes: Job[] = indexes.map((i) => [`answers: ${i.name}`, i.definition])
    await loadAggregates(url, db, heldMockOf(s), [calibrationJob(url, log), ...answerIndexes, ...more], log)
  } finally {
    await db.end()
  }
}
