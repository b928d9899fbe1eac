// The scale data set's third wave beside the answers (issues 30-32): exam dates, cadernos, the discussion under the
// questions the benchmark reads, and course 1's passing mark. Plain rows in bulk, each as the product writes it
// (scale-data.test.ts checks them); the review cards, the held answers and the abilities follow the answers
// (scale-cards.ts, scale-load.ts, scale-ability.ts).
import { DISCUSSION_STATUS } from '@gabarito/core'
import { HEAVY_STUDENT, layout, REFERENCE_EXAM, type ScaleSizes } from './scale-sizes.ts'

/** The question whose discussion bench:scale pages through: 400 comments, about 800 replies, thousands of votes. */
export const DISCUSSED_QUESTION = 51
/** The benchmark's hot questions (its answer runs' 50), and every QUESTION_STEP-th of course 1, get a few comments. */
const HOT_QUESTIONS = 50
const QUESTION_STEP = 50
/** The passing mark of course 1 (decision 0059), a percentage of the reference exam. */
export const PASS_MARK = 60
const APPROVED = `'${DISCUSSION_STATUS.approved}'`
const PENDING = `'${DISCUSSION_STATUS.pending}'`

export function studySteps(s: ScaleSizes): [label: string, sql: string][] {
  const l = layout(s)
  const others = s.students - 1
  /** SQL of a student other than the heavy one, drawn from `g`. */
  const student = (g: string) => `(2 + (${g}::bigint * 7919) % ${others})::int`
  return [
    [
      'exam dates (a third of the students and the heavy one)',
      // One to six months ahead, in the student's course (the review's cards come due before it, decision 0057).
      `insert into exam_dates (user_id, course_id, day, updated_at)
       select u, ${l.courseOf('u')}, (now() at time zone 'America/Sao_Paulo')::date + 30 + (u * 37) % 150,
              now() - (u % 60) * interval '1 day'
       from generate_series(1, ${s.students}) u where u % 3 = 0 or u = ${HEAVY_STUDENT}`,
    ],
    [
      'cadernos (lists and saved filters)',
      // The heavy student keeps 10 lists of 200 questions and 5 saved filters; one student in ten a list of 20 to 49
      // questions of their course, one in twenty also a saved filter. A filter is stored as the batch's parsed query.
      `create temp table bench_notebooks on commit drop as
       select row_number() over (order by u, k)::int as id, u, c, k, size, filter from (
         select ${HEAVY_STUDENT} as u, 1 as c, k, case when k <= 10 then 200 else 0 end as size,
                case when k > 10 then jsonb_build_object('disciplina_id', jsonb_build_array(k - 10),
                  'banca', jsonb_build_array('Cebraspe'), 'situacao', jsonb_build_array('errei')) end as filter
         from generate_series(1, 15) k
         union all
         select u, ${l.courseOf('u')}, k, case when k = 1 then 20 + u % 30 else 0 end,
                case when k = 2 then jsonb_build_object('situacao', jsonb_build_array('chutei')) end
         from generate_series(2, ${s.students}) u, generate_series(1, 2) k
         where u % 10 = 0 and (k = 1 or u % 20 = 0)
       ) x;
       insert into notebooks (id, user_id, course_id, name, filter, question_count, created_at, updated_at)
       select id, u, c, case when filter is null then 'Lista ' else 'Filtro ' end || k, filter, size,
              now() - (id % 90) * interval '1 day', now() - (id % 30) * interval '1 day'
       from bench_notebooks;
       select setval(pg_get_serial_sequence('notebooks', 'id'), (select max(id) from bench_notebooks));
       insert into notebook_questions (notebook_id, question_id, added_at)
       select n.id, (case n.c ${[1, 2, 3].map((c) => `when ${c} then ${l.firstQuestion(c)}`).join(' ')} end)
                + ((n.id::bigint * 7919 + i * 104729) % (case n.c ${[1, 2, 3].map((c) => `when ${c} then ${l.questionCount(c)}`).join(' ')} end))::int,
              now() - (n.id % 90) * interval '1 day' + i * interval '1 minute'
       from bench_notebooks n, generate_series(1, n.size) i`,
    ],
    [
      'discussion: comments, replies and votes',
      // Top-level comments first (ids 1..), then replies to approved top-level ones, each a little after its
      // comment; a few pending (moderated by nobody yet). Votes come from distinct students other than the author,
      // and each comment's "útil" count is its votes, as the vote's transaction keeps it (decision 0058).
      `create temp table bench_topics on commit drop as
       select q, g from (
         select ${DISCUSSED_QUESTION} as q, g from generate_series(1, 400) g
         union all select q, g from generate_series(1, ${HOT_QUESTIONS}) q, generate_series(1, 5) g
         union all select q, g from generate_series(${2 * QUESTION_STEP}, ${l.questionCount(1)}, ${QUESTION_STEP}) q,
                                    generate_series(1, 2) g
       ) x;
       insert into discussion_comments (id, question_id, course_id, user_id, parent_id, text, status, pinned,
                                        moderated_at, created_at, updated_at)
       select id, q, 1, ${student('id')}, null, 'Comentário ' || id || E' da carga.\\nA alternativa certa explica o conceito.',
              case when g % 80 = 3 then ${PENDING} else ${APPROVED} end, q = ${DISCUSSED_QUESTION} and g = 1,
              case when g % 80 <> 3 then at + interval '1 hour' end, at, at
       from (select row_number() over (order by q, g)::int as id, q, g,
                    now() - interval '200 days' + ((q % 97) * 11 + g * 7) % 4700 * interval '1 hour' as at
             from bench_topics) t;
       insert into discussion_comments (id, question_id, course_id, user_id, parent_id, text, status, moderated_at,
                                        created_at, updated_at)
       select (select max(id) from discussion_comments) + row_number() over (order by c.id, r)::int, c.question_id, 1,
              ${student('c.id * 3 + r')}, c.id, 'Resposta ' || r || ' ao comentário ' || c.id || '.',
              case when r = 3 then ${PENDING} else ${APPROVED} end,
              case when r <> 3 then c.created_at + r * interval '3 hours' end,
              c.created_at + r * interval '2 hours', c.created_at + r * interval '2 hours'
       from discussion_comments c, generate_series(1, 3) r
       where c.status = ${APPROVED} and (c.question_id = ${DISCUSSED_QUESTION} or c.id % 4 = 0)
         and (r = 1 or c.id % 2 = 0);
       select setval(pg_get_serial_sequence('discussion_comments', 'id'), (select max(id) from discussion_comments));
       insert into discussion_votes (comment_id, user_id, created_at)
       select c.id, v.u, c.created_at + interval '1 day'
       from discussion_comments c,
            lateral (select distinct (1 + (c.id::bigint * 7 + j * 104729) % ${s.students})::int as u
                     from generate_series(1, (c.id * 37) % (case when c.question_id = ${DISCUSSED_QUESTION} then 60 else 8 end)) j) v
       where c.status = ${APPROVED} and v.u <> c.user_id;
       update discussion_comments c set useful = v.n
       from (select comment_id, count(*)::int as n from discussion_votes group by 1) v where v.comment_id = c.id`,
    ],
    [
      "course 1's passing mark and reference exam",
      `insert into course_ability_settings (course_id, pass_mark, reference_exam_id)
       values (1, ${PASS_MARK}, ${REFERENCE_EXAM})`,
    ],
  ]
}
