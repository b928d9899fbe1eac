// The data set of `npm run bench:next-batch` (issue 27, decision 0044): one course of ten subjects of 30,000
// questions each (a subject of the scale data set's first course), 40 heavy students who answered 27,000 of
// subject 1's questions, a thousand students with 500 questions answered each and a thousand new students.
// Generated inside PostgreSQL, kept between runs.
import pg from 'pg'

export const NEXT_BATCH = {
  subjects: 10,
  questionsPerSubject: 30_000,
  /** Students 1 .. 20: practised subject 1 in its order (decision 0044) up to 26,800 of its 30,000 questions. */
  heavyInOrder: 20,
  /** Students 21 .. 40: as many answers from before the order existed (scattered, no place stored). */
  heavyScattered: 20,
  /** Of subject 1's 30,000 questions, what each heavy student answered. */
  heavyInSubject: 27_000,
  /** Students 41 .. 1,040 answered 500 questions each; 1,041 .. 2,040 none. */
  students: 1_000,
  answeredEach: 500,
  newStudents: 1_000,
} as const

const N = NEXT_BATCH
const Q = N.subjects * N.questionsPerSubject
export const MARKER = `next-batch:v2:${JSON.stringify(N)}`

export function nextBatchSteps(): [label: string, sql: string][] {
  const heavy = N.heavyInOrder + N.heavyScattered
  const users = heavy + N.students + N.newStudents
  const inOrder = N.heavyInSubject - 200
  // The 200 answered out of order are every 16th of the 3,200 after the place: 3,000 left unseen, 300 batches.
  const ahead = 3_200
  return [
    [
      'clean',
      `truncate users, courses, subjects, topics, questions, alternatives, alternative_counts, question_progress,
         practice_positions restart identity cascade;
       drop table if exists bench_filler`,
    ],
    [
      'users, course, subjects',
      `insert into users (cpf, email, name, nickname, password_hash)
       select lpad(g::text, 11, '0'), 'aluno' || g || '@lote.local', 'Aluno ' || g, 'aluno' || g, '!'
       from generate_series(1, ${users}) g;
       insert into courses (id, name, has_questions) values (1, 'Sargento (lote)', true);
       select setval(pg_get_serial_sequence('courses', 'id'), 1);
       insert into subjects (id, course_id, name, position)
       select g, 1, 'Disciplina ' || g, g from generate_series(1, ${N.subjects}) g;
       select setval(pg_get_serial_sequence('subjects', 'id'), ${N.subjects})`,
    ],
    [
      `${Q.toLocaleString('en')} questions, 4 alternatives each`,
      `insert into questions (id, course_id, subject_id, text_html, explanation_html, random_key)
       select g, 1, 1 + (g - 1) % ${N.subjects}, '<p>Enunciado da questão ' || g || ' com algum texto a mais.</p>',
              '<p>Explicação ' || g || '</p>', random()
       from generate_series(1, ${Q}) g;
       select setval(pg_get_serial_sequence('questions', 'id'), ${Q});
       insert into alternatives (id, question_id, position, letter, text_html)
       select (q - 1) * 4 + p + 1, q, p, chr(65 + p), 'Alternativa ' || p from generate_series(1, ${Q}) q,
              generate_series(0, 3) p;
       select setval(pg_get_serial_sequence('alternatives', 'id'), ${Q * 4});
       update questions set correct_alternative_id = (id - 1) * 4 + 1 + id % 4`,
    ],
    [
      'the heavy students (27,000 answers each)',
      // Students 1-20: subject 1 in the order from 0 up to the 26,800th question, 200 of the next 3,200 out of order;
      // students 21-40: 27,000 of subject 1 in no order.
      `insert into question_progress (user_id, question_id, subject_id, state, last_at)
       select u, id, 1, (case when rn % 3 = 0 then 'wrong' else 'right' end)::progress_state,
              now() - interval '1 year' + rn * interval '10 minutes'
       from generate_series(1, ${N.heavyInOrder}) u,
            (select id, row_number() over (order by random_key) rn from questions where subject_id = 1) o
       where rn <= ${inOrder} or (rn <= ${inOrder + ahead} and rn % 16 = 0);
       insert into question_progress (user_id, question_id, subject_id, state, last_at)
       select u, s.id, 1, (case when s.id % 3 = 0 then 'wrong' else 'right' end)::progress_state,
              now() - interval '1 year' + random() * interval '1 year'
       from generate_series(${N.heavyInOrder + 1}, ${heavy}) u,
            lateral (select id from questions where subject_id = 1 order by random() + 0 * u
                     limit ${N.heavyInSubject}) s;
       insert into practice_positions (user_id, subject_id, topic_id, origin, position, new_after_id, with_exams)
       select u, 1, 0, 0, random_key, ${Q}, false
       from generate_series(1, ${N.heavyInOrder}) u,
            (select random_key, row_number() over (order by random_key) rn from questions where subject_id = 1) o
       where rn = ${inOrder}`,
    ],
    [
      `${N.students.toLocaleString('en')} students with ${N.answeredEach} answers each`,
      `insert into question_progress (user_id, question_id, subject_id, state, last_at)
       select u, q, 1 + (q - 1) % ${N.subjects}, (case when (u + q) % 3 = 0 then 'wrong' else 'right' end)::progress_state,
              now() - random() * interval '1 year'
       from generate_series(${heavy + 1}, ${heavy + N.students}) u,
            lateral (select distinct 1 + floor(random() * ${Q})::int + 0 * u as q
                     from generate_series(1, ${N.answeredEach})) r
       on conflict do nothing`,
    ],
    ['vacuum analyze', 'vacuum analyze'],
  ]
}

/** Generates the data set at `url` unless already there. */
export async function ensureNextBatchData(url: string, log: (line: string) => void) {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  try {
    await db.query('create table if not exists bench_meta (marker text primary key)')
    if ((await db.query('select 1 from bench_meta where marker = $1', [MARKER])).rowCount) {
      // What a run changed (places, the questions it served marked answered) goes back to the generated state.
      const heavy = nextBatchSteps().find(([label]) => label.startsWith('the heavy'))?.[1]
      await db.query(`delete from practice_positions;
        delete from question_progress where user_id <= ${N.heavyInOrder + N.heavyScattered}
          or user_id > ${N.heavyInOrder + N.heavyScattered + N.students}; ${heavy}`)
      await db.query('vacuum analyze question_progress, practice_positions')
      log('next-batch data set already generated, students put back')
      return
    }
    await db.query('truncate bench_meta')
    for (const [label, statement] of nextBatchSteps()) {
      const t0 = Date.now()
      await db.query(statement)
      log(`${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`)
    }
    await db.query('insert into bench_meta values ($1)', [MARKER])
  } finally {
    await db.end()
  }
}
