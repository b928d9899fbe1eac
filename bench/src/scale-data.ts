// The scale data set of `npm run bench:scale` (issue 15): generated inside PostgreSQL with generate_series, every
// aggregate, counter, progress row and mock result computed from the generated answers by the owner's bulk path, the
// statements the fold runs (scale-data.test.ts compares them with a recount).
import { MOCK_KEY_MODE } from '@gabarito/core'
import pg from 'pg'
import { statementText } from '../../apps/server/src/db/sql.ts'
import { emptyAggregatesSql } from '../../apps/server/src/modules/aggregates/aggregates.service.ts'
import { calibrationJob } from './scale-ability.ts'
import { type Job, loadAggregates, runSideBySide, SESSION } from './scale-load.ts'
import {
  ALTERNATIVES,
  COURSES,
  HEAVY_STUDENT,
  heldMockOf,
  layout,
  mockAnswerCount,
  REFERENCE_EXAM,
  SCALE_SOURCE_KEY,
  type ScaleSizes,
  sourcesOf,
} from './scale-sizes.ts'
import { studySteps } from './scale-study-data.ts'

const SP = `'America/Sao_Paulo'`
const BESIDE_THE_ANSWERS = ['question tags', 'alternatives']
/** Practice answers marked "Chutei" (issue 30): about one in twelve. */
const GUESSED_SHARE = 0.08

/** Repeats each index by its weight: an array to draw from uniformly, so that heavier entries come more often. */
function weighted(weights: number[]): string {
  return `array[${weights.flatMap((w, i) => Array<number>(w).fill(i)).join(',')}]`
}
// Monday first (date_trunc('week') starts on Monday): Sunday heaviest, Friday and Saturday lightest.
const WEEKDAYS = weighted([14, 14, 13, 13, 9, 10, 20])
// São Paulo hours 0-23: little at night, a morning shoulder, most from 19 h to 22 h.
const HOURS = weighted([2, 1, 1, 0, 0, 1, 3, 6, 7, 7, 6, 5, 6, 6, 6, 6, 7, 8, 11, 16, 18, 17, 12, 6])
const draw = (array: string) => `(${array})[1 + floor(random() * cardinality(${array}))::int]`

/** SQL of a student's chance of a right answer: 35% to 80%, fixed per student. */
const abilityOf = (u: string) => `(0.35 + 0.45 * ((${u}::bigint * 2654435761) % 1000) / 1000.0)`

/** SQL of a time within the last `weeks` weeks before this one, on weekdays and hours as students answer. */
function answerTime(weeks: number): string {
  return `((date_trunc('week', now() at time zone ${SP}) - (1 + floor(random() * ${weeks}))::int * interval '1 week'
      + ${draw(WEEKDAYS)} * interval '1 day' + ${draw(HOURS)} * interval '1 hour'
      + floor(random() * 3600) * interval '1 second') at time zone ${SP})`
}

/** The chosen alternative's id: the right one when `hit`, else one of the other three. */
const chosenAlternative = (q: string, hit: string, wrong: string) =>
  `((${q} - 1) * ${ALTERNATIVES} + 1 + case when ${hit} then ${q} % ${ALTERNATIVES}
     else (${q} % ${ALTERNATIVES} + 1 + ${wrong}) % ${ALTERNATIVES} end)`

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
  const practice = s.answers - mockAnswerCount(s) - s.heavyAnswers
  if (practice < 0) throw new Error('the sizes give more mock answers than answers')
  const courseQuestion = (c: string) =>
    `(case ${c} ${[1, 2, 3].map((k) => `when ${k} then ${l.firstQuestion(k)} + floor(random() * ${l.questionCount(k)})::int`).join(' ')} end)`
  const insertAnswers = (select: string) =>
    `insert into answers (user_id, question_id, alternative_id, correct, guessed, kind, course_id, subject_id,
                          reference_id, answered_at)
     select u, q, ${chosenAlternative('q', 'hit', 'wrong')}, hit, guessed, kind, c, ${l.subjectOf('q', 'c')}, ref, at
     from (${select}) s`
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
    [
      `answers (${s.answers.toLocaleString('en')}: ${practice.toLocaleString('en')} practice, the heavy student's ${s.heavyAnswers.toLocaleString('en')}, ${mockAnswerCount(s).toLocaleString('en')} in mocks)`,
      // Stored in time order, as answering would have: ids follow the answers' times.
      `${answerIndexes.map((i) => `drop index ${i.name};`).join('\n')}
       ${insertAnswers(
         `select * from (
           -- Practice: students 2..N, the lower ids more active (a power law), each in their course; a share
           -- (GUESSED_SHARE) marked "Chutei", right about as often as a guess among four alternatives.
           select u, c, q, case when guessed then random() < 0.3 else random() < ${abilityOf('u')} end as hit,
                  guessed, floor(random() * 3)::int as wrong, 'TREINAMENTO' as kind, null::int as ref, at
           from (select u, c, ${courseQuestion('c')} as q, random() < ${GUESSED_SHARE} as guessed, at
                 from (select u, ${l.courseOf('u')} as c, at
                       from (select 2 + floor(${s.students - 1} * power(random(), 1.6))::int as u,
                                    ${answerTime(s.weeks)} as at
                             from generate_series(1, ${practice}) g) a) b) d
           union all
           -- The reports' heavy student, over the last year.
           select ${HEAVY_STUDENT}, 1, q, case when guessed then random() < 0.3 else random() < 0.62 end, guessed,
                  floor(random() * 3)::int, 'TREINAMENTO', null, at
           from (select ${courseQuestion('1')} as q, random() < ${GUESSED_SHARE} as guessed,
                        ${answerTime(Math.min(52, s.weeks))} as at
                 from generate_series(1, ${s.heavyAnswers}) g) e
           union all
           -- Mock k's participants: the students whose (u × 7919) mod N falls under N × k / mocks, a different mix
           -- each week; each answers every question, at their own time within the first six days. The modo-prova
           -- mock's: those under heldParticipants, within the two days it has been open.
           select u, 1, q, random() < ${abilityOf('u')}, false, floor(random() * 3)::int, 'Semanal', k, at
           from (select u, mq.mock_id as k, mq.question_id as q,
                        m.opens_at + ((u * 31 + m.id * 17) % (case when m.id = ${held} then 2800 else 8640 end))
                          * interval '1 minute' + mq.position * interval '1 minute' as at
                 from mocks m join mock_questions mq on mq.mock_id = m.id
                   join generate_series(1, ${s.students}) u
                     on (u::bigint * 7919) % ${s.students}
                        < case when m.id = ${held} then ${s.heldParticipants}
                          else (${s.students}::bigint * m.id) / ${s.mocks} end) p
         ) every_answer`,
       )}
       order by at`,
    ],
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
    // The questions' tags and alternatives, which the answers do not read, load beside them on the other core.
    const beside = steps.filter(([label]) => BESIDE_THE_ANSWERS.includes(label))
    for (const [label, statement] of steps) {
      const started = Date.now()
      if (label.startsWith('answers (')) {
        await runSideBySide(url, 2, [[label, `select setseed(0.42); ${statement}`], ...beside], log)
        continue
      }
      if (beside.some((step) => step[0] === label)) continue
      await db.query(statement)
      log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
    }
    // The answers' indexes are built while the aggregates load: they read the answers by sequential scans.
    const answerIndexes: Job[] = indexes.map((i) => [`answers: ${i.name}`, i.definition])
    await loadAggregates(url, db, heldMockOf(s), [calibrationJob(url, log), ...answerIndexes, ...more], log)
  } finally {
    await db.end()
  }
}
