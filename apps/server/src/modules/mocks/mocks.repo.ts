import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client.ts'
import { preparedRows, queryRows } from '../../db/rows.ts'
import { ANSWER_KIND, mockQuestions, mockResults, mocks, QUESTION_STATUS } from '../../db/schema/index.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { pageQuery } from '../../lib/page-query.ts'

export interface MockRow {
  id: number
  courseId: number
  name: string
  opensAt: Date
  closesAt: Date
  timeLimitMinutes: number | null
}

const MOCK = {
  id: mocks.id,
  courseId: mocks.courseId,
  name: mocks.name,
  opensAt: mocks.opensAt,
  closesAt: mocks.closesAt,
  timeLimitMinutes: mocks.timeLimitMinutes,
}

/** The course's mock open at `at`: one made by staff wins over the automatic one (decision 0012). */
export async function findOpenMock(db: Executor, courseId: number, at: Date): Promise<MockRow | undefined> {
  const [row] = await db
    .select(MOCK)
    .from(mocks)
    .where(and(eq(mocks.courseId, courseId), sql`${mocks.opensAt} <= ${at} and ${mocks.closesAt} > ${at}`))
    .orderBy(sql`${mocks.autoWeek} is null desc`, desc(mocks.id))
    .limit(1)
  return row
}

export async function findMock(db: Executor, courseId: number, mockId: number): Promise<MockRow | undefined> {
  const [row] = await db
    .select(MOCK)
    .from(mocks)
    .where(and(eq(mocks.id, mockId), eq(mocks.courseId, courseId)))
  return row
}

export async function mockQuestionIds(db: Executor, mockId: number): Promise<number[]> {
  const rows = await db
    .select({ id: mockQuestions.questionId })
    .from(mockQuestions)
    .where(eq(mockQuestions.mockId, mockId))
    .orderBy(mockQuestions.position)
  return rows.map((r) => r.id)
}

/** The student's answers to a mock, through the mock's unique index (at most one per question). */
export function answersTo(db: Executor, userId: number, mockId: number) {
  return queryRows<{ questionId: number; alternativeId: number; correct: boolean }>(
    db,
    sql`select question_id as "questionId", alternative_id as "alternativeId", correct from answers
        where user_id = ${userId} and kind = ${sql.raw(`'${ANSWER_KIND.weekly}'`)} and reference_id = ${mockId}
        order by answered_at`,
  )
}

export interface RankingEntry {
  userId: number
  nickname: string
  hits: number
  answers: number
  /** ISO 8601 in UTC with milliseconds, as the API shows it (isoSql). */
  lastAnswerAt: string
}

/**
 * A timestamptz as JavaScript's toISOString writes it (milliseconds truncated, as the driver's Date keeps them),
 * formatted by the database: a ranking page shows 51 of them, and parsing each into a Date to format it again
 * cost more than the rest of the row.
 */
const isoSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

// Positional, so that on PostgreSQL it is planned once per connection. The page starts at the hits bucket holding
// its first row (the histogram's running sums), so a deep page does not walk the rows above it; the rows skipped
// inside that bucket are read from the ranking's index alone, and only the page's rows are joined. The caller's
// own row and place come in the same statement (`mine`), as rankingPlace computes them: one round trip a page.
const RANKING_PAGE_SQL = `with buckets as (
    select hits, sum(participants)::int as n from mock_score_counts
    where mock_id = $1::int group by hits having sum(participants) > 0
  ),
  running as (select hits, n, (sum(n) over (order by hits desc) - n)::int as above from buckets),
  first as (select hits, above from running where above + n > $2::int order by hits desc limit 1),
  page as (
    select user_id, hits, last_answer_at, row_number() over (order by hits desc, last_answer_at, user_id) as n
    from (
      select user_id, hits, last_answer_at from mock_results
      where mock_id = $1::int and hits <= (select hits from first)
      order by hits desc, last_answer_at, user_id
      offset (select $2::int - above from first) limit $3::int
    ) rows
  ),
  me as (
    select r.hits, r.answers, r.last_answer_at, r.user_id, u.nickname
    from mock_results r join users u on u.id = r.user_id
    where r.mock_id = $1::int and r.user_id = $4::int
  )
  select false as mine, p.n::int, t.participants, p.user_id as "userId", u.nickname, p.hits, r.answers,
    ${isoSql('p.last_answer_at')} as "lastAnswerAt", null::int as position
  from (select coalesce(sum(n), 0)::int as participants from buckets) t
  left join page p on true
  left join mock_results r on r.mock_id = $1::int and r.user_id = p.user_id
  left join users u on u.id = p.user_id
  union all
  select true, null, null, me.user_id, me.nickname, me.hits, me.answers, ${isoSql('me.last_answer_at')},
    (select coalesce(sum(n), 0) from buckets where buckets.hits >= me.hits)::int
    - (select count(*) from mock_results x where x.mock_id = $1::int and x.hits = me.hits
         and (x.last_answer_at, x.user_id) > (me.last_answer_at, me.user_id))::int
  from me
  order by mine, n`

/**
 * A page of the ranking from position `start + 1` (`limit` null for every row), the participants, and the place
 * of `userId` (undefined before their first answer).
 */
export async function rankingPage(
  db: Database,
  mockId: number,
  start: number,
  limit: number | null,
  userId: number,
) {
  const rows = await preparedRows<
    RankingEntry & { mine: boolean; participants: number; userId: number | null; position: number }
  >(db, 'mock_ranking_page', RANKING_PAGE_SQL, [mockId, start, limit, userId])
  const page = rows.filter((r) => !r.mine)
  return {
    participants: page[0]?.participants ?? 0,
    entries: page.filter((r) => r.userId !== null) as RankingEntry[],
    place: rows.find((r) => r.mine) as (RankingEntry & { position: number }) | undefined,
  }
}

/** The course's mocks the student answered, newest first unless the request orders otherwise. */
export function pageHistory(db: Executor, userId: number, courseId: number, request: DataTableBody) {
  return pageQuery(db, request, {
    rows: () =>
      db
        .select({ id: mocks.id, name: mocks.name, opensAt: mocks.opensAt })
        .from(mocks)
        .innerJoin(mockResults, and(eq(mockResults.mockId, mocks.id), eq(mockResults.userId, userId)))
        .$dynamic(),
    where: eq(mocks.courseId, courseId),
    search: [mocks.name],
    order: { id: mocks.id, nome: mocks.name, created_at: mocks.opensAt },
    defaultOrder: [desc(mocks.opensAt)],
    tieBreak: [desc(mocks.id)],
  })
}

export interface ReviewRow {
  questionId: number
  textHtml: string
  explanationHtml: string
  alternativeId: number
  correctAlternativeId: number
  correct: boolean
  subjectId: number
  subjectName: string
  subjectPosition: number
  alternatives: { id: number; letra: string; texto: string }[]
  tags: { id: number; descricao: string }[]
}

/** The student's answers to the mock with their questions, in the mock's order. */
export function reviewRows(db: Executor, userId: number, mockId: number) {
  return queryRows<ReviewRow>(
    db,
    sql`select q.id as "questionId", q.text_html as "textHtml", q.explanation_html as "explanationHtml",
               a.alternative_id as "alternativeId", q.correct_alternative_id as "correctAlternativeId",
               a.correct, s.id as "subjectId", s.name as "subjectName", s.position as "subjectPosition",
               (select json_agg(json_build_object('id', al.id, 'letra', al.letter, 'texto', al.text_html)
                                order by al.position)
                  from alternatives al where al.question_id = q.id) as alternatives,
               coalesce((select json_agg(json_build_object('id', t.id, 'descricao', t.description)
                                         order by t.description)
                  from question_tags qt join tags t on t.id = qt.tag_id where qt.question_id = q.id), '[]') as tags
        from answers a
        join questions q on q.id = a.question_id
        join subjects s on s.id = q.subject_id
        join mock_questions mq on mq.mock_id = ${mockId} and mq.question_id = q.id
        where a.user_id = ${userId} and a.kind = ${sql.raw(`'${ANSWER_KIND.weekly}'`)} and a.reference_id = ${mockId}
        order by mq.position`,
  )
}

export interface NewMock {
  courseId: number
  name: string
  opensAt: Date
  closesAt: Date
  timeLimitMinutes: number | null
  /** year * 100 + week for an automatic mock; null for one made by staff. */
  autoWeek: number | null
  questionIds: number[]
}

/** Inserts a mock and its questions in order; null when the course already has the automatic mock of that week. */
export async function insertMock(db: Executor, mock: NewMock): Promise<number | null> {
  const [row] = await db
    .insert(mocks)
    .values({
      courseId: mock.courseId,
      name: mock.name,
      opensAt: mock.opensAt,
      closesAt: mock.closesAt,
      timeLimitMinutes: mock.timeLimitMinutes,
      autoWeek: mock.autoWeek,
    })
    .onConflictDoNothing()
    .returning({ id: mocks.id })
  if (!row) return null
  if (mock.questionIds.length > 0)
    await db
      .insert(mockQuestions)
      .values(mock.questionIds.map((questionId, i) => ({ mockId: row.id, questionId, position: i + 1 })))
  return row.id
}

/** The course's published questions that exist, of those given (a staff mock's list is checked against it). */
export async function publishedQuestionIds(db: Executor, courseId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from questions where course_id = ${courseId} and status = ${QUESTION_STATUS.published}
        and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  )
  return rows.map((r) => r.id)
}

/** How many questions to draw from a subject (a staff mock drawn by subject counts). */
export interface SubjectDraw {
  subjectId: number
  count: number
}

/**
 * The automatic mock's questions (decision 0012): `perSubject` published questions of each subject, in the
 * subjects' order (or the counts given, in their order: a staff mock drawn by subject); first those in none of
 * the course's last 4 mocks, then the least recently used; questions of past exams (PRO) after the others; at
 * random among equals. `exceptMockId`, a mock being redrawn, counts as none of those mocks.
 */
export async function composeQuestionIds(
  db: Executor,
  courseId: number,
  perSubject: number | SubjectDraw[],
  before: Date,
  exceptMockId = 0,
) {
  const wanted = typeof perSubject === 'number' ? null : perSubject
  if (wanted?.length === 0) return []
  const pick = wanted
    ? sql`, wanted(subject_id, n, ord) as (values ${sql.join(
        wanted.map((w, i) => sql`(${w.subjectId}::int, ${w.count}::int, ${i}::int)`),
        sql`, `,
      )})
        select r.id from ranked r join wanted w on w.subject_id = r.subject_id where r.n <= w.n order by w.ord, r.n`
    : sql`select id from ranked where n <= ${perSubject} order by position, subject_id, n`
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recent as (
          select id from mocks where course_id = ${courseId} and opens_at < ${before.toISOString()}::timestamptz
            and id <> ${exceptMockId}
          order by opens_at desc limit 4
        ),
        used as (
          select mq.question_id, max(m.opens_at) as last_used, bool_or(m.id in (select id from recent)) as recent
          from mock_questions mq join mocks m on m.id = mq.mock_id
          where m.course_id = ${courseId} and m.id <> ${exceptMockId} group by mq.question_id
        ),
        ranked as (
          select q.id, s.position, s.id as subject_id,
                 row_number() over (
                   partition by q.subject_id
                   order by coalesce(u.recent, false), u.last_used nulls first, q.exam_id is not null, q.random_key
                 ) as n
          from questions q join subjects s on s.id = q.subject_id left join used u on u.question_id = q.id
          where q.course_id = ${courseId} and q.status = ${QUESTION_STATUS.published} and s.visible
            and not exists (select 1 from topics t where t.id = q.topic_id and not t.visible)
        )
        ${pick}`,
  )
  return rows.map((r) => r.id)
}

// Positional, so that on PostgreSQL it is planned once per connection: it follows every mock answer.
const RANKING_PLACE_SQL = `with me as (
    select r.hits, r.answers, r.first_answer_at, r.last_answer_at, r.user_id, u.nickname
    from mock_results r join users u on u.id = r.user_id
    where r.mock_id = $1::int and r.user_id = $2::int
  ),
  buckets as (
    select hits, sum(participants)::int as n from mock_score_counts where mock_id = $1::int group by hits
  )
  select me.user_id as "userId", me.nickname, me.hits, me.answers, me.first_answer_at as "firstAnswerAt",
    ${isoSql('me.last_answer_at')} as "lastAnswerAt",
    (select coalesce(sum(n), 0) from buckets where buckets.hits >= me.hits)::int
    - (select count(*) from mock_results r where r.mock_id = $1::int and r.hits = me.hits
         and (r.last_answer_at, r.user_id) > (me.last_answer_at, me.user_id))::int as position,
    (select coalesce(sum(n), 0) from buckets)::int as participants
  from me`

/**
 * The caller's place: everyone with at least the caller's hits (the histogram) less those of the caller's hits
 * ranked behind (a later last answer). Right after an answer nobody is behind, so that range is empty.
 */
export async function rankingPlace(db: Database, mockId: number, userId: number) {
  const [row] = await preparedRows<
    RankingEntry & { position: number; participants: number; firstAnswerAt: Date | string }
  >(db, 'mock_ranking_place', RANKING_PLACE_SQL, [mockId, userId])
  return row
}
