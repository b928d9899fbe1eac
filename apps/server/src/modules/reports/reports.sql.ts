import { COURSE_STATS_SHARDS } from '../../db/schema/index.ts'
/** SQL expressions (placeholders such as `$1::int`) the reports' aggregates are kept with inside the answer statement. */
export interface ReportAggregateParams {
  userId: string
  courseId: string
  questionId: string
  /** The answer's São Paulo day (a date). */
  day: string
  /** The answer's São Paulo hour (0-23). */
  hour: string
  /** The student's counter shard. */
  shard: string
  /** The recorded answer: a relation with `correct` and `subject_id`, at most one row. */
  answer: string
  /** The answered question: a relation with `topic_id`, at most one row. */
  question: string
}

/**
 * The CTEs (comma-separated, to be placed in the answer statement's `with`) that add a recorded answer to the
 * reports' aggregates (decisions 0015 and 0033): the student's day, subject and hour, topic and concepts (the
 * question's tags) and everyone's month and subject in the student's shard. Each touches rows of this student only,
 * but for one shard of the course's month and subject. Nothing is written when `answer` is empty.
 */
export function reportAggregatesSql(p: ReportAggregateParams): string {
  return `report_day as (
    insert into student_day_stats (user_id, course_id, day, answers, hits)
    select ${p.userId}, ${p.courseId}, ${p.day}, 1, a.correct::int from ${p.answer} a
    on conflict (user_id, course_id, day)
    do update set answers = student_day_stats.answers + 1, hits = student_day_stats.hits + excluded.hits
  ),
  report_subject_hour as (
    insert into student_subject_hour_stats (user_id, course_id, subject_id, hour, answers, hits)
    select ${p.userId}, ${p.courseId}, a.subject_id, ${p.hour}, 1, a.correct::int from ${p.answer} a
    on conflict (user_id, course_id, subject_id, hour)
    do update set answers = student_subject_hour_stats.answers + 1,
      hits = student_subject_hour_stats.hits + excluded.hits
  ),
  report_topic as (
    insert into topic_stats (user_id, course_id, topic_id, answers, hits)
    select ${p.userId}, ${p.courseId}, q.topic_id, 1, a.correct::int from ${p.answer} a, ${p.question} q
    where q.topic_id is not null
    on conflict (user_id, course_id, topic_id)
    do update set answers = topic_stats.answers + 1, hits = topic_stats.hits + excluded.hits
  ),
  report_concepts as (
    insert into concept_stats (user_id, course_id, tag_id, answers, hits)
    select ${p.userId}, ${p.courseId}, qt.tag_id, 1, a.correct::int
    from ${p.answer} a, question_tags qt where qt.question_id = ${p.questionId}
    order by qt.tag_id
    on conflict (user_id, course_id, tag_id)
    do update set answers = concept_stats.answers + 1, hits = concept_stats.hits + excluded.hits
  ),
  report_course as (
    insert into course_stats (course_id, month, subject_id, shard, answers, hits)
    select ${p.courseId}, date_trunc('month', ${p.day})::date, a.subject_id, ${p.shard}, 1, a.correct::int
    from ${p.answer} a
    on conflict (course_id, month, subject_id, shard)
    do update set answers = course_stats.answers + 1, hits = course_stats.hits + excluded.hits
  )`
}

/**
 * The statements that add the answers matching `where` (an SQL condition on `answers a`) to the reports'
 * aggregates, as the answer statement would have one by one: for answers stored in bulk (the demo's mock
 * participants, the benchmark's data set). Migration 0011 backfilled the last three with the same SQL.
 */
export function bulkReportAggregatesSql(where: string): string[] {
  const local = `(a.answered_at at time zone 'America/Sao_Paulo')`
  return [
    `insert into student_day_stats (user_id, course_id, day, answers, hits)
     select a.user_id, a.course_id, ${local}::date, count(*), count(*) filter (where a.correct)
     from answers a where ${where}
     group by 1, 2, 3
     on conflict (user_id, course_id, day)
     do update set answers = student_day_stats.answers + excluded.answers, hits = student_day_stats.hits + excluded.hits`,
    `insert into student_subject_hour_stats (user_id, course_id, subject_id, hour, answers, hits)
     select a.user_id, a.course_id, a.subject_id, extract(hour from ${local})::int, count(*),
            count(*) filter (where a.correct)
     from answers a where ${where}
     group by 1, 2, 3, 4
     on conflict (user_id, course_id, subject_id, hour)
     do update set answers = student_subject_hour_stats.answers + excluded.answers,
       hits = student_subject_hour_stats.hits + excluded.hits`,
    `insert into topic_stats (user_id, course_id, topic_id, answers, hits)
     select a.user_id, a.course_id, q.topic_id, count(*), count(*) filter (where a.correct)
     from answers a join questions q on q.id = a.question_id
     where q.topic_id is not null and (${where})
     group by 1, 2, 3
     on conflict (user_id, course_id, topic_id)
     do update set answers = topic_stats.answers + excluded.answers, hits = topic_stats.hits + excluded.hits`,
    `insert into concept_stats (user_id, course_id, tag_id, answers, hits)
     select a.user_id, a.course_id, qt.tag_id, count(*), count(*) filter (where a.correct)
     from answers a join question_tags qt on qt.question_id = a.question_id
     where ${where}
     group by 1, 2, 3
     on conflict (user_id, course_id, tag_id)
     do update set answers = concept_stats.answers + excluded.answers, hits = concept_stats.hits + excluded.hits`,
    `insert into course_stats (course_id, month, subject_id, shard, answers, hits)
     select a.course_id, date_trunc('month', a.answered_at at time zone 'America/Sao_Paulo')::date, a.subject_id,
            a.user_id % ${COURSE_STATS_SHARDS}, count(*), count(*) filter (where a.correct)
     from answers a
     where ${where}
     group by 1, 2, 3, 4
     on conflict (course_id, month, subject_id, shard)
     do update set answers = course_stats.answers + excluded.answers, hits = course_stats.hits + excluded.hits`,
  ]
}
