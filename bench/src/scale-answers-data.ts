// The scale data set's answers (scale-data.ts): practice, the heavy student's and the mocks', stored in time order as
// answering would have (ids follow the answers' times), in two inserts side by side of about as many answers: the
// older weeks and the recent ones, each sorted by time and numbered after the older ones' exact count.
import {
  ALTERNATIVES,
  HEAVY_STUDENT,
  heldMockOf,
  layout,
  mockAnswerCount,
  type ScaleSizes,
} from './scale-sizes.ts'

const SP = `'America/Sao_Paulo'`
/** Practice answers marked "Chutei" (issue 30): about one in twelve. */
const GUESSED_SHARE = 0.08
/** A random idempotency key digest (63 bits; the product stores 64, decision 0066). */
const RANDOM_KEY_DIGEST = `(floor(random() * 2147483648)::bigint << 32 | floor(random() * 4294967296)::bigint)`

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

/** SQL of a time in one of `weeks` weeks from `first` weeks before this one, on weekdays and hours as students answer. */
function answerTime(first: number, weeks: number): string {
  return `((date_trunc('week', now() at time zone ${SP}) - (${first} + floor(random() * ${weeks}))::int * interval '1 week'
      + ${draw(WEEKDAYS)} * interval '1 day' + ${draw(HOURS)} * interval '1 hour'
      + floor(random() * 3600) * interval '1 second') at time zone ${SP})`
}

/** The chosen alternative's id: the right one when `hit`, else one of the other three. */
const chosenAlternative = (q: string, hit: string, wrong: string) =>
  `((${q} - 1) * ${ALTERNATIVES} + 1 + case when ${hit} then ${q} % ${ALTERNATIVES}
     else (${q} % ${ALTERNATIVES} + 1 + ${wrong}) % ${ALTERNATIVES} end)`

/** Weeks [first, first + count) before this one. */
interface Weeks {
  first: number
  count: number
}

/**
 * The two inserts of the answers, the older weeks' then the recent ones' (the mocks after the weekly mocks, which
 * open in their weeks, and the modo-prova mock, open now, among the recent), and how many there are: each statement
 * numbers its answers by time after the older ones, so the two can run side by side.
 */
export function answerInserts(s: ScaleSizes): { label: string; statements: string[] } {
  const l = layout(s)
  const held = heldMockOf(s)
  const practice = s.answers - mockAnswerCount(s) - s.heavyAnswers
  if (practice < 0) throw new Error('the sizes give more mock answers than answers')
  const heavyWeeks = Math.min(52, s.weeks)
  // How many answers the weeks before the last `recent` hold: the practice and the heavy student's spread evenly
  // over their weeks, a weekly mock's in the week it opens.
  const olderCount = (recent: number) => {
    let mocks = 0
    for (let k = 1; k <= s.mocks - recent; k++) mocks += Math.floor((s.students * k) / s.mocks)
    const recentPractice = Math.round((practice * recent) / s.weeks)
    const recentHeavy = Math.round((s.heavyAnswers * Math.min(recent, heavyWeeks)) / heavyWeeks)
    return practice - recentPractice + s.heavyAnswers - recentHeavy + mocks * s.mockQuestions
  }
  // The split that gives both inserts about as many answers.
  let recentWeeks = 1
  for (let r = 2; r < s.weeks; r++)
    if (Math.abs(s.answers - 2 * olderCount(r)) < Math.abs(s.answers - 2 * olderCount(recentWeeks)))
      recentWeeks = r
  const halves = [
    {
      practice: { first: recentWeeks + 1, count: s.weeks - recentWeeks },
      mocks: `m.id <= ${s.mocks - recentWeeks}`,
    },
    { practice: { first: 1, count: recentWeeks }, mocks: `m.id > ${s.mocks - recentWeeks}` },
  ]
  // Each half's share of the practice and of the heavy student's answers, by its weeks; the mocks' are fixed.
  const recentPractice = Math.round((practice * recentWeeks) / s.weeks)
  const recentHeavy = Math.round((s.heavyAnswers * Math.min(recentWeeks, heavyWeeks)) / heavyWeeks)
  const counts = [
    { practice: practice - recentPractice, heavy: s.heavyAnswers - recentHeavy },
    { practice: recentPractice, heavy: recentHeavy },
  ]
  const older = olderCount(recentWeeks)
  const courseQuestion = (c: string) =>
    `(case ${c} ${[1, 2, 3].map((k) => `when ${k} then ${l.firstQuestion(k)} + floor(random() * ${l.questionCount(k)})::int`).join(' ')} end)`
  const heavyIn = (weeks: Weeks): Weeks => {
    const last = Math.min(weeks.first + weeks.count - 1, heavyWeeks)
    return { first: weeks.first, count: Math.max(0, last - weeks.first + 1) }
  }
  const statements = halves.map((half, i) => {
    const heavy = heavyIn(half.practice)
    const n = counts[i] as (typeof counts)[number]
    // Each answer with its idempotency key's digest, as every answer the product records carries one (the client's
    // or the server's, decision 0066): 63 random bits.
    return `insert into answers (id, user_id, question_id, alternative_id, correct, guessed, kind, course_id, subject_id,
                                 reference_id, answered_at, idempotency_key)
     select ${i === 0 ? 0 : older} + row_number() over (order by at), u, q, ${chosenAlternative('q', 'hit', 'wrong')},
            hit, guessed, kind, c, ${l.subjectOf('q', 'c')}, ref, at, ${RANDOM_KEY_DIGEST}
     from (
       -- Practice: students 2..N, the lower ids more active (a power law), each in their course; a share
       -- (GUESSED_SHARE) marked "Chutei", right about as often as a guess among four alternatives.
       select u, c, q, case when guessed then random() < 0.3 else random() < ${abilityOf('u')} end as hit,
              guessed, floor(random() * 3)::int as wrong, 'TREINAMENTO'::answer_kind as kind, null::int as ref, at
       from (select u, c, ${courseQuestion('c')} as q, random() < ${GUESSED_SHARE} as guessed, at
             from (select u, ${l.courseOf('u')} as c, at
                   from (select 2 + floor(${s.students - 1} * power(random(), 1.6))::int as u,
                                ${answerTime(half.practice.first, half.practice.count)} as at
                         from generate_series(1, ${n.practice}) g) a) b) d
       union all
       -- The reports' heavy student, over the last year.
       select ${HEAVY_STUDENT}, 1, q, case when guessed then random() < 0.3 else random() < 0.62 end, guessed,
              floor(random() * 3)::int, 'TREINAMENTO', null, at
       from (select ${courseQuestion('1')} as q, random() < ${GUESSED_SHARE} as guessed,
                    ${answerTime(heavy.first, Math.max(1, heavy.count))} as at
             from generate_series(1, ${n.heavy}) g) e
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
                      else (${s.students}::bigint * m.id) / ${s.mocks} end
             where ${half.mocks}) p
     ) every_answer
     order by at`
  })
  return {
    label: `answers (${s.answers.toLocaleString('en')}: ${practice.toLocaleString('en')} practice, the heavy student's ${s.heavyAnswers.toLocaleString('en')}, ${mockAnswerCount(s).toLocaleString('en')} in mocks)`,
    statements,
  }
}
